import type { Role } from '@diary/common';
import { bearer, routeDefinitions, type TestApp, type TestUser } from '../harness';

/*
 * Role tables: one test per call and caller (every role, and anonymous), written out by hand from
 * docs/product/permissions.md and docs/api/contract.md "Permissions" — never derived from the
 * PERMISSIONS table, so that a wrong entry there fails here. A call says either the roles allowed
 * (they get a 2xx) or the exact status of each caller; the others get 403, anonymous 401.
 */

export type Caller = Role | 'anonymous';
export const EVERYONE: readonly Role[] = ['ADMIN', 'MODERATOR', 'TEACHER', 'STUDENT'];
export const STAFF: readonly Role[] = ['ADMIN', 'MODERATOR'];
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
const CALLERS: readonly Caller[] = [...EVERYONE, 'anonymous'];

/** Each caller's status when staff (ADMIN, MODERATOR) succeed with `success`. */
export const forStaff = (success: number): Record<Caller, number> => ({
  ADMIN: success,
  MODERATOR: success,
  TEACHER: 403,
  STUDENT: 403,
  anonymous: 401,
});
/** Each caller's status when staff and teachers (all but STUDENT) succeed with `success`. */
export const forStaffAndTeachers = (success: number): Record<Caller, number> => ({
  ADMIN: success,
  MODERATOR: success,
  TEACHER: success,
  STUDENT: 403,
  anonymous: 401,
});
/** Each caller's status when only an ADMIN succeeds with `success`. */
export const forAdmin = (success: number): Record<Caller, number> => ({
  ADMIN: success,
  MODERATOR: 403,
  TEACHER: 403,
  STUDENT: 403,
  anonymous: 401,
});

export interface PreparedCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: object;
}

interface CallBase {
  /** 'METHOD /path' as the route table has it. */
  name: string;
  /** Builds what the call needs (the caller is there for records a TEACHER may only touch when theirs). */
  prepare(t: TestApp, caller: TestUser | null): Promise<PreparedCall>;
}
export type Call = CallBase & ({ allowed: readonly Role[] } | { expected: Record<Caller, number> });

function expectedStatus(call: Call, caller: Caller): number | '2xx' {
  if ('expected' in call) return call.expected[caller];
  if (caller === 'anonymous') return 401;
  return call.allowed.includes(caller) ? '2xx' : 403;
}

export function roleTable(title: string, t: TestApp, calls: readonly Call[]): void {
  const cases = calls.flatMap((call) => CALLERS.map((caller) => [call.name, caller, expectedStatus(call, caller), call] as const));
  describe(title, () => {
    it.each(cases)('when %s is called as %s, then %s', async (_name, callerRole, status, call) => {
      const caller = callerRole === 'anonymous' ? null : await t.createUser({ roles: [callerRole] });
      const { method, path, body } = await call.prepare(t, caller);
      let request = t.http()[method](path);
      if (caller) request = request.set(bearer(caller.token));
      const response = await (body ? request.send(body) : request);

      if (status === '2xx')
        expect({ status: response.status < 300, body: response.body }).toEqual(expect.objectContaining({ status: true }));
      else expect({ status: response.status, body: response.body }).toEqual(expect.objectContaining({ status }));
      if (status === 403) expect(response.body).toEqual({ message: 'Недостаточно прав', code: 'FORBIDDEN' });
      if (status === 401) expect(response.body.code).toBe('UNAUTHENTICATED');
    });
  });
}

/** Every registered route under the prefix has a row in the table (a new call cannot skip the role check). */
export function expectEveryRouteListed(prefix: string, calls: readonly Call[]): void {
  it(`when the registry is read, then every ${prefix} route has a row in the permission table`, () => {
    const registry = routeDefinitions();
    const registered = registry
      .filter((definition) => definition.path === prefix || definition.path.startsWith(`${prefix}/`))
      .map((definition) => `${definition.method.toUpperCase()} ${definition.path}`);
    const listed = calls.map((call) => call.name);
    expect(listed.sort()).toEqual(registered.sort());
  });
}
