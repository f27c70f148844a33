import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'mf_auth/session';
import { can, MONEY_MESSAGES, toIsoDate, type DebtorPage, type Payment, type PaymentPage, type Permission, type Role } from '@diary/common';
import {
  makeStudentBalance,
  plain,
  rowTexts,
  shownAddress,
  shownDate,
  STUDENTS,
  studentsRoute,
  typeDate,
  typeStudent,
} from '@diary/web-kit/testing';
import { mockReportsHttp, renderReportsAt } from '../../shared/__tests__/render-reports';

configure({ asyncUtilTimeout: 5000 });

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = mockReportsHttp();

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: { user: { id: 1 }, can: (permission: Permission) => can(mockViewer.role, permission) },
}));

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 4,
  student: { id: 21, fullName: 'Ученов Пётр Петрович' },
  amount: 1750,
  date: '2026-11-05',
  method: 'card',
  comment: 'За ноябрь',
  createdBy: { id: 3, fullName: 'Модераторова Ирина' },
  createdAt: '2026-11-05T10:00:00.000Z',
  ...overrides,
});

const DEBTORS: DebtorPage = {
  items: [
    { student: { id: 21, fullName: 'Ученов Пётр Петрович' }, balance: -1750 },
    { student: { id: 22, fullName: 'Смирнова Анна Игоревна' }, balance: -300.5 },
  ],
  total: 2,
};

let payments: (query: Record<string, unknown>) => PaymentPage;

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
  payments = () => ({ items: [payment(), payment({ id: 5, amount: 500.5, method: 'cash', comment: null, createdBy: null })], total: 2 });
  mockHttp.get.mockImplementation(async (path: string, query: Record<string, unknown>) => {
    if (path === 'payments') return payments(query);
    if (path === 'balance/debtors') return DEBTORS;
    if (path === 'balance/student/21') return makeStudentBalance();
    if (path === 'users/students') return studentsRoute(STUDENTS)(query);
    if (path === 'users/21') return { id: 21, first_name: 'Пётр', second_name: 'Ученов', last_name: 'Петрович' };
    throw new Error(`no fake for GET ${path}`);
  });
});

const renderAt = (path = '/payments') => renderReportsAt(path);
const paymentCalls = () =>
  mockHttp.get.mock.calls.filter(([path]) => path === 'payments').map(([, query]) => query as Record<string, unknown>);

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Записать оплату' }));
  return screen.findByRole('dialog', { name: 'Записать оплату' });
}

