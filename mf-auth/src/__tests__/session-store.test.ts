import { SessionStore } from '../session/session-store';
import type { SessionApi } from '../session/auth-api';
import type { TokenStorage } from '../session/token-storage';
import { ApiError } from '../session/api-error';

function tokenFor(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const teacher = {
  id: 7,
  username: 'ivanov',
  first_name: 'Иван',
  second_name: 'Иванов',
  last_name: 'Иванович',
  roles: [
    { value: 'TEACHER', description: 'Преподаватель' },
    { value: 'ADMIN', description: 'Суперадмин' },
  ],
  male: 'M',
  subject: 'Физика',
};

function memoryTokens(): TokenStorage & { value: string | null } {
  const store = {
    value: null as string | null,
    get: () => store.value,
    set: (token: string) => {
      store.value = token;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

function fakeAuth(overrides: Partial<SessionApi> = {}): SessionApi {
  return {
    refresh: jest.fn(async () => tokenFor(teacher)),
    logout: jest.fn(async () => undefined),
    logoutEverywhere: jest.fn(async () => undefined),
    ...overrides,
  };
}

describe('SessionStore', () => {
  it('starts unauthenticated and loading', () => {
    const store = new SessionStore(fakeAuth(), memoryTokens());
    expect(store.isAuthenticated).toBe(false);
    expect(store.isLoading).toBe(true);
  });

  it('when a login’s token is accepted, then it is stored, the user decoded and the first role is primary', () => {
    const tokens = memoryTokens();
    const store = new SessionStore(fakeAuth(), tokens);

    store.acceptToken(tokenFor(teacher));

    expect(tokens.value).toBe(tokenFor(teacher));
    expect(store.isAuthenticated).toBe(true);
    expect(store.user?.second_name).toBe('Иванов');
    expect(store.role).toBe('TEACHER');
    expect(store.homeRoute).toBe('/teacher');
    expect(store.can('area.teacher')).toBe(true);
    expect(store.can('users.delete')).toBe(false);
  });

  it('when logout fails on the server, then the local session ends anyway', async () => {
    const tokens = memoryTokens();
    const store = new SessionStore(fakeAuth({ logout: jest.fn(async () => Promise.reject(new Error('offline'))) }), tokens);
    store.acceptToken(tokenFor(teacher));

    await store.logout();

    expect(store.isAuthenticated).toBe(false);
    expect(store.user).toBeNull();
    expect(tokens.value).toBeNull();
  });

  it("when 'Выйти на всех устройствах' succeeds on the server, then the local session ends too", async () => {
    const tokens = memoryTokens();
    const auth = fakeAuth();
    const store = new SessionStore(auth, tokens);
    store.acceptToken(tokenFor(teacher));

    await store.logoutEverywhere();

    expect(auth.logoutEverywhere).toHaveBeenCalledTimes(1);
    expect(auth.logout).not.toHaveBeenCalled();
    expect(store.isAuthenticated).toBe(false);
    expect(tokens.value).toBeNull();
  });

  it("when 'Выйти на всех устройствах' fails on the server, then it rejects and the session stays (the other devices are still signed in)", async () => {
    const tokens = memoryTokens();
    const store = new SessionStore(fakeAuth({ logoutEverywhere: jest.fn(async () => Promise.reject(new Error('offline'))) }), tokens);
    store.acceptToken(tokenFor(teacher));

    await expect(store.logoutEverywhere()).rejects.toThrow('offline');

    expect(store.isAuthenticated).toBe(true);
    expect(tokens.value).toBe(tokenFor(teacher));
  });

  it('when the start-up check refreshes, then the session is restored; when it fails, then not', async () => {
    const ok = new SessionStore(fakeAuth(), memoryTokens());
    await ok.checkAuth();
    expect(ok.isAuthenticated).toBe(true);
    expect(ok.isLoading).toBe(false);

    const gone = new SessionStore(fakeAuth({ refresh: jest.fn(async () => Promise.reject(new ApiError(401, {}))) }), memoryTokens());
    await gone.checkAuth();
    expect(gone.isAuthenticated).toBe(false);
    expect(gone.isLoading).toBe(false);
  });
});
