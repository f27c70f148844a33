import { DEFAULT_SUBJECTS } from '@diary/common';
import { ApiError } from 'mf_auth/session';
import { TeacherAreaStore } from '../stores/TeacherAreaStore';
import { makeHttp } from './factories';

const payload = {
  studentId: 21,
  lessonDate: '2025-03-14',
  lessonTheme: 'Законы Ньютона',
  checkType: 'Контрольная' as const,
  subject: 'Физика',
  points: null,
  maxPoints: null,
  notes: null,
};

function setup(routes: Record<string, (arg?: unknown) => unknown> = {}) {
  const { http, calls } = makeHttp(routes);
  const notify = { success: jest.fn(), error: jest.fn() };
  const store = new TeacherAreaStore({ http, notify });
  return { store, calls, notify };
}

const fail = (status: number, message?: string) => () => {
  throw new ApiError(status, { message, code: 'X' });
};

describe('TeacherAreaStore subjects', () => {
  it('suggests the subjects from the API, or the fixed 13 when they fail', async () => {
    const ok = setup({ 'GET subjects': () => [{ id: 1, name: 'Астрономия', createdAt: '' }] });
    await ok.store.loadSubjects();
    expect(ok.store.subjects).toEqual(['Астрономия']);
    const broken = setup({ 'GET subjects': fail(500) });
    await broken.store.loadSubjects();
    expect(broken.store.subjects).toEqual([...DEFAULT_SUBJECTS]);
  });
});

describe('TeacherAreaStore.createAchievement', () => {
  it("posts achivements/create and toasts 'Отчет успешно отправлен'", async () => {
    const { store, calls, notify } = setup({ 'POST achivements/create': (body) => ({ id: 1, ...(body as object) }) });
    expect(await store.createAchievement(payload)).toEqual({ ok: true });
    expect(calls).toEqual([{ method: 'POST', path: 'achivements/create', arg: payload }]);
    expect(notify.success).toHaveBeenCalledWith('Отчет успешно отправлен');
  });

  it("answers 'Произошла ошибка: ' plus the server message when it fails", async () => {
    const { store, notify } = setup({ 'POST achivements/create': fail(403, 'Недостаточно прав') });
    expect(await store.createAchievement(payload)).toEqual({ ok: false, message: 'Произошла ошибка: Недостаточно прав', fieldErrors: {} });
    expect(notify.success).not.toHaveBeenCalled();
  });
});

describe('TeacherAreaStore.createDifficulty', () => {
  it('posts difficulty/create with isArchived false', async () => {
    const { store, calls } = setup({ 'POST difficulty/create': (body) => body });
    expect(await store.createDifficulty({ studentId: 22, notes: 'Не успевает' })).toBe(true);
    expect(calls[0]).toEqual({
      method: 'POST',
      path: 'difficulty/create',
      arg: { studentId: 22, notes: 'Не успевает', isArchived: false },
    });
  });

  it("toasts 'Произошла ошибка!' when it fails", async () => {
    const { store, notify } = setup({ 'POST difficulty/create': fail(500) });
    expect(await store.createDifficulty({ studentId: 22, notes: 'x' })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Произошла ошибка!');
  });
});
