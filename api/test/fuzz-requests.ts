import fc from 'fast-check';

/**
 * The fuzz's requests, generated from the API's own OpenAPI document (GET /api/openapi.json):
 * a small JSON-Schema → fast-check converter for valid-looking values, and the mutations that
 * make them invalid (a required key dropped, a wrong type, a NUL inside a string, a huge string,
 * negative and huge numbers, malformed percent-encodings in the path and the query).
 */

/** The subset of JSON Schema (as zod's toJSONSchema writes it) the converter understands. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  security: unknown[];
  /** 'Основная роль: ADMIN, MODERATOR' or 'Без входа' (docs/openapi.ts). */
  description?: string;
  parameters: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const CALLERS = ['ADMIN', 'MODERATOR', 'TEACHER', 'STUDENT', 'anonymous', 'bad-token'] as const;
export type Caller = (typeof CALLERS)[number];

/** One operation of the document, ready to generate requests for. */
export interface FuzzOperation {
  /** 'GET /api/users/{id}' */
  name: string;
  method: Method;
  /** The OpenAPI path: /api/users/{id} */
  path: string;
  parameters: OpenApiParameter[];
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema; fileField?: string };
  /** The roles the document says may call it; empty for a public operation. */
  roles: Caller[];
}

export interface FuzzFile {
  buffer: Buffer;
  filename: string;
  contentType: string;
}

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  /** Text that is not (valid) JSON, sent with Content-Type: application/json. */
  | { kind: 'raw'; text: string }
  | { kind: 'multipart'; fields: [string, string][]; file?: FuzzFile };

export interface FuzzRequest {
  operation: string;
  method: Method;
  /** Path and query, already encoded (a mutation may leave a malformed %-sequence on purpose). */
  url: string;
  caller: Caller;
  body?: FuzzBody;
  /** Valid-looking values only, as a role the document allows. */
  clean: boolean;
}

const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document (a path's methods each), in document order. */
export function operationsOf(paths: OpenApiPaths): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.includes(method as Method)) continue;
      const content = operation.requestBody?.content ?? {};
      const multipart = content['multipart/form-data'];
      const json = content['application/json'];
      let body: FuzzOperation['body'];
      if (multipart) {
        const fileField = Object.entries(multipart.schema.properties ?? {}).find(([, s]) => s.format === 'binary')?.[0];
        body = { kind: 'multipart', schema: multipart.schema, fileField };
      } else if (json) {
        body = { kind: 'json', schema: json.schema };
      }
      const roles = CALLERS.filter((caller) => new RegExp(`\\b${caller}\\b`).test(operation.description ?? ''));
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method as Method,
        path,
        parameters: operation.parameters,
        body,
        roles,
      });
    }
  }
  return operations;
}

// ——— values ———

const WORDS = [
  'Физика',
  'Математика',
  'Москва',
  'Центральный',
  'Кабинет 1',
  'Иванов',
  'Сидоров',
  'Контрольная',
  'Тема',
  'Группа',
  'Занятие',
  'test',
  'admin',
  'a',
];

/** Short text of every kind: words of the domain, ASCII, any Unicode (emoji, RTL), lone surrogates. */
const text = (minLength = 0, maxLength = 30): fc.Arbitrary<string> => {
  const max = Math.max(minLength, Math.min(maxLength, 30));
  const words = WORDS.filter((w) => w.length >= minLength && w.length <= maxLength);
  return fc.oneof(
    { weight: words.length > 0 ? 3 : 0, arbitrary: fc.constantFrom(...(words.length > 0 ? words : ['x'])) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: max }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: max, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength: max, unit: 'binary' }) },
  );
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD: mostly real dates around the seeded data, sometimes impossible ones. */
const dateText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.integer({ min: 2022, max: 2026 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '0000-01-01',
      '9999-12-31',
      '99999-01-01',
      '2024-1-1',
      '01.10.2024',
      '2024-10-01T10:00:00Z',
      '',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: -9999, max: 99999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  },
);