describe("/admin/payments 'Оплаты'", () => {
  it('lists the payments newest first as the API pages them, and counts the debtors', async () => {
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Оплаты' })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Оплаты' });
    await waitFor(() => expect(rowTexts(table)).toHaveLength(2));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Дата', 'Ученик', 'Сумма', 'Способ', 'Комментарий', 'Кто записал', 'Действия']);
    expect(rowTexts(table)).toEqual([
      ['05.11.2026', 'Ученов Пётр Петрович', '1 750,00 ₽', 'Карта', 'За ноябрь', 'Модераторова Ирина', ''],
      ['05.11.2026', 'Ученов Пётр Петрович', '500,50 ₽', 'Наличные', '', '—', ''],
    ]);
    expect(paymentCalls()).toEqual([{ page: 1, limit: 100 }]);
    expect(mockHttp.get).toHaveBeenCalledWith('balance/debtors', { page: 1, limit: 100 });
    expect(await screen.findByRole('tab', { name: 'Должники (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
  });

  it('lets a MODERATOR record payments, but neither delete one nor export', async () => {
    mockViewer.role = 'MODERATOR';
    renderAt();
    const table = await screen.findByRole('grid', { name: 'Оплаты' });
    await waitFor(() => expect(rowTexts(table)).toHaveLength(2));
    expect(within(table).queryByRole('columnheader', { name: 'Действия' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скачать в Excel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Записать оплату' })).toBeTruthy();
  });

  it("says 'Оплат нет' when none match, and shows a failed read with 'Повторить'", async () => {
    let fail = true;
    payments = () => {
      if (fail) throw new ApiError(403, { message: 'Недостаточно прав', code: 'FORBIDDEN' });
      return { items: [], total: 0 };
    };
    renderAt();
    expect((await screen.findByRole('alert')).textContent).toContain('Недостаточно прав');
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Оплат нет')).toBeTruthy();
  });

  it('reads the student and the period of the address, the student named by the API', async () => {
    renderAt('/payments?student=21&from=2026-11-01&to=2026-11-30');
    await screen.findByRole('grid', { name: 'Оплаты' });
    expect(paymentCalls()[0]).toEqual({ studentId: 21, from: '2026-11-01', to: '2026-11-30', page: 1, limit: 100 });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Ученик' }) as HTMLInputElement).value).toBe('Ученов Пётр Петрович'));
    expect([shownDate('С'), shownDate('По')]).toEqual(['01.11.2026', '30.11.2026']);
    typeDate('С', '10.11.2026');
    await waitFor(() => expect(paymentCalls()).toHaveLength(2));
    expect(paymentCalls()[1]).toEqual({ studentId: 21, from: '2026-11-10', to: '2026-11-30', page: 1, limit: 100 });
    expect(shownAddress()).toBe('?student=21&from=2026-11-10&to=2026-11-30');
  });

  it("records a payment: the schema's messages first, then POST with the amount in rubles; the list is read again", async () => {
    mockHttp.post.mockImplementation(async (_path: string, body: object) => ({ ...payment(), ...body, id: 9 }));
    renderAt();
    const dialog = await openForm();
    const today = toIsoDate(new Date());
    expect(shownDate('Дата')).toBe(today.split('-').reverse().join('.'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Записать' }));
    expect(await within(dialog).findByText('Выберите ученика')).toBeTruthy();
    expect(within(dialog).getByText(MONEY_MESSAGES.paymentAmount)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Сумма, ₽/), { target: { value: '12,345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Записать' }));
    expect(await within(dialog).findByText(MONEY_MESSAGES.paymentAmount)).toBeTruthy();
    typeDate('Дата', '01.01.2099');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Записать' }));
    expect(await within(dialog).findByText(MONEY_MESSAGES.paymentFuture)).toBeTruthy();
    expect(mockHttp.post).not.toHaveBeenCalled();

    typeStudent(() => within(dialog).getByRole('combobox', { name: 'Ученик' }), 'учен');
    fireEvent.click(await screen.findByRole('option', { name: 'Ученов Пётр Петрович' }));
    fireEvent.change(within(dialog).getByLabelText(/^Сумма, ₽/), { target: { value: '1 750,5' } });
    typeDate('Дата', '05.11.2026');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Способ/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Перевод' }));
    fireEvent.change(within(dialog).getByLabelText('Комментарий'), { target: { value: '  За ноябрь ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Записать' }));

    await waitFor(() =>
      expect(mockHttp.post).toHaveBeenCalledWith('payments', {
        studentId: 21,
        amount: 1750.5,
        date: '2026-11-05',
        method: 'transfer',
        comment: 'За ноябрь',
      }),
    );
    expect(await screen.findByText('Оплата записана')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(paymentCalls()).toHaveLength(2));
    expect(mockHttp.get.mock.calls.filter(([path]) => path === 'balance/debtors')).toHaveLength(2);
  });

  it("shows the server's refusal of a field on that field, and keeps the form", async () => {
    mockHttp.post.mockRejectedValue(
      new ApiError(400, {
        message: MONEY_MESSAGES.paymentFuture,
        code: 'VALIDATION',
        errors: [{ path: 'date', message: MONEY_MESSAGES.paymentFuture }],
      }),
    );
    renderAt('/payments?student=21');
    const dialog = await openForm();
    // the student the list is filtered by comes first
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: 'Ученик' }) as HTMLInputElement).value).toBe('Ученов Пётр Петрович'),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Сумма, ₽/), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Записать' }));
    const dateGroup = within(dialog).getByRole('group', { name: /^Дата/ });
    await waitFor(() => expect(dateGroup.closest('.MuiFormControl-root')!.textContent).toContain(MONEY_MESSAGES.paymentFuture));
    expect(mockHttp.post).toHaveBeenCalledWith('payments', expect.objectContaining({ studentId: 21, amount: 100, method: 'cash' }));
    expect(screen.getByRole('dialog', { name: 'Записать оплату' })).toBeTruthy();
  });

  it('deletes a payment made by mistake after asking (ADMIN)', async () => {
    mockHttp.delete.mockResolvedValue(payment());
    renderAt();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Удалить 05.11.2026 Ученов Пётр Петрович' }))[0]!);
    const question = await screen.findByRole('dialog', { name: 'Подтверждение' });
    expect(plain(question.textContent)).toContain('Удалить оплату 1 750,00 ₽ от 05.11.2026 (Ученов Пётр Петрович)?');
    fireEvent.click(within(question).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('payments/4'));
    expect(await screen.findByText('Оплата удалена')).toBeTruthy();
  });

  it('downloads the export of the period', async () => {
    mockHttp.download.mockResolvedValue(new Blob(['x']));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    renderAt('/payments?from=2026-11-01');
    await screen.findByRole('grid', { name: 'Оплаты' });
    fireEvent.click(screen.getByRole('button', { name: 'Скачать в Excel' }));
    await waitFor(() => expect(mockHttp.download).toHaveBeenCalledWith('payments/export.xlsx', { from: '2026-11-01', to: undefined }));
  });
});

describe("'Должники'", () => {
  it("lists the debtors, the largest debt first, and opens one's balance from the name", async () => {
    renderAt('/payments?view=debtors');
    const table = await screen.findByRole('grid', { name: 'Должники' });
    await waitFor(() => expect(rowTexts(table)).toHaveLength(2));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ученик', 'Баланс']);
    expect(rowTexts(table)).toEqual([
      ['Ученов Пётр Петрович', '-1 750,00 ₽'],
      ['Смирнова Анна Игоревна', '-300,50 ₽'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Баланс: Ученов Пётр Петрович' }));
    const dialog = await screen.findByRole('dialog', { name: 'Баланс ученика: Ученов Пётр' });
    expect(plain((await within(dialog).findByText(/^Долг:/)).textContent)).toBe('Долг: 1 750,00 ₽');
    expect(mockHttp.get).toHaveBeenCalledWith('balance/student/21');
    expect(shownAddress()).toBe('?view=debtors&balance=21');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownAddress()).toBe('?view=debtors');
  });

  it('says so when nobody owes', async () => {
    mockHttp.get.mockImplementation(async (path: string) => {
      if (path === 'payments') return { items: [], total: 0 };
      if (path === 'balance/debtors') return { items: [], total: 0 };
      throw new Error(`no fake for GET ${path}`);
    });
    renderAt('/payments?view=debtors');
    expect(await screen.findByText('Должников нет')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Должники (0)' })).toBeTruthy();
  });
});
