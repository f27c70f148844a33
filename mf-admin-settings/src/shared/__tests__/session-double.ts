import { can, type Permission, type Role } from '@diary/common';

/** Who the screens believe is signed in; tests change it before rendering. */
export const mockViewer: { role: Role; id: number } = { role: 'ADMIN', id: 1 };
export const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn() };

/**
 * The `mf_auth/session` a screen test mocks in:
 * `jest.mock('mf_auth/session', () => jest.requireActual('…/session-double').sessionModule())`.
 * This file must not import the screens: they import the mocked module while it is being built.
 */
export function sessionModule() {
  const session = {
    get user() {
      return { id: mockViewer.id };
    },
    can: (permission: Permission) => can(mockViewer.role, permission),
  };
  return {
    ...jest.requireActual<object>('mf_auth/session'),
    session,
    get http() {
      return mockHttp;
    },
  };
}

/** Before each test: no calls recorded, the ADMIN signed in. */
export function resetSession() {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
}