/** HH:MM: mostly on the 5-minute step of the timetable, sometimes out of range or in other forms. */
const timeText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(fc.integer({ min: 7, max: 21 }), fc.integer({ min: 0, max: 11 })).map(([h, m]) => `${pad(h)}:${pad(m * 5)}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('24:00', '23:59', '00:00', '9:00', '09:00:00', '25:61', '-1:00', '99:99', '12:3', '') },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })).map(([h, m]) => `${pad(h)}:${pad(m)}`),
  },
);

/** Ids: mostly those of the seeded rows (each table starts at 1), sometimes none or beyond int32. */
const idValue: fc.Arbitrary<number> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 2147483647, 2147483648, 1e20, 1.5) },
);

/** Values a mutation puts where something else was expected. */
const HUGE_TEXT = 'я'.repeat(70_000);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    '',
    '   ',
    'a\u0000b',
    '\u0000',
    '%zz',
    '%00',
    HUGE_TEXT,
    -1,
    0,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    1.5,
    true,
    false,
    [],
    {},
    '😀\u202e\ud800',
    '1',
    'null',
    '2024-02-30',
    '99:99',
  ),
  fc.jsonValue({ maxDepth: 2 }),
  text(),
);

type Hint = 'id' | 'date' | 'time' | 'academicYear' | 'page' | 'limit' | 'year' | null;

/** What a property's name says about it, for schemas the document cannot spell ({} of a preprocess). */
function hintOf(name: string): Hint {
  if (name === 'page') return 'page';
  if (name === 'limit') return 'limit';
  if (name === 'year') return 'year';
  if (name === 'academic_year') return 'academicYear';
  if (/^id$|Id$|_id$|Ids$|_ids$/.test(name)) return 'id';
  if (/date|Date|dateFrom|dateTo/.test(name)) return 'date';
  if (/^time|time$|Time$|_start$|_end$/.test(name)) return 'time';
  return null;
}

function hinted(hint: Hint): fc.Arbitrary<unknown> | null {
  switch (hint) {
    case 'id':
      return idValue;
    case 'date':
      return dateText;
    case 'time':
      return timeText;
    case 'academicYear':
      return fc.oneof(fc.constantFrom('2024-2025', '2023-2024'), text());
    case 'page':
      return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) }, fc.constantFrom(0, -1, 1_000_000, 1_000_001, 1e20));
    case 'limit':
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(-1, 0, 1, 2, 10, 50, 100) }, fc.constantFrom(-2, 10_000, 10_001, 1e20));
    case 'year':
      return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 2022, max: 2026 }) }, fc.integer({ min: -5000, max: 5000 }));
    default:
      return null;
  }
}

const MAX_DEPTH = 4;

/** A valid-looking value of a JSON Schema; name is the property's name (for hints). */
export function valueOf(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => valueOf(option, name, depth)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valueOf({ ...schema, type }, name, depth)));
  const hint = hintOf(name);

  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      if (hint) return hinted(hint) ?? idValue;
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = Math.min(schema.maximum ?? 100_000, Number.MAX_SAFE_INTEGER);
      return fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 100) }) }, fc.integer({ min, max }));
    }
    case 'number': {
      if (hint) return hinted(hint) ?? idValue;
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 5000)) }),
        fc.double({ min, max, noNaN: true }),
      );
    }
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const fromHint = hint && hint !== 'page' && hint !== 'limit' && hint !== 'year' ? hinted(hint) : null;
      if (fromHint) return fromHint.map((value) => (typeof value === 'string' ? value : String(value)));
      return text(schema.minLength ?? 0, schema.maxLength ?? 30);
    }
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return fc.array(valueOf(schema.items ?? {}, name, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      if (depth >= MAX_DEPTH) return fc.constant({});
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = valueOf(property, key, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      // {}: what zod could not describe (a preprocess, a custom type): the name's hint, or any JSON.
      return hinted(hint) ?? fc.oneof(text(), fc.integer({ min: -5, max: 100 }), fc.jsonValue({ maxDepth: 1 }));
  }
}

// ——— mutations ———

type Mutation = 'valid' | 'drop' | 'wrong' | 'extra' | 'nul' | 'whole' | 'raw';
const MUTATIONS = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Mutation>('valid') },
  { weight: 2, arbitrary: fc.constant<Mutation>('drop') },
  { weight: 3, arbitrary: fc.constant<Mutation>('wrong') },
  { weight: 1, arbitrary: fc.constant<Mutation>('extra') },
  { weight: 2, arbitrary: fc.constant<Mutation>('nul') },
  { weight: 1, arbitrary: fc.constant<Mutation>('whole') },
  { weight: 1, arbitrary: fc.constant<Mutation>('raw') },
);

const RAW_BODIES = [
  '{"name": ',
  '{',
  'not json',
  '"\\u0000"',
  '{"a":"\\u0000"}',
  '[[[[[[[[[[]]]]]]]]]]',
  '{"__proto__": {"x": 1}}',
  'null',
  '1e999',
];

/** A string with a NUL somewhere inside it. */
const withNul = (value: unknown, at: number): string => {
  const base = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  const i = base.length === 0 ? 0 : at % (base.length + 1);
  return `${base.slice(0, i)}\u0000${base.slice(i)}`;
};

/** Puts a NUL into one string of a value (deep), or makes the value a string with a NUL. */
function nulInside(value: unknown, at: number): unknown {
  if (typeof value === 'string') return withNul(value, at);
  if (Array.isArray(value) && value.length > 0) {
    const copy = [...value];
    copy[at % copy.length] = nulInside(copy[at % copy.length], at);
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    if (keys.length > 0) {
      const key = keys[at % keys.length]!;
      return { ...value, [key]: nulInside((value as Record<string, unknown>)[key], at) };
    }
  }
  return withNul(value, at);
}

function mutateObject(schema: JsonSchema, value: unknown, mutation: Mutation, at: number, odd: unknown, name: string): unknown {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  switch (mutation) {
    case 'drop': {
      if (!record || required.length === 0) return value;
      const { [required[at % required.length]!]: _dropped, ...rest } = record;
      return rest;
    }
    case 'wrong':
      if (!record || keys.length === 0) return odd;
      return { ...record, [keys[at % keys.length]!]: odd };
    case 'extra':
      return record ? { ...record, [name || 'extra']: odd } : value;
    case 'nul':
      return nulInside(value, at);
    case 'whole':
      return odd;
    default:
      return value;
  }
}

/** A JSON or multipart body: valid-looking from the schema, then (most of the time) mutated; `spreadsheets` are files a multipart body may carry too. */
function bodyOf(operation: FuzzOperation, clean: boolean, spreadsheets: readonly FuzzFile[]): fc.Arbitrary<FuzzBody | undefined> {
  const spec = operation.body;
  if (!spec && clean) return fc.constant(undefined);
  if (!spec) {
    // Bodiless operations sometimes get a body anyway: the server must ignore or refuse it.
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: oddValue.map((value): FuzzBody => ({ kind: 'json', value })) },
    );
  }
  const valid = valueOf(spec.schema);
  const mutated = fc
    .tuple(
      valid,
      clean ? fc.constant<Mutation>('valid') : MUTATIONS,
      fc.nat(1000),
      oddValue,
      fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'a\u0000b'),
      fc.constantFrom(...RAW_BODIES),
    )
    .map(([value, mutation, at, odd, name, raw]) => ({ value: mutateObject(spec.schema, value, mutation, at, odd, name), mutation, raw }));

  if (spec.kind === 'json') {
    return mutated.map(({ value, mutation, raw }): FuzzBody => (mutation === 'raw' ? { kind: 'raw', text: raw } : { kind: 'json', value }));
  }
  const files = spreadsheets.length
    ? fc.oneof(clean ? cleanFileOf : fileOf, spreadsheetOf(spreadsheets, clean))
    : clean
      ? cleanFileOf
      : fileOf;
  return fc.tuple(mutated, fc.option(files, { freq: 2 })).map(([{ value }, file]): FuzzBody => {
    const fields: [string, string][] = [];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, field] of Object.entries(value)) {
        if (key === spec.fileField || field === undefined) continue;
        fields.push([key, typeof field === 'string' ? field : JSON.stringify(field)]);
      }
    }
    return { kind: 'multipart', fields, file: file ?? undefined };
  });
}

const cleanFileOf: fc.Arbitrary<FuzzFile> = fc.constantFrom(
  { buffer: Buffer.from('Спасибо!\n'), filename: 'отзыв.txt', contentType: 'text/plain' },
  { buffer: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'отчёт.pdf', contentType: 'application/pdf' },
);

const fileOf: fc.Arbitrary<FuzzFile> = fc.record({
  buffer: fc.constantFrom(
    Buffer.from('Спасибо!\n'),
    Buffer.from('%PDF-1.4\n%%EOF\n'),
    Buffer.from('MZ\u0090\u0000'),
    Buffer.alloc(0),
    Buffer.alloc(2048, 7),
  ),
  filename: fc.oneof(
    fc.constantFrom('отзыв.txt', 'a.pdf', 'evil.exe', '../../etc/passwd', '.txt', 'файл с пробелами.docx', `${'я'.repeat(300)}.txt`),
    text(1, 20),
  ),
  contentType: fc.constantFrom('text/plain', 'application/pdf', 'application/octet-stream', 'image/png'),
});

/** A spreadsheet (an import's file): as it is, or cut short, or with a byte changed, or under another name. */
function spreadsheetOf(spreadsheets: readonly FuzzFile[], clean: boolean): fc.Arbitrary<FuzzFile> {
  const whole = fc.constantFrom(...spreadsheets);
  if (clean) return whole;
  return fc.oneof(
    { weight: 2, arbitrary: whole },
    {
      weight: 1,
      arbitrary: fc.tuple(whole, fc.nat()).map(([file, at]) => ({ ...file, buffer: file.buffer.subarray(0, at % file.buffer.length) })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(whole, fc.nat(), fc.integer({ min: 1, max: 255 })).map(([file, at, delta]) => {
        const buffer = Buffer.from(file.buffer);
        buffer[at % buffer.length] = (buffer[at % buffer.length]! + delta) % 256;
        return { ...file, buffer };
      }),
    },
    { weight: 1, arbitrary: whole.map((file) => ({ ...file, filename: 'таблица.xls', contentType: 'application/vnd.ms-excel' })) },
  );
}

// ——— the URL ———

/** Path segments that must not decode or that name nothing: sent as they are. */
const RAW_SEGMENTS = [
  '%zz',
  '%',
  '%E0%A4%A',
  '%00',
  'a%00b',
  '%C0%AF',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  'abc',
  'null',
  '%20',
  '..',
  '%2e%2e',
];

function segmentOf(parameter: OpenApiParameter, clean: boolean): fc.Arbitrary<string> {
  const valid = valueOf(parameter.schema, parameter.name).map((value) => encodeURIComponent(String(value)));
  if (clean) return valid;
  return fc.oneof(
    { weight: 6, arbitrary: valueOf(parameter.schema, parameter.name).map((value) => encodeURIComponent(String(value))) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: text(1, 10).map(encodeURIComponent) },
  );
}

/** A query value as a client sends it: booleans as true/false, null as empty. */
const queryText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Query values sent as they are (malformed percent-encodings) or encoded (NUL, odd numbers). */
const RAW_QUERY = ['%zz', '%', '%E0%A4%A', '%00', '%2500'];
const ODD_QUERY = [
  '',
  '-1',
  '0',
  '99999999999999999999',
  '1e400',
  'NaN',
  'Infinity',
  '1.5',
  'true',
  'null',
  '[]',
  '\u0000',
  'a\u0000b',
  '😀',
  HUGE_TEXT.slice(0, 1000),
];

function queryPartOf(parameter: OpenApiParameter, clean: boolean): fc.Arbitrary<string | null> {
  const name = encodeURIComponent(parameter.name);
  const valid = valueOf(parameter.schema, parameter.name).map((v) => `${name}=${encodeURIComponent(queryText(v))}`);
  if (clean) return fc.option(valid, { freq: parameter.required ? 10 : 2, nil: null });
  const value = fc.oneof(
    { weight: 6, arbitrary: valueOf(parameter.schema, parameter.name).map((v) => `${name}=${encodeURIComponent(queryText(v))}`) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_QUERY).map((v) => `${name}=${encodeURIComponent(v)}`) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY).map((v) => `${name}=${v}`) },
    // The key twice (an array), or a key with brackets.
    { weight: 1, arbitrary: valueOf(parameter.schema, parameter.name).map((v) => `${name}=${encodeURIComponent(queryText(v))}&${name}=1`) },
    { weight: 1, arbitrary: fc.constant(`${name}[a]=1`) },
  );
  return fc.option(value, { freq: parameter.required ? 10 : 2, nil: null });
}

const extraQuery = fc.option(fc.constantFrom('unknown=1', 'a%00b=1', '%zz=1', '__proto__=1', 'constructor[prototype]=1'), {
  freq: 10,
  nil: null,
});

function urlOf(operation: FuzzOperation, clean: boolean): fc.Arbitrary<string> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  return fc
    .tuple(
      fc.tuple(...pathParams.map((parameter) => segmentOf(parameter, clean))),
      fc.tuple(...queryParams.map((parameter) => queryPartOf(parameter, clean))),
      clean ? fc.constant(null) : extraQuery,
    )
    .map(([segments, parts, extra]) => {
      let path = operation.path;
      pathParams.forEach((parameter, i) => {
        path = path.replace(`{${parameter.name}}`, segments[i] ?? '1');
      });
      const query = [...parts, extra].filter((part): part is string => part !== null);
      return query.length > 0 ? `${path}?${query.join('&')}` : path;
    });
}

const callerOf = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Caller>('ADMIN') },
  { weight: 3, arbitrary: fc.constant<Caller>('MODERATOR') },
  { weight: 3, arbitrary: fc.constant<Caller>('TEACHER') },
  { weight: 3, arbitrary: fc.constant<Caller>('STUDENT') },
  { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
  { weight: 1, arbitrary: fc.constant<Caller>('bad-token') },
);

/**
 * A request to one of the operations: a third of them clean (valid-looking values only, as a role
 * the document allows), so that requests get past validation and the guards into the services;
 * the rest with mutated values and as any caller.
 */
export function requestOf(operations: readonly FuzzOperation[], spreadsheets: readonly FuzzFile[] = []): fc.Arbitrary<FuzzRequest> {
  const perOperation = operations.map((operation) => {
    const allowed: Caller[] = operation.roles.length > 0 ? operation.roles : ['anonymous'];
    const request = (clean: boolean) =>
      fc
        .record({
          url: urlOf(operation, clean),
          body: bodyOf(operation, clean, spreadsheets),
          caller: clean ? fc.constantFrom(...allowed) : callerOf,
        })
        .map(({ url, body, caller }): FuzzRequest => ({ operation: operation.name, method: operation.method, url, caller, body, clean }));
    return fc.oneof({ weight: 1, arbitrary: request(true) }, { weight: 2, arbitrary: request(false) });
  });
  return fc.oneof(...perOperation);
}
