import {
  achievementAnswer,
  apiErrorAnswer,
  cabinetAnswer,
  cabinetRefAnswer,
  classAnswer,
  classRefAnswer,
  compensationAnswer,
  complaintAnswer,
  difficultyAnswer,
  feedbackAnswer,
  filialAnswer,
  filialInfoAnswer,
  groupTypeAnswer,
  latenessAnswer,
  lessonAnswer,
  personAnswer,
  rolesFor,
  serviceAnswer,
  subjectAnswer,
  userAnswer,
  userListEntryAnswer,
} from '@diary/common';
import { z } from 'zod';
import { isFileAnswer, PUBLIC, route, type Answer, type RouteDefinition } from '../http/route';

type JsonSchema = z.core.JSONSchema.JSONSchema;

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/**
 * The answer schemas that become components.schemas: an answer that contains one refers to it
 * ($ref) instead of repeating it, which keeps the document small.
 */
const COMPONENTS: Record<string, z.ZodType> = {
  Error: apiErrorAnswer,
  Person: personAnswer,
  User: userAnswer,
  UserListEntry: userListEntryAnswer,
  Subject: subjectAnswer,
  GroupType: groupTypeAnswer,
  Service: serviceAnswer,
  Achievement: achievementAnswer,
  Difficulty: difficultyAnswer,
  FilialInfo: filialInfoAnswer,
  Filial: filialAnswer,
  CabinetRef: cabinetRefAnswer,
  Cabinet: cabinetAnswer,
  ClassRef: classRefAnswer,
  Class: classAnswer,
  Lesson: lessonAnswer,
  Compensation: compensationAnswer,
  Complaint: complaintAnswer,
  TeacherLateness: latenessAnswer,
  Feedback: feedbackAnswer,
};
const components = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(COMPONENTS)) components.add(schema, { id });

/** The document of GET /api/openapi.json itself, in outline. */
const openApiDocumentAnswer = z.strictObject({
  openapi: z.literal('3.1.0'),
  info: z.strictObject({ title: z.string(), version: z.string(), description: z.string() }),
  components: z.strictObject({
    securitySchemes: z.record(z.string(), z.unknown()),
    schemas: z.record(z.string(), z.unknown()),
    responses: z.record(z.string(), z.unknown()),
  }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The error answers, written once under components.responses: each operation refers to those it can give. */
const ERROR_RESPONSES = {
  BadRequest: 'Ошибка в данных запроса',
  PayloadTooLarge: 'Файл слишком большой',
  Unauthenticated: 'Нет входа или токен недействителен',
  Forbidden: 'Недостаточно прав',
  OtherError: 'Другая ошибка: 404, 409, 429, 500, …',
};
const errorResponse = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** The request side of a schema: what a client sends (before defaults and transforms). */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

/**
 * The answer side of a schema (the JSON a client gets), its components referred to, not
 * repeated: zod puts them under $defs, they move to the document's components.schemas.
 */
function answerSchema(schema: z.ZodType, schemas: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', metadata: components });
  const toComponents = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'));
  Object.assign(schemas, toComponents($defs ?? {}));
  return toComponents(rest);
}

function successResponse(answer: Answer, schemas: Record<string, JsonSchema>) {
  if (isFileAnswer(answer)) return { description: 'Файл', content: { [answer.file]: { schema: { type: 'string', format: 'binary' } } } };
  return { description: 'Успешно', content: { 'application/json': { schema: answerSchema(answer, schemas) } } };
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

function operation(definition: RouteDefinition, schemas: Record<string, JsonSchema>) {
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
      [definition.status ?? 200]: successResponse(definition.response, schemas),
      ...(validated && { 400: errorResponse('BadRequest') }),
      ...(definition.upload && { 413: errorResponse('PayloadTooLarge') }),
      ...(guarded && { 401: errorResponse('Unauthenticated'), 403: errorResponse('Forbidden') }),
      default: errorResponse('OtherError'),
    },
  };
}

/** OpenAPI 3.1 for the given routes, from the zod schemas they validate with. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  const schemas: Record<string, JsonSchema> = {};
  answerSchema(apiErrorAnswer, schemas);
  for (const definition of routes) {
    const path = `/api${definition.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [definition.method]: operation(definition, schemas) };
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Дневник достижений — API',
      version: '1.0.0',
      description: 'Ошибки: {message, code, errors?}. Access-токен: заголовок «Authorization: Bearer {токен}».',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas,
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
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
    response: openApiDocumentAnswer,
    handler: () => (document ??= buildOpenApiDocument([...routes, self])),
  });
  return self;
}
