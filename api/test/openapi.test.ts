import supertest from 'supertest';
import { createApp } from '../src/app';
import type { Database } from '../src/db/client';
import { isFileAnswer } from '../src/http/route';
import { routeDefinitions, silentLogger, testConfig } from './harness';

// The document and Swagger UI need no database.
const db = {} as Database;
const config = testConfig();
const http = supertest(createApp({ db, config, logger: silentLogger }));
const registry = routeDefinitions();

interface Operation {
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } } };
  responses: Record<string, OperationResponse>;
}

/** An answer of an operation, or a $ref to one of components.responses. */
interface OperationResponse {
  $ref?: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
}

/** Every "$ref" value anywhere in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
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

  it('when fetched, then the amount of a rate and of a payment is a number (or its decimal text), described', async () => {
    const paths = await documentOperations();
    const amountOf = (path: string, method: string) =>
      paths[path]?.[method]?.requestBody?.content['application/json'].schema.properties.amount;
    for (const [path, method] of [
      ['/api/salary/rates', 'post'],
      ['/api/salary/rates/{id}', 'put'],
      ['/api/payments', 'post'],
    ] as const) {
      expect({ path, method, amount: amountOf(path, method) }).toEqual({
        path,
        method,
        amount: { type: ['number', 'string'], description: expect.stringContaining('Рубли') },
      });
    }
  });

  it('when fetched, then each success answer has its route’s schema or file type, and every other answer the shared Error', async () => {
    const paths = await documentOperations();
    const errors: Record<string, OperationResponse> = (await http.get('/api/openapi.json')).body.components.responses;
    for (const definition of registry) {
      const { responses } = paths[`/api${definition.path.replace(/:(\w+)/g, '{$1}')}`]?.[definition.method] ?? { responses: {} };
      const success = String(definition.status ?? 200);
      const { response } = definition;
      const content = responses[success]?.content ?? {};
      if (isFileAnswer(response)) expect(Object.keys(content)).toEqual([response.file]);
      else expect(Object.keys(content['application/json']?.schema ?? {}).length).toBeGreaterThan(0);
      for (const [status, other] of Object.entries(responses)) {
        if (status === success) continue;
        const shared = errors[String(other.$ref).replace('#/components/responses/', '')];
        expect(shared?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('when fetched, then answers are strict, dates are formatted strings, and shared entities are components every $ref finds', async () => {
    const response = await http.get('/api/openapi.json');
    const { paths, components } = response.body;
    expect(paths['/api/users'].get.responses['200'].content['application/json'].schema).toEqual({
      type: 'object',
      properties: {
        items: { type: 'array', items: { $ref: '#/components/schemas/User' } },
        total: expect.objectContaining({ type: 'integer' }),
      },
      required: ['items', 'total'],
      additionalProperties: false,
    });
    expect(components.schemas.User.additionalProperties).toBe(false);
    expect(components.schemas.User.properties.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(components.schemas.Achievement.properties.lessonDate).toMatchObject({ type: 'string', format: 'date' });
    expect(components.schemas.Lesson.properties.time_start.pattern).toBeDefined();
    expect(components.schemas.Error.required).toEqual(['message', 'code']);
    expect(paths['/api/complaint/export.xlsx'].get.responses['200'].content).toEqual({
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
    });

    const refs = new Set(refsIn(response.body));
    expect(refs.size).toBeGreaterThan(10);
    for (const ref of refs) {
      const [kind = '', name = ''] = ref.replace('#/components/', '').split('/');
      expect({ ref, found: components[kind]?.[name] !== undefined }).toEqual({ ref, found: true });
    }
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
