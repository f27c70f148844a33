import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@diary/web-kit';
import { failing, makeHttp, shownDate, typeDate, type Route } from '@diary/web-kit/testing';
import { StudentAttendanceScreen } from '../StudentAttendanceScreen';
import { StudentAttendanceStore } from '../StudentAttendanceStore';
import { makeAttendance } from './attendance-factory';

/** Thursday 26 November 2026. */
const TODAY = () => new Date(2026, 10, 26, 12);

function renderScreen(answer: Route) {
  const { http, calls } = makeHttp({ 'GET journal/student/21': answer });
  const store = new StudentAttendanceStore({ http, now: TODAY }, 21);
  render(
    <AppProviders>
      <StudentAttendanceScreen store={store} />
    </AppProviders>,
  );
  return { calls, store };
}

const month = (name: string) => within(screen.getByRole('region', { name }));

describe("StudentAttendanceScreen 'Посещаемость'", () => {
  it('shows the rate, the counts and the marks by month for the school year so far', async () => {
    const { calls } = renderScreen(() => makeAttendance());
    expect(screen.getByRole('heading', { level: 1, name: 'Посещаемость' })).toBeTruthy();
    expect(document.title).toBe('Посещаемость — Дневник достижений');
    expect(screen.getByRole('status').textContent).toContain('Загрузка...');
    expect(await screen.findByText('Посещаемость: 87,5 %')).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', path: 'journal/student/21', arg: { from: '2026-09-01', to: '2026-11-26' } }]);
    expect([shownDate('С'), shownDate('По')]).toEqual(['01.09.2026', '26.11.2026']);
    const counts = within(screen.getByRole('list', { name: 'Всего отметок' }));
    expect(counts.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Присутствовал: 7',
      'Опоздал: 1',
      'Отсутствовал: 1',
      'Уважительная причина: 0',
      'Всего отметок: 8',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Ноябрь 2026',
      'Октябрь 2026',
      'Сентябрь 2026',
    ]);
    const november = month('Ноябрь 2026');
    expect(november.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '10.11.2026 10:00ФизикаПрисутствовал',
      '03.11.2026 10:00ФизикаОпоздал10 мин',
    ]);
    expect(month('Октябрь 2026').getByText('Отсутствовал')).toBeTruthy();
    expect(month('Сентябрь 2026').getByText('Химия')).toBeTruthy();
  });

  it('reads another period, and says when the period is wrong without asking the server', async () => {
    const { calls } = renderScreen(() => makeAttendance());
    await screen.findByText('Посещаемость: 87,5 %');
    typeDate('С', '01.11.2026');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.arg).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    typeDate('С', '01.12.2026');
    expect(await screen.findByText('Начало периода позже его конца')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it("says 'За этот период отметок нет' when nothing is marked", async () => {
    renderScreen(() => ({ items: [], summary: { present: 0, late: 0, absent: 0, excused: 0, total: 0, rate: null } }));
    expect(await screen.findByText('За этот период отметок нет')).toBeTruthy();
    expect(screen.queryByText(/^Посещаемость:/)).toBeNull();
  });

  it("shows the server's refusal with 'Повторить', which reads again", async () => {
    let fail = true;
    const { calls } = renderScreen(() => (fail ? failing(403, 'Недостаточно прав', 'FORBIDDEN')() : makeAttendance()));
    expect((await screen.findByRole('alert')).textContent).toContain('Недостаточно прав');
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Повторить' }).click());
    expect(await screen.findByText('Посещаемость: 87,5 %')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it("falls back to 'Не удалось загрузить посещаемость' when the server says nothing useful", async () => {
    renderScreen(failing(500));
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось загрузить посещаемость');
  });
});
