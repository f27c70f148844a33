import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'mf_auth/session';
import { can, MONEY_MESSAGES, type PayRate, type Permission, type SalaryMonth } from '@diary/common';
import { makeSalaryMonth, makeTeacherSalary, plain, rowTexts, shownAddress } from '@diary/web-kit/testing';
import { mockReportsHttp, renderReportsAt } from '../../shared/__tests__/render-reports';

configure({ asyncUtilTimeout: 5000 });

const mockHttp = mockReportsHttp();

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: { user: { id: 1 }, can: (permission: Permission) => can('ADMIN', permission) },
}));

const RATES: PayRate[] = [
  { id: 1, teacherId: null, serviceId: null, kind: 'lesson', amount: 1000 },
  { id: 2, teacherId: 7, serviceId: 3, kind: 'student', amount: 350.5 },
];

let month: (query: { month: string }) => SalaryMonth;
let rates: PayRate[];

beforeEach(() => {
  jest.clearAllMocks();
  month = ({ month: asked }) => makeSalaryMonth({ month: asked });
  rates = [...RATES];
  mockHttp.get.mockImplementation(async (path: string, query: { month: string }) => {
    if (path === 'salary') return month(query);
    if (path === 'salary/teacher/7') return makeTeacherSalary({ month: query.month });
    if (path === 'salary/rates') return rates;
    if (path === 'users/teachers')
      return [{ id: 7, fullName: 'Учителева Анна Сергеевна', first_name: 'Анна', second_name: 'Учителева', last_name: 'Сергеевна' }];
    if (path === 'services') return [{ id: 3, name: 'Индивидуальное занятие' }];
    throw new Error(`no fake for GET ${path}`);
  });
});

const salaryCalls = () => mockHttp.get.mock.calls.filter(([path]) => path === 'salary');

