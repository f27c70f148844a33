import { rolesFor } from '@diary/common';
import { z } from 'zod';
import { PUBLIC, route, type RouteDefinition } from '../http/routes';

type JsonSchema = z.core.JSONSchema.JSONSchema;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

const errorBody = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'Текст для человека' },
    code: { type: 'string', description: 'VALIDATION, UNAUTHENTICATED, FORBIDDEN, BANNED, NOT_FOUND, CONFLICT, …' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The request side of a schema: what a client sends (before defaults and transforms). */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: Parameter['in']): Parameter[] {
  if (!schema) return [];
  const object = jsonSchema(schema);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: typeof property === 'object' ? property : {},
  }));
}

/** JSON, or multipart/form-data with the file as a binary field next to the text fields. */
function requestBody(body: z.ZodType, fileField: string | undefined) {
  const schema = jsonSchema(body);
  if (!fileField) return { required: true, content: { 'application/json': { schema } } };
  const properties = { ...schema.properties, [fileField]: { type: 'string', format: 'binary' } };
  return { required: true, content: { 'multipart/form-data': { schema: { ...schema, properties } } } };
}

function operation(definition: RouteDefinition) {
  const { access } = definition;
  const guarded = access !== PUBLIC;
  const validated = definition.body || definition.query || definition.params;
  return {
    tags: [definition.tag],
    summary: definition.summary,
    description: access === PUBLIC ? 'Без входа' : `Основная роль: ${rolesFor(access).join(', ')}`,
    security: guarded ? [{ bearer: [] }] : [],
    parameters: [...parameters(definition.params, 'path'), ...parameters(definition.query, 'query')],
    ...(definition.body && { requestBody: requestBody(definition.body, definition.upload?.field) }),
    responses: {
      [definition.status ?? 200]: { description: 'Успешно' },
      ...(validated && { 400: errorResponse('Ошибка в данных запроса') }),
      ...(definition.upload && { 413: errorResponse('Файл слишком большой') }),
      ...(guarded && { 401: errorResponse('Нет входа или токен недействителен'), 403: errorResponse('Недостаточно прав') }),
    },
  };
}

/** OpenAPI 3.1 for the given routes, from the zod schemas they validate with. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const definition of routes) {
    const path = `/api${definition.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [definition.method]: operation(definition) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Дневник достижений — API',
      version: '1.0.0',
      description: 'Ошибки: {message, code, errors?}. Access-токен: заголовок «Authorization: Bearer {токен}».',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: errorBody },
    },
    paths,
  };
}

/** GET /api/openapi.json, describing the given routes and itself. */
export function openApiRoute(routes: readonly RouteDefinition[]): RouteDefinition {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const self: RouteDefinition = route({
    method: 'get',
    path: '/openapi.json',
    access: PUBLIC,
    tag: 'Служебное',
    summary: 'Это описание API (OpenAPI 3.1)',
    handler: () => (document ??= buildOpenApiDocument([...routes, self])),
  });
  return self;
}
