import type { ApiErrorBody } from '@diary/common';
import { ApiError, type HttpClient } from 'mf_auth/session';

export type Route = (arg?: unknown) => unknown;

export interface Call {
  method: string;
  path: string;
  arg?: unknown;
}

/** An API double: answers from `routes` by "METHOD path", records every call. */
export function makeHttp(routes: Record<string, Route> = {}) {
  const calls: Call[] = [];
  const respond = (method: string) =>
    jest.fn(async (path: string, arg?: unknown) => {
      calls.push({ method, path, arg });
      const handler = routes[`${method} ${path}`];
      if (!handler) throw new Error(`no fake for ${method} ${path}`);
      return handler(arg);
    });
  const http = {
    get: respond('GET'),
    post: respond('POST'),
    put: respond('PUT'),
    patch: respond('PATCH'),
    delete: respond('DELETE'),
    upload: respond('UPLOAD'),
    download: respond('DOWNLOAD'),
  } as unknown as HttpClient;
  return { http, calls, routes };
}

/** A route that fails like the API does. */
export const failing =
  (status: number, message = '', code = 'ERROR', errors?: { path: string; message: string }[], clashes?: ApiErrorBody['clashes']): Route =>
  () => {
    throw new ApiError(status, { message, code, errors, clashes });
  };
