import { preloadRemote } from '@module-federation/enhanced/runtime';
import { preloadAreaOf } from '../remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(), registerRemotes: jest.fn() }));

const preload = jest.mocked(preloadRemote);

beforeEach(() => {
  preload.mockReset();
  preload.mockResolvedValue(undefined);
});

/** The remote each address preloads, or none. */
function preloadedFor(pathname: string): string | undefined {
  preload.mockClear();
  preloadAreaOf(pathname);
  expect(preload.mock.calls.length).toBeLessThanOrEqual(1);
  return preload.mock.calls[0]?.[0][0]?.nameOrAlias;
}

describe("preloading the address's area", () => {
  it("fetches the area's remote with its routes, for the area and any page in it", () => {
    expect(preloadedFor('/teacher')).toBe('mf_teacher');
    expect(preloadedFor('/teacher/journal')).toBe('mf_teacher');
    expect(preloadedFor('/student/achivements')).toBe('mf_student');
    expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'mf_student', exposes: ['Routes'], resourceCategory: 'sync' }]);
  });

  it('fetches nothing for the login page, the admin area or an address that only starts like an area', () => {
    expect(preloadedFor('/')).toBeUndefined();
    expect(preloadedFor('/admin/members')).toBeUndefined();
    expect(preloadedFor('/teachers')).toBeUndefined();
  });

  it('leaves a failed fetch to the area: no unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preload.mockRejectedValue(new Error('offline'));
      preloadAreaOf('/teacher');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
