/**
 * Docker cannot run on the development machines, so this checks docker-compose.yml by reading it:
 * every service it names must have what it needs to start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { parse } from 'yaml';
import { FRONTEND_FOLDERS, REMOTES } from '@diary/common';
import { loggedUrl } from '../src/http/request-log';
import { PORTAL_PRELOAD } from '../src/web/frontends';
import { securityHeaders } from '../src/web/security-headers';
import { HASHED_FILE, IMMUTABLE, NO_CACHE } from '../src/web/static-files';

const ROOT = path.resolve(__dirname, '../..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string | string[] };
  depends_on?: string[] | Record<string, { condition?: string }>;
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);

describe('docker-compose.yml', () => {
  it('names PostgreSQL, the API and one container per micro-frontend', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'postgres', ...FRONTEND_FOLDERS].sort());
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

  it.each(FRONTEND_FOLDERS)('builds %s from its own folder', (app) => {
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
    const gateway = readFileSync(path.join(ROOT, 'build/docker/nginx-shell.conf.template'), 'utf8');
    expect(gateway).toContain('location /api/');
    for (const remote of REMOTES) {
      expect(gateway).toContain(`location ${remote.path}/ { proxy_pass http://${remote.folder}/; }`);
    }
  });
});

const composeText = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const gatewayTemplate = readFileSync(path.join(ROOT, 'build/docker/nginx-shell.conf.template'), 'utf8');

/** The body of one `location … {` block of an nginx config (the braces of ${VARIABLES} do not count). */
function locationBlock(config: string, location: string): string {
  const start = config.indexOf(`location ${location} {`);
  if (start < 0) return '';
  let depth = 0;
  for (let index = config.indexOf('{', start); index < config.length; index += 1) {
    if (config[index] === '$' && config[index + 1] === '{') index = config.indexOf('}', index);
    else if (config[index] === '{') depth += 1;
    else if (config[index] === '}' && --depth === 0) return config.slice(start, index);
  }
  return config.slice(start);
}

