/**
 * Docker cannot run on the development machines, so this checks docker-compose.yml by reading it:
 * every service it names must have what it needs to start.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);

const FRONTENDS = ['shell', 'mf-auth', 'mf-teacher', 'mf-student', 'mf-admin-reports', 'mf-admin-schedule', 'mf-admin-settings'];

describe('docker-compose.yml', () => {
  it('names PostgreSQL, the API and one container per micro-frontend', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'postgres', ...FRONTENDS].sort());
  });

  it.each(services)('when %s starts, then it has an image or a Dockerfile that exists', (_name, service) => {
    if (service.image) return expect(service.image).toMatch(/\S+:\S+/);
    expect(service.build).toBeDefined();
    const dockerfile = path.join(ROOT, service.build!.context, service.build!.dockerfile ?? 'Dockerfile');
    expect(existsSync(dockerfile)).toBe(true);
  });

  it.each(services)('when %s starts, then it publishes or exposes a port', (_name, service) => {
    expect([...(service.ports ?? []), ...(service.expose ?? [])].length).toBeGreaterThan(0);
  });

  it.each(FRONTENDS)('builds %s from its own folder', (app) => {
    const service = compose.services[app]!;
    expect(service.build?.args?.APP).toBe(app);
    expect(existsSync(path.join(ROOT, app, 'webpack.config.js'))).toBe(true);
  });

  it('gives the API its database, secrets and port, and PostgreSQL its credentials', () => {
    const api = compose.services.api!.environment!;
    expect(api.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    for (const key of ['PORT', 'JWT_SECRET', 'JWT_REFRESH_SECRET', 'ADMIN_USERNAME']) expect(api[key]).toBeDefined();
    const db = compose.services.postgres!.environment!;
    for (const key of ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB']) expect(db[key]).toBeDefined();
  });

  it('routes /api and every remote through the shell gateway', () => {
    const gateway = readFileSync(path.join(ROOT, 'common/docker/nginx-shell.conf.template'), 'utf8');
    expect(gateway).toContain('location /api/');
    for (const remote of FRONTENDS.filter((app) => app !== 'shell')) {
      expect(gateway).toContain(`location /${remote}/ { proxy_pass http://${remote}/; }`);
    }
  });
});
