import { MONTHLY_REPORT_PAGE_SIZE, MonthlyReportsStore, pageText, totalText } from '../MonthlyReportsStore';
import { makeHttp } from '../../achievements/__tests__/factories';

const NOW = new Date(2026, 2, 10); // school year 2025

function row(studentId: number) {
  return { studentId, studentInitials: `Ученик ${studentId}`, months: [1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0] };
}

function setup(
  pinnedTeacherId: number | null = null,
  pages: Record<number, ReturnType<typeof row>[]> = { 1: [row(1)], 2: [row(2)], 3: [row(3)] },
) {
  const { http, calls } = makeHttp({
    'GET achivements/monthly-reports': (query) => {
      const page = (query as { page: number }).page;
      return { students: pages[page] ?? [], total: 101, totalPages: 3 };
    },
    'GET users/teachers': () => [{ id: 7, fullName: 'Учителева Анна' }],
  });
  const store = new MonthlyReportsStore({ http }, { pinnedTeacherId, now: NOW });
  return { store, calls };
}

const lastQuery = (calls: { path: string; arg?: unknown }[]) => calls.filter((c) => c.path === 'achivements/monthly-reports').at(-1)!.arg;

describe('MonthlyReportsStore', () => {
  it('when a teacher opens it, then it asks for their reports of the current school year, 50 a page', async () => {
    const { store, calls } = setup(7);
    await store.load();
    expect(lastQuery(calls)).toEqual({ teacherId: 7, year: 2025, page: 1, limit: MONTHLY_REPORT_PAGE_SIZE, studentSearch: undefined });
    expect(store.rows.map((r) => r.studentId)).toEqual([1]);
    expect(store.years).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
    await store.loadTeachers();
    expect(calls.map((c) => c.path)).not.toContain('users/teachers');
  });

  it('pages with Следующая and Предыдущая within the bounds', async () => {
    const { store, calls } = setup(7);
    await store.load();
    expect([store.hasPrevious, store.hasNext]).toEqual([false, true]);
    store.next();
    await Promise.resolve();
    store.next();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.page).toBe(3);
    expect(store.rows.map((r) => r.studentId)).toEqual([3]);
    expect([store.hasPrevious, store.hasNext]).toEqual([true, false]);
    store.next();
    expect(store.page).toBe(3);
    store.previous();
    await new Promise((r) => setTimeout(r, 0));
    expect(lastQuery(calls)).toMatchObject({ page: 2 });
  });

  it('goes back to page 1 on a new year, teacher or search, and clears every filter but a pinned teacher', async () => {
    const { store, calls } = setup(null);
    await store.load();
    store.next();
    store.setYear(2023);
    expect(store.page).toBe(1);
    expect(lastQuery(calls)).toMatchObject({ year: 2023, page: 1, teacherId: undefined });
    store.setTeacher(7);
    store.setSearch('Иван');
    expect(lastQuery(calls)).toMatchObject({ teacherId: 7, year: 2023, page: 1, studentSearch: 'Иван' });
    store.clearFilters();
    expect(lastQuery(calls)).toEqual({ teacherId: undefined, year: 2025, page: 1, limit: 50, studentSearch: undefined });

    const pinned = setup(7);
    pinned.store.setTeacher(9);
    pinned.store.setYear(2024);
    pinned.store.clearFilters();
    expect(lastQuery(pinned.calls)).toMatchObject({ teacherId: 7, year: 2025 });
  });

  it("when the call fails, then docs/product's error text", async () => {
    const { http } = makeHttp({
      'GET achivements/monthly-reports': () => {
        throw new Error('offline');
      },
    });
    const store = new MonthlyReportsStore({ http }, { now: NOW });
    await store.load();
    expect(store.status.error).toBe('Ошибка загрузки отчетов');
    expect(store.rows).toEqual([]);
  });

  it('labels the paging', () => {
    expect(pageText(2, 3)).toBe('Страница 2 из 3');
    expect(pageText(1, 0)).toBe('Страница 1 из 1');
    expect(totalText(101)).toBe('Всего учеников: 101');
  });
});
