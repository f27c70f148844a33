import { preloadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemoteOf } from '../remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(), registerRemotes: jest.fn() }));

const preload = jest.mocked(preloadRemote);

beforeEach(() => {
  preload.mockReset();
  preload.mockResolvedValue(undefined);
});

/** The remote each address preloads, or none. */
function preloadedFor(pathname: string): string | undefined {
  preload.mockClear();
  preloadRemoteOf(pathname);
  expect(preload.mock.calls.length).toBeLessThanOrEqual(1);
  return preload.mock.calls[0]?.[0][0]?.nameOrAlias;
}

describe("preloading the remote of the address's screen", () => {
  it("fetches the area's remote with its routes, for the area and any page in it", () => {
    expect(preloadedFor('/teacher')).toBe('mf_teacher');
    expect(preloadedFor('/teacher/journal')).toBe('mf_teacher');
    expect(preloadedFor('/student/achivements')).toBe('mf_student');
    expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'mf_student', exposes: ['Routes'], resourceCategory: 'sync' }]);
  });

  it("fetches an admin page's remote, and for '/admin' the users' list's, where it leads", () => {
    expect(preloadedFor('/admin')).toBe('mf_admin_settings');
    expect(preloadedFor('/admin/')).toBe('mf_admin_settings');
    expect(preloadedFor('/admin/members')).toBe('mf_admin_settings');
    expect(preloadedFor('/admin/shedule')).toBe('mf_admin_schedule');
    expect(preloadedFor('/admin/archive/members')).toBe('mf_admin_settings');
  });

  it('fetches nothing for the login page, an unknown admin page or an address that only starts like an area', () => {
    expect(preloadedFor('/')).toBeUndefined();
    expect(preloadedFor('/admin/nothing-here')).toBeUndefined();
    expect(preloadedFor('/administrator')).toBeUndefined();
    expect(preloadedFor('/teachers')).toBeUndefined();
  });

  it('leaves a failed fetch to the area: no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preload.mockRejectedValue(new Error('offline'));
      preloadRemoteOf('/teacher');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