describe('docker-compose.yml: what is exposed', () => {
  it('publishes only the gateway: PostgreSQL and the API are reachable inside the compose network only', () => {
    const published = services.filter(([, service]) => (service.ports ?? []).length > 0).map(([name]) => name);
    expect(published).toEqual(['shell']);
    expect(compose.services.postgres!.expose).toEqual(['5432']);
    expect(compose.services.api!.expose).toEqual(['3000']);
  });

  it('has no default database password: POSTGRES_PASSWORD must be set (${POSTGRES_PASSWORD:?…})', () => {
    const uses = [...composeText.matchAll(/\$\{POSTGRES_PASSWORD([^}]*)\}/g)].map((match) => match[1]!);
    expect(uses.length).toBeGreaterThanOrEqual(2);
    for (const use of uses) expect(use).toMatch(/^:\?/);
    for (const secret of ['JWT_SECRET', 'JWT_REFRESH_SECRET'])
      expect(compose.services.api!.environment![secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
  });

  it("passes PUBLIC_URL to the API (feed addresses start with it; https makes the refresh cookie Secure), by default the gateway's published port here", () => {
    const published = /^\$\{PORT:-(\d+)\}:80$/.exec(compose.services.shell!.ports![0]!)?.[1];
    expect(published).toBe('8080');
    expect(compose.services.api!.environment!.PUBLIC_URL).toBe(`\${PUBLIC_URL:-http://localhost:\${PORT:-${published}}}`);
  });
});

describe('the gateway and the client address', () => {
  it('the API trusts exactly one proxy hop, the gateway', () => {
    expect(compose.services.api!.environment!.TRUST_PROXY).toBe('1');
  });

  it.each(['/api/', '= /remotes.json'])('the gateway overwrites X-Forwarded-For for %s with the connecting address', (location) => {
    const block = locationBlock(gatewayTemplate, location);
    expect(block).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('the gateway never passes on a client-supplied X-Forwarded-For', () => {
    expect(gatewayTemplate).not.toContain('$proxy_add_x_forwarded_for');
    expect(gatewayTemplate).not.toContain('$http_x_forwarded_for');
  });
});

describe('the gateway sends the shell with the headers helmet gives the API', () => {
  /** `add_header Name value [always];` lines of a block: name (lower case) → value. */
  function addHeaders(block: string): Map<string, string> {
    const headers = new Map<string, string>();
    for (const match of block.matchAll(/add_header\s+([\w-]+)\s+("([^"]*)"|\S+?)(\s+always)?;/g)) {
      headers.set(match[1]!.toLowerCase(), match[3] ?? match[2]!);
    }
    return headers;
  }

  /** A CSP as directive → sorted sources. */
  function directives(csp: string): Record<string, string[]> {
    return Object.fromEntries(
      csp
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [name, ...sources] = part.split(/\s+/);
          return [name!, sources.sort()];
        }),
    );
  }

  let helmetHeaders: Record<string, string>;
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders());
    app.get('/', (_req, res) => {
      res.send('<!doctype html>');
    });
    helmetHeaders = (await supertest(app).get('/')).headers as Record<string, string>;
  });

  const shell = () => addHeaders(locationBlock(gatewayTemplate, '/'));

  it('the same Content-Security-Policy, directive by directive (frame-ancestors, script-src, object-src …)', () => {
    const nginx = shell().get('content-security-policy');
    expect(nginx).toBeDefined();
    expect(directives(nginx!)).toEqual(directives(helmetHeaders['content-security-policy']!));
    expect(directives(nginx!)['frame-ancestors']).toEqual(["'self'"]);
  });

  it.each(['x-frame-options', 'x-content-type-options', 'referrer-policy'])('the same %s', (name) => {
    expect(helmetHeaders[name]).toBeDefined();
    expect(shell().get(name)).toBe(helmetHeaders[name]);
  });

  it('every other header helmet sets, with the same value, and always (also on errors)', () => {
    const nginx = shell();
    const helmetNames = Object.keys(helmetHeaders).filter(
      (name) => !['content-type', 'content-length', 'etag', 'date', 'connection', 'x-powered-by'].includes(name),
    );
    for (const name of helmetNames.filter((name) => name !== 'content-security-policy'))
      expect([name, nginx.get(name)]).toEqual([name, helmetHeaders[name]]);
    const block = locationBlock(gatewayTemplate, '/');
    for (const line of block.split('\n').filter((text) => text.includes('add_header'))) expect(line).toMatch(/ always;$/);
  });

  it('the remotes send nosniff too, in every location', () => {
    const remote = readFileSync(path.join(ROOT, 'build/docker/nginx-remote.conf'), 'utf8');
    const blocks = (remote.match(/^\s*(server|location)\b.*\{/gm) ?? []).length;
    expect(blocks).toBeGreaterThanOrEqual(2);
    expect(remote.match(/add_header X-Content-Type-Options nosniff always;/g)?.length).toBe(blocks);
  });
});

