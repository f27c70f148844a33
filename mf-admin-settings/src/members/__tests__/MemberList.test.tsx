import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import type { User } from '@diary/common';
import { renderSettings, rowOf } from '../../shared/__tests__/render-settings';
import { mockHttp, mockViewer, resetSession } from '../../shared/__tests__/session-double';
import { makeUser, usersPage } from './factories';

jest.mock('mf_auth/session', () =>
  jest.requireActual<typeof import('../../shared/__tests__/session-double')>('../../shared/__tests__/session-double').sessionModule(),
);
jest.mock('xlsx', () => ({ ...jest.requireActual('xlsx'), writeFile: jest.fn() }));

const writeFile = XLSX.writeFile as jest.MockedFunction<typeof XLSX.writeFile>;

const me = makeUser({ id: 1, second_name: 'Админов', username: 'admin', roleValues: ['ADMIN'] });
const boss = makeUser({ id: 2, second_name: 'Главный', username: 'boss', roleValues: ['MODERATOR', 'ADMIN'] });
const pupil = makeUser({ id: 3, second_name: 'Учеников', username: 'pupil', roleValues: ['STUDENT'] });

/** The API over `users`: it filters, sorts and pages them. */
function serve(users: User[]) {
  mockHttp.get.mockImplementation(async (path: string, query?: Record<string, unknown>) => {
    if (path === 'users') return usersPage(users, query);
    if (path === 'subjects') throw new Error('offline');
    throw new Error(path);
  });
}

beforeEach(() => {
  resetSession();
  serve([me, boss, pupil]);
});