describe("/admin/salary 'Начисление зарплаты'", () => {
  it("shows the month's teachers with their figures as the API reckoned them, 'Итого' and that the month is open", async () => {
    renderReportsAt('/salary?month=2026-11');
    expect(screen.getByRole('heading', { level: 1, name: 'Начисление зарплаты' })).toBeTruthy();
    expect(plain((await screen.findByText(/^Итого:/)).textContent)).toBe('Итого: 13 750,50 ₽');
    expect(salaryCalls()).toEqual([['salary', { month: '2026-11' }]]);
    expect(screen.getByRole('group', { name: 'Месяц' }).querySelector('input')!.value).toBe('ноябрь 2026');
    expect(screen.getByText('Месяц открыт')).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Начисления преподавателям' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Преподаватель', 'Занятий', 'Учеников', 'Часов', 'Сумма']);
    await waitFor(() => expect(rowTexts(table)).toHaveLength(2));
    expect(rowTexts(table)).toEqual([
      ['Учителева Анна Сергеевна', '2', '5', '2,5', '1 750,00 ₽'],
      ['Преподов Олег', '4', '12', '6', '12 000,50 ₽'],
    ]);
    expect(screen.getByRole('button', { name: 'Закрыть месяц' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
  });

  it("opens a teacher's held lessons of the month from their row, each with the API's rate, and keeps it in the address", async () => {
    renderReportsAt('/salary?month=2026-10');
    fireEvent.click(await screen.findByRole('button', { name: 'Занятия: Учителева Анна Сергеевна' }));
    const dialog = await screen.findByRole('dialog', { name: 'Учителева Анна Сергеевна — октябрь 2026' });
    expect(mockHttp.get).toHaveBeenCalledWith('salary/teacher/7', { month: '2026-10' });
    const lessons = await within(dialog).findByRole('grid', { name: 'Проведённые занятия' });
    await waitFor(() => expect(rowTexts(lessons)).toHaveLength(2));
    expect(rowTexts(lessons)).toEqual([
      ['03.11.2026', '10:00', 'Физика', '3', '1,5', '1 750,00 ₽ за занятие', '1 750,00 ₽'],
      ['05.11.2026', '12:30', 'Химия', '2', '1', 'Ставка не задана', '0,00 ₽'],
    ]);
    expect(plain(within(dialog).getByText(/^Итого:/).textContent)).toBe('Итого: 1 750,00 ₽');
    expect(shownAddress()).toBe('?month=2026-10&teacher=7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownAddress()).toBe('?month=2026-10');
  });

  it('reads a teacher linked by the address at once', async () => {
    renderReportsAt('/salary?month=2026-10&teacher=7');
    expect(await screen.findByRole('dialog', { name: 'Учителева Анна Сергеевна — октябрь 2026' })).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('salary/teacher/7', { month: '2026-10' });
  });

  it("says 'Нет проведённых занятий за этот месяц' for a month with none, and reads another month from the picker's arrows", async () => {
    month = ({ month: asked }) => makeSalaryMonth({ month: asked, items: [], total: 0 });
    renderReportsAt('/salary?month=2026-10');
    expect(await screen.findByText('Нет проведённых занятий за этот месяц')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    await waitFor(() => expect(salaryCalls()).toHaveLength(2));
    expect(salaryCalls()[1]).toEqual(['salary', { month: '2026-09' }]);
    expect(shownAddress()).toBe('?month=2026-09');
  });

  it("shows a failed read with 'Повторить', which reads again", async () => {
    let fail = true;
    month = ({ month: asked }) => {
      if (fail) throw new ApiError(403, { message: 'Недостаточно прав', code: 'FORBIDDEN' });
      return makeSalaryMonth({ month: asked });
    };
    renderReportsAt('/salary?month=2026-11');
    expect((await screen.findByRole('alert')).textContent).toContain('Недостаточно прав');
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Повторить' }).click());
    expect(await screen.findByText(/^Итого:/)).toBeTruthy();
  });

  it("closes the month after asking, then says 'Месяц закрыт' and offers 'Открыть месяц'", async () => {
    let closed = false;
    month = ({ month: asked }) => makeSalaryMonth({ month: asked, closed });
    mockHttp.post.mockImplementation(async (path: string, body: { month: string }) => {
      closed = path === 'salary/close';
      return { month: body.month, closed };
    });
    renderReportsAt('/salary?month=2026-11');
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть месяц' }));
    const question = await screen.findByRole('dialog', { name: 'Закрыть месяц' });
    expect(question.textContent).toContain('Закрыть ноябрь 2026? Суммы месяца перестанут меняться');
    expect(mockHttp.post).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Закрыть месяц' }));
    expect(await screen.findByRole('button', { name: 'Открыть месяц' })).toBeTruthy();
    expect(mockHttp.post).toHaveBeenCalledWith('salary/close', { month: '2026-11' });
    expect(screen.getAllByText('Месяц закрыт').length).toBeGreaterThan(0);
    await waitFor(() => expect(salaryCalls()).toHaveLength(2));

    // reopening asks nothing
    fireEvent.click(screen.getByRole('button', { name: 'Открыть месяц' }));
    expect(await screen.findByRole('button', { name: 'Закрыть месяц' })).toBeTruthy();
    expect(mockHttp.post).toHaveBeenLastCalledWith('salary/reopen', { month: '2026-11' });
  });

  it("shows the server's message when the month has not ended, and leaves it open", async () => {
    mockHttp.post.mockRejectedValue(
      new ApiError(400, {
        message: MONEY_MESSAGES.monthNotEnded,
        code: 'VALIDATION',
        errors: [{ path: 'month', message: MONEY_MESSAGES.monthNotEnded }],
      }),
    );
    renderReportsAt('/salary?month=2026-11');
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть месяц' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Закрыть месяц' })).getByRole('button', { name: 'Закрыть месяц' }));
    expect(await screen.findByText('Месяц ещё не закончился')).toBeTruthy();
    expect(screen.getByText('Месяц открыт')).toBeTruthy();
    // the question's dialog is gone (it hid the page while open), the month still open
    expect(await screen.findByRole('button', { name: 'Закрыть месяц' })).toBeTruthy();
    expect(mockHttp.post).toHaveBeenCalledTimes(1);
  });

  it('downloads the export of the month', async () => {
    mockHttp.download.mockResolvedValue(new Blob(['x']));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    renderReportsAt('/salary?month=2026-11');
    await screen.findByText(/^Итого:/);
    fireEvent.click(screen.getByRole('button', { name: 'Скачать в Excel' }));
    await waitFor(() => expect(mockHttp.download).toHaveBeenCalledWith('salary/export.xlsx', { month: '2026-11' }));
  });
});

