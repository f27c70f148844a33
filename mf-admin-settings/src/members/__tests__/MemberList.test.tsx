import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@diary/common';
import { renderSettings, rowOf } from '../../shared/__tests__/render-settings';
import { mockHttp, mockViewer, resetSession } from '../../shared/__tests__/session-double';
import { makeUser } from './factories';

jest.mock('mf_auth/session', () =>
  jest.requireActual<typeof import('../../shared/__tests__/session-double')>('../../shared/__tests__/session-double').sessionModule(),
);

const me = makeUser({ id: 1, second_name: 'Админов', username: 'admin', roleValues: ['ADMIN'] });
const boss = makeUser({ id: 2, second_name: 'Главный', username: 'boss', roleValues: ['MODERATOR', 'ADMIN'] });
const pupil = makeUser({ id: 3, second_name: 'Учеников', username: 'pupil', roleValues: ['STUDENT'] });

function serve(users: User[]) {
  mockHttp.get.mockImplementation(async (path: string) => {
    if (path === 'users') return { items: users, total: users.length };
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
    expect(mockHttp.get).toHaveBeenCalledWith('users', { page: 1, limit: -1, banned: 0 });
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

  it('filters on the last name', async () => {
    renderSettings('/members');
    await screen.findByText('Главный');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Фамилия' }), { target: { value: 'учен' } });
    expect(screen.queryByText('Главный')).toBeNull();
    expect(screen.getByText('Учеников')).toBeTruthy();
    expect(screen.getByText('1–1 из 1')).toBeTruthy();
  });

  it('asks twice before deleting a Суперадмин, then removes the row', async () => {
    mockHttp.delete.mockResolvedValue({});
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
    await waitFor(() => expect(screen.queryByText('Главный')).toBeNull());
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
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Главный')).toBeTruthy();
  });
});

describe('users archive (archive/members)', () => {
  it('lists banned users without adding, editing or banning', async () => {
    serve([pupil]);
    renderSettings('/archive/members');
    expect(await screen.findByText('Учеников')).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('users', { page: 1, limit: -1, banned: 1 });
    expect(screen.queryByRole('button', { name: 'Добавить пользователя' })).toBeNull();
    expect(within(rowOf('Учеников')).queryByRole('button', { name: 'Изменить pupil' })).toBeNull();
    expect(within(rowOf('Учеников')).queryByRole('button', { name: 'Заблокировать pupil' })).toBeNull();
    expect(within(rowOf('Учеников')).getByRole('button', { name: 'Удалить pupil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать в Excel' })).toBeTruthy();
  });
});