describe('users screen (members)', () => {
  it('lists active users with the role descriptions', async () => {
    renderSettings('/members');
    expect(await screen.findByText('Главный')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Пользователи' })).toBeTruthy();
    expect(within(rowOf('Главный')).getByText('Администратор, Суперадмин')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('users', { page: 1, limit: 100, banned: 0 });
  });

  it('gives an ADMIN the export and delete, but not on their own row', async () => {
    renderSettings('/members');
    await screen.findByText('Главный');
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
    expect(within(rowOf('Учеников')).getByRole('button', { name: 'Удалить pupil' })).toBeTruthy();
    expect(within(rowOf('Админов')).queryByRole('button', { name: 'Удалить admin' })).toBeNull();
    expect(within(rowOf('Админов')).queryByRole('button', { name: 'Заблокировать admin' })).toBeNull();
    expect(within(rowOf('Админов')).getByRole('button', { name: 'Изменить admin' })).toBeTruthy();
  });

  it("hides export, delete and the 'Суперадмин' role from a MODERATOR", async () => {
    mockViewer.role = 'MODERATOR';
    renderSettings('/members');
    await screen.findByText('Главный');
    expect(screen.queryByRole('button', { name: 'Скачать в Excel' })).toBeNull();
    expect(within(rowOf('Учеников')).queryByRole('button', { name: 'Удалить pupil' })).toBeNull();
    expect(within(rowOf('Учеников')).getByRole('button', { name: 'Заблокировать pupil' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить пользователя' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox', { name: 'Суперадмин' })).toBeNull();
  });

  it('filters on the last name through the API, after a pause in typing', async () => {
    renderSettings('/members');
    await screen.findByText('Главный');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Фамилия' }), { target: { value: 'учен' } });
    await waitFor(() => expect(screen.queryByText('Главный')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Учеников')).toBeTruthy();
    expect(screen.getByText('1–1 из 1')).toBeTruthy();
    expect(mockHttp.get.mock.calls.filter(([path]) => path === 'users')).toEqual([
      ['users', { page: 1, limit: 100, banned: 0 }],
      ['users', { page: 1, limit: 100, banned: 0, q: 'учен' }],
    ]);
  });

  it('filters on the role through the API', async () => {
    renderSettings('/members');
    await screen.findByText('Главный');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Роль' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ученик' }));
    await waitFor(() => expect(screen.queryByText('Главный')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Учеников')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenLastCalledWith('users', { page: 1, limit: 100, banned: 0, role: 'STUDENT' });
  });

  it('sorts on the surname through the API; patronymic and role have no sort', async () => {
    renderSettings('/members');
    await screen.findByText('Главный');
    fireEvent.click(screen.getByRole('columnheader', { name: 'Фамилия' }));
    await waitFor(() =>
      expect(mockHttp.get).toHaveBeenLastCalledWith('users', { page: 1, limit: 100, banned: 0, sort: 'second_name', order: 'asc' }),
    );
    const calls = mockHttp.get.mock.calls.length;
    fireEvent.click(screen.getByRole('columnheader', { name: 'Отчество' }));
    fireEvent.click(screen.getByRole('columnheader', { name: 'Роль' }));
    expect(mockHttp.get.mock.calls).toHaveLength(calls);
  });

  it('exports every user matching the filters, not only the page', async () => {
    const many = Array.from({ length: 1100 }, (_, i) => makeUser({ second_name: `Ученица${i}`, roleValues: ['STUDENT'] }));
    serve([me, boss, pupil, ...many]);
    renderSettings('/members');
    await screen.findByText('Главный');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Фамилия' }), { target: { value: 'учени' } });
    await waitFor(() => expect(screen.queryByText('Главный')).toBeNull(), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Скачать в Excel' }));
    await waitFor(() => expect(writeFile).toHaveBeenCalled(), { timeout: 10_000 });
    expect(mockHttp.get).toHaveBeenCalledWith('users', { page: 1, limit: 1000, banned: 0, q: 'учени' });
    expect(mockHttp.get).toHaveBeenCalledWith('users', { page: 2, limit: 1000, banned: 0, q: 'учени' });
    const [book, fileName] = writeFile.mock.calls[0]!;
    expect(fileName).toBe('Пользователи.xlsx');
    const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets.data!, { header: 1 });
    expect(table[0]).toEqual(['Имя', 'Отчество', 'Фамилия', 'Логин', 'Роль', 'Дата создания']);
    expect(table).toHaveLength(1 + 1101);
  });

  it('asks twice before deleting a Суперадмин, then removes the row', async () => {
    const users = [me, boss, pupil];
    serve(users);
    mockHttp.delete.mockImplementation(async () => users.splice(1, 1)[0]);
    renderSettings('/members');
    await screen.findByText('Главный');
    fireEvent.click(within(rowOf('Главный')).getByRole('button', { name: 'Удалить boss' }));
    expect(await screen.findByText('Вы уверены, что хотите удалить пользователя boss ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Этот пользователь является суперадмином, вы точно уверены в удалении?')).toBeTruthy();
    expect(mockHttp.delete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('users/2'));
    expect(await screen.findByText('Пользователь удален')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Главный')).toBeNull(), { timeout: 3000 });
  });

  it('opens the edit form filled from the row', async () => {
    renderSettings('/members');
    await screen.findByText('Учеников');
    fireEvent.click(within(rowOf('Учеников')).getByRole('button', { name: 'Изменить pupil' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Логин/) as HTMLInputElement).value).toBe('pupil');
    expect((within(dialog).getByLabelText(/^Пароль/) as HTMLInputElement).value).toBe('');
  });

  it('shows the error state and retries', async () => {
    mockHttp.get.mockRejectedValueOnce(new Error('network'));
    renderSettings('/members');
    expect(await screen.findByText('Не удалось загрузить пользователей')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Главный')).toBeTruthy();
  });
});

describe('users archive (archive/members)', () => {
  it('lists banned users without adding, editing or banning', async () => {
    serve([{ ...pupil, banned: true }]);
    renderSettings('/archive/members');
    expect(await screen.findByText('Учеников')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('users', { page: 1, limit: 100, banned: 1 });
    expect(screen.queryByRole('button', { name: 'Добавить пользователя' })).toBeNull();
    expect(within(rowOf('Учеников')).queryByRole('button', { name: 'Изменить pupil' })).toBeNull();
    expect(within(rowOf('Учеников')).queryByRole('button', { name: 'Заблокировать pupil' })).toBeNull();
    expect(within(rowOf('Учеников')).getByRole('button', { name: 'Удалить pupil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
  });
});