describe("'Ставки'", () => {
  it("lists the rates with 'Все' for any teacher or service, by name", async () => {
    renderReportsAt('/salary?view=rates');
    const table = await screen.findByRole('grid', { name: 'Ставки' });
    expect(screen.getByRole('tab', { name: 'Ставки' }).getAttribute('aria-selected')).toBe('true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Преподаватель', 'Услуга', 'Вид', 'Сумма', 'Действия']);
    await waitFor(() =>
      expect(rowTexts(table)).toEqual([
        ['Все', 'Все', 'За занятие', '1 000,00 ₽', ''],
        ['Учителева Анна Сергеевна', 'Индивидуальное занятие', 'За ученика', '350,50 ₽', ''],
      ]),
    );
  });

  it("adds a rate: the schema's message first, then POST with the amount in rubles; 'Ставка уже задана' stays in the form", async () => {
    mockHttp.post.mockRejectedValueOnce(new ApiError(409, { message: MONEY_MESSAGES.rateExists, code: 'CONFLICT' }));
    mockHttp.post.mockImplementation(async (_path: string, body: object) => ({ id: 9, ...body }));
    renderReportsAt('/salary?view=rates');
    await screen.findByRole('grid', { name: 'Ставки' });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить ставку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая ставка' });
    const amount = within(dialog).getByLabelText(/^Сумма, ₽/);
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText(MONEY_MESSAGES.rateAmount)).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Услуга' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Индивидуальное занятие' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Вид/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'За час' }));
    fireEvent.change(amount, { target: { value: '1 500,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Ставка уже задана')).toBeTruthy();
    expect(mockHttp.post).toHaveBeenCalledWith('salary/rates', { teacherId: null, serviceId: 3, kind: 'hour', amount: 1500.5 });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Ставка добавлена')).toBeTruthy();
    expect(await screen.findByText('За час')).toBeTruthy();
  });

  it('changes a rate in the dialog: PUT with what the form holds', async () => {
    mockHttp.put.mockImplementation(async (_path: string, body: object) => ({ id: 2, ...body }));
    renderReportsAt('/salary?view=rates');
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить Учителева Анна Сергеевна, Индивидуальное занятие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить ставку' });
    const amount = within(dialog).getByLabelText(/^Сумма, ₽/) as HTMLInputElement;
    expect(amount.value).toBe('350,5');
    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(mockHttp.put).toHaveBeenCalledWith('salary/rates/2', { teacherId: 7, serviceId: 3, kind: 'student', amount: 400 }),
    );
    expect(await screen.findByText('Ставка сохранена')).toBeTruthy();
  });

  it('deletes a rate after asking', async () => {
    mockHttp.delete.mockResolvedValue(RATES[0]);
    renderReportsAt('/salary?view=rates');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить Все, Все' }));
    const question = await screen.findByRole('dialog', { name: 'Подтверждение' });
    expect(question.textContent).toContain('Удалить ставку?');
    fireEvent.click(within(question).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('salary/rates/1'));
    expect(await screen.findByText('Ставка удалена')).toBeTruthy();
  });
});
