import { can, type GroupType, type Permission, type Role, type Service, type Subject } from '@diary/common';
import { ApiError } from 'mf_auth/session';
import type { Notifier, CrudHttp, Viewer } from '@diary/common/ui';

export type Route = (arg?: unknown) => unknown;

/** An API double: answers from `routes` by "METHOD path", records every call. */
export function makeHttp(routes: Record<string, Route> = {}) {
  const calls: { method: string; path: string; arg?: unknown }[] = [];
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
  } as unknown as CrudHttp;
  return { http, calls, routes };
}

export function makeViewer(role: Role): Viewer {
  return { can: (permission: Permission) => can(role, permission) };
}

export function makeNotifier() {
  return { success: jest.fn(), error: jest.fn() } satisfies Notifier;
}

/** A route that fails like the API does. */
export const failing =
  (status: number, message = '', code = 'ERROR', errors?: { path: string; message: string }[]): Route =>
  () => {
    throw new ApiError(status, { message, code, errors });
  };

export const yes = () => Promise.resolve(true);
export const no = () => Promise.resolve(false);

let nextId = 500;

export function makeSubject(overrides: Partial<Subject> = {}): Subject {
  return { id: nextId++, name: 'Физика', createdAt: '2024-09-01T10:00:00.000Z', ...overrides };
}

export function makeGroupType(overrides: Partial<GroupType> = {}): GroupType {
  return { id: nextId++, name: 'Групповое', total_places: 10, createdAt: '2024-09-01T10:00:00.000Z', ...overrides };
}

export function makeService(overrides: Partial<Service> = {}): Service {
  const groupType = overrides.groupType === undefined ? makeGroupType() : overrides.groupType;
  return {
    id: nextId++,
    name: 'Математика, группа',
    group_type_id: groupType?.id ?? 0,
    groupType,
    duration_minutes: 90,
    price: 1500,
    isArchived: false,
    createdAt: '2024-09-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Intl puts no-break spaces in money: compare on plain ones. */
export const plainSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