describe('the gateway caches the shell as npm start does', () => {
  /** A `map $source $name { … }` of the gateway: its lines as [pattern, value], quotes removed. */
  function mapEntries(name: string): [string, string][] {
    const body = new RegExp(`\\nmap \\$\\w+ \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(gatewayTemplate)?.[1] ?? '';
    return body
      .split('\n')
      .map((line) => /^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!.replace(/^"|"$/g, ''), match[2]!.replace(/^"|"$/g, '')]);
  }
  const shellBlock = () => locationBlock(gatewayTemplate, '/');

  it('keeps the files named by their content a year and revalidates the rest (the page, main.js, start.js, sw.js)', () => {
    expect(mapEntries('shell_cache_control')).toEqual([
      [`~${HASHED_FILE.source}`, IMMUTABLE],
      ['default', NO_CACHE],
    ]);
    expect(shellBlock()).toContain('add_header Cache-Control $shell_cache_control always;');
    expect(shellBlock()).not.toMatch(/add_header Cache-Control (?!\$shell_cache_control)/);
  });

  it("has the page tell the browser to fetch main.js on every address but '/', and no other file", () => {
    expect(mapEntries('portal_preload_on_address')).toEqual([
      ['~^/(\\?.*)?$', ''],
      ['default', PORTAL_PRELOAD],
    ]);
    expect(mapEntries('portal_preload')).toEqual([
      ['/index.html', '$portal_preload_on_address'],
      ['default', ''],
    ]);
    expect(shellBlock()).toContain('add_header Link $portal_preload always;');
  });
});

describe("the gateway's logs leave a calendar feed's token out, as the API's request log does", () => {
  /** The gateway's `map $request_uri $logged_request_uri`: its one pattern (~* is case-insensitive) and its value. */
  const feedMap = () => {
    const body = /\nmap \$request_uri \$logged_request_uri \{\n([\s\S]*?)\n\}/.exec(gatewayTemplate)?.[1] ?? '';
    const [pattern, value] = /^\s*"~\*([^"]+)"\s+"([^"]+)";$/m.exec(body)?.slice(1) ?? [];
    expect(body).toMatch(/^\s*default \$request_uri;$/m);
    return { pattern: new RegExp(pattern!, 'i'), value: value! };
  };
  /** What nginx logs for a request URI: the map's value with its named captures, or the URI as it is. */
  const logged = (uri: string) => {
    const { pattern, value } = feedMap();
    const match = pattern.exec(uri);
    return match ? value.replace(/\$(\w+)/g, (_all, name: string) => match.groups?.[name] ?? '') : uri;
  };

  it.each([
    '/api/calendar/S3cr3t-T0ken_abc.ics',
    '/api/calendar/S3cr3t-T0ken_abc.ics?x=1',
    '/API/CALENDAR/S3cr3t-T0ken_abc.ICS?x=1',
    '/api/Calendar/S3cr3t-T0ken_abc.Ics/',
  ])('%s is logged without its token, as the API logs it', (uri) => {
    expect(logged(uri)).not.toContain('S3cr3t');
    expect(logged(uri).toLowerCase()).toBe(loggedUrl(uri).toLowerCase());
  });

  it.each(['/api/calendar/feed', '/api/users/5?x=1', '/teacher/schedule'])('%s is logged as it is', (uri) => {
    expect(logged(uri)).toBe(uri);
  });

  it('the access log is written in the format that uses the redacted address, never $request or $request_uri', () => {
    const format = /\nlog_format gateway ([\s\S]*?);\n/.exec(gatewayTemplate)?.[1] ?? '';
    expect(format).toContain('$logged_request_uri');
    expect(format).not.toMatch(/\$request\b|\$request_uri\b|\$uri\b|\$args\b/);
    const server = gatewayTemplate.slice(gatewayTemplate.indexOf('\nserver {'));
    expect(server).toMatch(/\n {2}access_log \S+ gateway;\n/);
    expect(gatewayTemplate.match(/access_log /g)).toHaveLength(1);
  });

  it("a feed's failures stay out of the error log (it has no format): its location logs only crit", () => {
    const block = locationBlock(locationBlock(gatewayTemplate, '/api/'), '~* ^/api/calendar/[^/?]+\\.ics');
    expect(block).toContain('proxy_pass ${API_UPSTREAM};');
    expect(block).toMatch(/error_log \S+ crit;/);
  });
});

describe('health', () => {
  const healthTest = (name: string) => {
    const test = compose.services[name]!.healthcheck?.test;
    return Array.isArray(test) ? test.join(' ') : (test ?? '');
  };

  it('the API is healthy when GET /api/health answers (with node: the slim image has no curl)', () => {
    expect(healthTest('api')).toContain("fetch('http://127.0.0.1:3000/api/health')");
    expect(healthTest('api')).toMatch(/^CMD node -e /);
  });

  it.each(FRONTEND_FOLDERS)('%s has a healthcheck with wget (nginx alpine has no curl)', (name) => {
    expect(healthTest(name)).toMatch(/^CMD wget -qO \/dev\/null http:\/\/127\.0\.0\.1\//);
  });

  it('the gateway starts once the API and every remote are healthy', () => {
    const dependsOn = compose.services.shell!.depends_on as Record<string, { condition?: string }>;
    expect(Object.keys(dependsOn).sort()).toEqual(['api', ...FRONTEND_FOLDERS.filter((app) => app !== 'shell')].sort());
    for (const dependency of Object.values(dependsOn)) expect(dependency.condition).toBe('service_healthy');
    expect((compose.services.api!.depends_on as Record<string, { condition?: string }>).postgres!.condition).toBe('service_healthy');
  });
});

describe('the API image', () => {
  const dockerfile = readFileSync(path.join(ROOT, 'api/Dockerfile'), 'utf8');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs as the unprivileged user node, its DATA_DIR owned by node', () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/chown node:node \/data/);
    expect(finalStage.indexOf('USER node')).toBeGreaterThan(finalStage.indexOf('chown node:node /data'));
  });

  it('keeps the build tools out of the runtime image: production packages only', () => {
    expect(finalStage).not.toMatch(/npm ci(?![^\n]*--omit=dev)/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });
});

describe('the images build as shipped (scripts/check-docker-builds.mjs, static check)', () => {
  const check = (...args: string[]) => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-docker-builds.mjs'), '--json', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return {
      status: result.status,
      problems: (JSON.parse(result.stdout) as { problems: { dockerfile: string; line: number; message: string }[] }).problems,
    };
  };

  it('every Dockerfile of the compose file: a supported Node LTS and a stable nginx, COPY sources exist, every npx/npm run command is installed by an earlier npm ci, CMD exists', () => {
    const { status, problems } = check();
    expect(problems).toEqual([]);
    expect(status).toBe(0);
  });

  describe('the check itself', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'diary-dockerfile-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const write = (name: string, text: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, text);
      return file;
    };

    it('when only the api workspace is installed, then `npx tsc` is refused: TypeScript is a root devDependency', () => {
      // The API's Dockerfile as it was: npx tsc would have fetched an unrelated package "tsc".
      const file = write(
        'old.Dockerfile',
        [
          'FROM node:24-bookworm-slim AS build',
          'WORKDIR /app',
          'COPY package.json package-lock.json tsconfig.base.json ./',
          'COPY common ./common',
          'COPY api ./api',
          'RUN npm ci --workspace api --include-workspace-root=false && npx tsc -b api',
          'FROM node:24-bookworm-slim',
          'WORKDIR /app',
          'COPY --from=build /app /app',
          'CMD ["node", "api/dist/server.js"]',
        ].join('\n'),
      );
      const { status, problems } = check('--dockerfile', file);
      expect(status).toBe(1);
      expect(problems).toEqual([expect.objectContaining({ line: 6, message: expect.stringMatching(/npx tsc: .*provides `tsc`/) })]);
    });

    it('when an image runs a Node before 22 or between LTS lines, an nginx older than the stable 1.30 or a mainline one, or a tag that moves, then each is refused', () => {
      const file = write(
        'old-runtimes.Dockerfile',
        [
          'FROM node:20-bookworm-slim AS build',
          'FROM node:23-bookworm-slim AS odd',
          'FROM node:lts-bookworm-slim AS moving',
          'FROM node:22-bookworm-slim AS maintained',
          'FROM build AS again',
          'FROM nginx:1.27-alpine',
          'FROM nginx:1.29.4-alpine',
          'FROM nginx:stable-alpine',
          'FROM nginx:1.30-alpine',
        ].join('\n'),
      );
      const messages = check('--dockerfile', file).problems.map((found) => `${found.line}: ${found.message}`);
      expect(messages).toEqual([
        expect.stringMatching(/^1: FROM node:20-bookworm-slim: Node 20 is not a supported LTS line/),
        expect.stringMatching(/^2: FROM node:23-bookworm-slim: Node 23 is not a supported LTS line/),
        expect.stringMatching(/^3: FROM node:lts-bookworm-slim: name Node's version in the tag/),
        expect.stringMatching(/^6: FROM nginx:1.27-alpine: nginx 1.27 is not a supported stable branch/),
        expect.stringMatching(/^7: FROM nginx:1.29.4-alpine: nginx 1.29 is not a supported stable branch/),
        expect.stringMatching(/^8: FROM nginx:stable-alpine: name nginx's version in the tag/),
      ]);
    });

    it('when a COPY names a missing file, a workspace is not copied, or CMD names a file the build never makes, then each is found', () => {
      const file = write(
        'broken.Dockerfile',
        [
          'FROM node:24-bookworm-slim',
          'WORKDIR /app',
          'COPY package.json package-lock.json tsconfig.base.json ./',
          'COPY api ./api',
          'COPY no-such-file ./',
          'RUN npm ci --workspace api --workspace common --include-workspace-root && npx tsc -b api',
          'CMD ["node", "api/dist/main.js"]',
        ].join('\n'),
      );
      const messages = check('--dockerfile', file).problems.map((found) => `${found.line}: ${found.message}`);
      expect(messages).toEqual([
        expect.stringMatching(/^5: COPY no-such-file: not in the build context/),
        expect.stringMatching(/^6: npm ci: workspace common\/package.json is not in the image/),
        expect.stringMatching(/^6: tsc: common\/tsconfig.json is not in the image/),
        expect.stringMatching(/^7: CMD node api\/dist\/main.js: .*api\/src\/main.ts, which the build did not have/),
      ]);
    });
  });
});
