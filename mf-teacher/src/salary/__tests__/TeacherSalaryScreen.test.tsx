import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, TeacherSalaryStore } from '@diary/web-kit';
import {
  failing,
  makeHttp,
  makeTeacherSalary,
  plain,
  pretendScreenWidth,
  rowTexts,
  ShownAddress,
  shownAddress,
  shownDate,
  type Route,
} from '@diary/web-kit/testing';
import { TeacherSalaryScreen } from '../TeacherSalaryScreen';

/** 26 November 2026. */
const TODAY = () => new Date(2026, 10, 26, 12);

function renderScreen(answer: Route, path = '/teacher/salary') {
  const { http, calls } = makeHttp({ 'GET salary/teacher/7': answer });
  const store = new TeacherSalaryStore({ http, now: TODAY }, 7);
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <TeacherSalaryScreen store={store} />
        <ShownAddress />
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls };
}

describe("/teacher/salary 'Моя зарплата'", () => {
  it("shows the current month's held lessons, each with the rate and amount the API reckoned, and the month's amount", async () => {
    const { calls } = renderScreen(() => makeTeacherSalary());
    expect(screen.getByRole('heading', { level: 1, name: 'Моя зарплата' })).toBeTruthy();
    expect(document.title).toBe('Моя зарплата — Дневник достижений');
    expect(screen.getByRole('status').textContent).toContain('Загрузка...');
    expect(plain((await screen.findByText(/^Итого:/)).textContent)).toBe('Итого: 1 750,00 ₽');
    expect(calls).toEqual([{ method: 'GET', path: 'salary/teacher/7', arg: { month: '2026-11' } }]);
    expect(shownDate('Месяц')).toBe('ноябрь 2026');
    expect(screen.getByText('Месяц открыт')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Дата',
      'Время',
      'Предмет',
      'Учеников',
      'Часов',
      'Ставка',
      'Сумма',
    ]);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(rowTexts()).toEqual([
      ['03.11.2026', '10:00', 'Физика', '3', '1,5', '1 750,00 ₽ за занятие', '1 750,00 ₽'],
      ['05.11.2026', '12:30', 'Химия', '2', '1', 'Ставка не задана', '0,00 ₽'],
    ]);
  });

  it("reads the month of the address, and another month from 'Предыдущий месяц', keeping it in the address", async () => {
    const { calls } = renderScreen(
      (query) => makeTeacherSalary({ month: (query as { month: string }).month, items: [], amount: 0 }),
      '/teacher/salary?month=2026-10',
    );
    expect(await screen.findByText('Нет проведённых занятий за этот месяц')).toBeTruthy();
    expect(calls[0]!.arg).toEqual({ month: '2026-10' });
    expect(shownDate('Месяц')).toBe('октябрь 2026');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' })));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.arg).toEqual({ month: '2026-09' });
    expect(shownAddress()).toBe('?month=2026-09');
    expect(shownDate('Месяц')).toBe('сентябрь 2026');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Следующий месяц' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Следующий месяц' })));
    await waitFor(() => expect(calls).toHaveLength(4));
    // the current month is the default: the address is clean again
    expect(shownAddress()).toBe('');
  });

  it("says 'Месяц закрыт' once the administrator has closed the month", async () => {
    renderScreen(() => makeTeacherSalary({ closed: true }));
    expect(await screen.findByText('Месяц закрыт')).toBeTruthy();
    expect(screen.queryByText('Месяц открыт')).toBeNull();
  });

  it("says 'Нет проведённых занятий за этот месяц' when nothing was held", async () => {
    renderScreen(() => makeTeacherSalary({ items: [], amount: 0 }));
    expect(await screen.findByText('Нет проведённых занятий за этот месяц')).toBeTruthy();
  });

  it("shows the server's refusal with 'Повторить', which reads again", async () => {
    let fail = true;
    const { calls } = renderScreen(() => (fail ? failing(403, 'Недостаточно прав', 'FORBIDDEN')() : makeTeacherSalary()));
    expect((await screen.findByRole('alert')).textContent).toContain('Недостаточно прав');
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Повторить' }).click());
    expect(await screen.findByText(/^Итого:/)).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it("falls back to 'Не удалось загрузить начисления' when the server says nothing useful", async () => {
    renderScreen(failing(500));
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось загрузить начисления');
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = pretendScreenWidth(375);
    });
    afterEach(() => restore());

    it('shows a card per held lesson instead of the table', async () => {
      renderScreen(() => makeTeacherSalary());
      const cards = within(await screen.findByRole('list', { name: 'Проведённые занятия' })).getAllByRole('listitem');
      expect(cards.map((card) => plain(card.textContent))).toEqual([
        'Дата03.11.2026Время10:00ПредметФизикаУчеников3Часов1,5Ставка1 750,00 ₽ за занятиеСумма1 750,00 ₽',
        'Дата05.11.2026Время12:30ПредметХимияУчеников2Часов1СтавкаСтавка не заданаСумма0,00 ₽',
      ]);
      expect(screen.queryByRole('grid')).toBeNull();
    });
  });
});
