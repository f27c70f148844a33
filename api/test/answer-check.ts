import { appendFileSync } from 'node:fs';
import type supertest from 'supertest';
import { apiErrorAnswer } from '@diary/common';
import { z } from 'zod';
import { ANY_FILE_TYPE, isFileAnswer, type RouteDefinition } from '../src/http/route';

/** One answer as the client got it. */
export interface ReceivedAnswer {
  method: string;
  /** The request's path, with or without its query: '/api/users/7?x=1'. */
  url: string;
  status: number;
  contentType: string;
  /** The parsed JSON body (JSON answers only). */
  body: unknown;
}

export interface AnswerVerdict {
  /** 'GET /users/:id 200', or 'GET /nowhere 404' when no route matched. */
  call: string;
  /** Why the answer does not match what the route declares; null when it does. */
  problem: string | null;
}

const pathPattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`, 'i');

/** The route Express would pick for a call: the first of the registry (in mounting order) whose method and path match. */
export function routeOf(routes: readonly RouteDefinition[], method: string, url: string): RouteDefinition | undefined {
  const path = new URL(url, 'http://api.test').pathname.replace(/^\/api(?=\/)/, '');
  return routes.find((definition) => definition.method === method.toLowerCase() && pathPattern(definition.path).test(path));
}

function problemOf(schema: z.ZodType, body: unknown): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : z.prettifyError(result.error);
}

/**
 * Checks an answer against its route's declaration: the success status against `response`
 * (a JSON body of the schema, or a file of the type), an error status against the error body.
 * Other answers (a 503 from health, a 304) are not judged.
 */
export function verdictOn(routes: readonly RouteDefinition[], answer: ReceivedAnswer): AnswerVerdict | null {
  const definition = routeOf(routes, answer.method, answer.url);
  const isJson = answer.contentType.startsWith('application/json');
  const isError = answer.status >= 400 && isJson;
  if (!definition) {
    // An unknown path: only its 404 is judged, as an error body.
    return isError ? { call: `${answer.method} ${answer.url} ${answer.status}`, problem: problemOf(apiErrorAnswer, answer.body) } : null;
  }
  const call = `${definition.method.toUpperCase()} ${definition.path} ${answer.status}`;
  if (answer.status === (definition.status ?? 200)) {
    const { response } = definition;
    if (!isFileAnswer(response)) return { call, problem: isJson ? problemOf(response, answer.body) : `not JSON: ${answer.contentType}` };
    const typeMatches = response.file === ANY_FILE_TYPE || answer.contentType.startsWith(response.file);
    return { call, problem: typeMatches ? null : `expected a ${response.file} file, got ${answer.contentType}` };
  }
  if (isError) return { call, problem: problemOf(apiErrorAnswer, answer.body) };
  return null;
}

/** A supertest answer as ReceivedAnswer. */
export function received(response: supertest.Response): ReceivedAnswer {
  // superagent keeps the request it answered on the response.
  const request = (response as unknown as { req: { method: string; path: string } }).req;
  return {
    method: request.method,
    url: request.path,
    status: response.status,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

/**
 * The opt-in check over a whole test run (API_CHECK_ANSWERS=<file>): every answer a test gets
 * through its supertest agent is held to its route's declaration; mismatches fail the test file
 * when it ends, and each checked answer is appended to the file ('GET /users/:id 200 ok'), to
 * count them and see which routes no test calls.
 */
export class AnswerRecorder {
  readonly mismatches: string[] = [];

  constructor(
    private readonly routes: readonly RouteDefinition[],
    private readonly logFile: string,
  ) {}

  /** A superagent plugin: records the answer of each request it is applied to. */
  readonly plugin = (request: { on(event: 'response', listener: (response: supertest.Response) => void): unknown }) => {
    request.on('response', (response) => this.record(received(response)));
  };

  record(answer: ReceivedAnswer): void {
    const verdict = verdictOn(this.routes, answer);
    if (!verdict) return;
    if (verdict.problem) this.mismatches.push(`${verdict.call}: ${verdict.problem}`);
    appendFileSync(this.logFile, `${verdict.call} ${verdict.problem ? 'mismatch' : 'ok'}\n`);
  }
}
