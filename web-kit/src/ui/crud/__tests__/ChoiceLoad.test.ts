import { deferred } from '@diary/web-kit/testing';
import { ChoiceLoad, choice } from '../ChoiceLoad';

describe("ChoiceLoad: a form's lists loaded together", () => {
  it('when one list fails, then the others are kept and the failure is named on its own', async () => {
    const status = new ChoiceLoad();
    let types: string[] = [];
    let rooms: string[] = [];
    const failed = await status.load([
      choice({ fetch: async () => ['Групповое'], apply: (answer) => (types = answer), failed: 'Ошибка загрузки типов занятий' }),
      choice({
        fetch: () => Promise.reject(new Error('offline')),
        apply: (answer: string[]) => (rooms = answer),
        failed: 'Ошибка загрузки кабинетов',
      }),
    ]);
    expect(types).toEqual(['Групповое']);
    expect(rooms).toEqual([]);
    expect(failed).toEqual(['Ошибка загрузки кабинетов']);
    expect(status.errors).toEqual(['Ошибка загрузки кабинетов']);
    expect(status.error).toBe('Ошибка загрузки кабинетов');
    expect(status.loaded).toBe(true);
    expect(status.isLoading).toBe(false);
  });

  it('when several fail, then error is the first in the order of the sources', async () => {
    const status = new ChoiceLoad();
    await status.load([
      choice({ fetch: () => Promise.reject(new Error('a')), apply: () => undefined, failed: 'первая' }),
      choice({ fetch: () => Promise.reject(new Error('b')), apply: () => undefined, failed: 'вторая' }),
    ]);
    expect(status.errors).toEqual(['первая', 'вторая']);
    expect(status.error).toBe('первая');
  });

  it('while loading, then isLoading; a reload that succeeds clears the failures', async () => {
    const status = new ChoiceLoad();
    await status.load([choice({ fetch: () => Promise.reject(new Error('a')), apply: () => undefined, failed: 'первая' })]);
    const answer = deferred<number>();
    const reload = status.load([choice({ fetch: () => answer.promise, apply: () => undefined, failed: 'первая' })]);
    expect(status.isLoading).toBe(true);
    expect(status.error).toBeNull();
    answer.resolve(1);
    await expect(reload).resolves.toEqual([]);
    expect(status.error).toBeNull();
  });

  it('when an older load ends after a newer one, then its answers are dropped', async () => {
    const status = new ChoiceLoad();
    const older = deferred<string>();
    let shown = '';
    const first = status.load([choice({ fetch: () => older.promise, apply: (answer) => (shown = answer), failed: 'x' })]);
    await status.load([choice({ fetch: async () => 'новое', apply: (answer) => (shown = answer), failed: 'x' })]);
    older.resolve('старое');
    await first;
    expect(shown).toBe('новое');
  });
});
