import supertest from 'supertest';
import { createApp } from '../src/app';
import { LoginRateLimiter } from '../src/auth/login-rate-limit';
import type { Database } from '../src/db/client';
import { apiRoutes } from '../src/routes';
import { silentLogger, testConfig } from './harness';

// The document and Swagger UI need no database.
const db = {} as Database;
const config = testConfig();
const http = supertest(createApp({ db, config, logger: silentLogger }));
const registry = apiRoutes({ db, config, logger: silentLogger, loginLimiter: new LoginRateLimiter() });

interface Operation {
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } } };
  responses: Record<string, unknown>;
}

async function documentOperations(): Promise<Record<string, Record<string, Operation>>> {
  const response = await http.get('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.body.openapi).toBe('3.1.0');
  return response.body.paths;
}

describe('GET /api/openapi.json', () => {
  it('when fetched, then it lists every registered route (itself included) with OpenAPI path syntax', async () => {
    const paths = await documentOperations();
    for (const definition of registry) {
      const path = `/api${definition.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(paths[path]?.[definition.method]).toBeDefined();
    }
    expect(paths['/api/openapi.json']?.get).toBeDefined();
    expect(paths['/api/users/{id}']?.put).toBeDefined();
  });

  it('when fetched, then bodies, query and path parameters come from the zod schemas the routes validate with', async () => {
    const paths = await documentOperations();

    const login = paths['/api/auth/login']?.post;
    expect(login?.requestBody?.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(login?.security).toEqual([]);

    const registration = paths['/api/auth/registration']?.post?.requestBody?.content['application/json'].schema;
    expect(Object.keys(registration?.properties ?? {})).toEqual(
      expect.arrayContaining(['username', 'password', 'first_name', 'second_name', 'last_name', 'subject', 'male', 'roles']),
    );

    const list = paths['/api/users']?.get;
    expect(list?.parameters.map((p) => p.name)).toEqual(['page', 'limit', 'role', 'banned', 'q', 'sort', 'order']);
    expect(list?.parameters.every((p) => p.in === 'query' && !p.required)).toBe(true);
    expect(list?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));

    expect(paths['/api/subjects/{id}']?.delete?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(paths['/api/subjects']?.post?.responses ?? {})).toContain('201');
  });
});

describe('GET /api/docs', () => {
  it('when opened, then Swagger UI is served and pointed at /api/openapi.json', async () => {
    const redirect = await http.get('/api/docs');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/api/docs/');

    const page = await http.get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui-bundle.js');

    const init = await http.get('/api/docs/swagger-ui-init.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain('"swaggerUrl": "/api/openapi.json"');

    const bundle = await http.get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });

  it('when opened, then the CSP lets Swagger UI run: its scripts are same-origin files, its styles inline', async () => {
    const page = await http.get('/api/docs/');
    const csp = page.headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)/); // no inline script that 'self' would block
  });
});
