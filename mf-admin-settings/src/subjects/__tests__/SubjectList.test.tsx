import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { can, type Permission, type Role } from '@diary/common';
import { AppProviders } from '@diary/common/ui';
import SettingsRoutes from '../../expose/Routes';
import { makeSubject } from '../../shared/__tests__/fakes';

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: { user: { id: 1 }, can: (permission: Permission) => can(mockViewer.role, permission) },
}));

const physics = makeSubject({ id: 7, name: 'Физика', createdAt: '2024-02-05T12:00:00.000Z' });
const chemistry = makeSubject({ id: 8, name: 'Химия' });

function renderPage() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/subjects']}>
        <SettingsRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
  mockHttp.get.mockResolvedValue([physics, chemistry]);
});

describe("subjects page 'Предметы'", () => {
  it('lists ID, name and the creation date under its heading', async () => {
    renderPage();
    expect(await screen.findByText('Физика')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Предметы' })).toBeTruthy();
    expect(within(rowOf('Физика')).getByText('7')).toBeTruthy();
    expect(within(rowOf('Физика')).getByText('05.02.2024')).toBeTruthy();
    for (const header of ['ID', 'Название', 'Дата создания', 'Действия']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
  });

  it('searches by name', async () => {
    renderPage();
    await screen.findByText('Физика');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Название' }), { target: { value: 'хим' } });
    expect(screen.queryByText('Физика')).toBeNull();
    expect(screen.getByText('Химия')).toBeTruthy();
  });

  it('hides adding, editing and deleting from a MODERATOR', async () => {
    mockViewer.role = 'MODERATOR';
    renderPage();
    await screen.findByText('Физика');
    expect(screen.queryByRole('button', { name: 'Добавить предмет' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить Физика' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
  });

  it("refuses a blank name with 'Введите название предмета', then creates a trimmed one", async () => {
    mockHttp.post.mockResolvedValue({ id: 9, name: 'Астрономия', createdAt: '' });
    renderPage();
    await screen.findByText('Физика');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить предмет' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый предмет' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Введите название предмета')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Название предмета/), { target: { value: '  Астрономия ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(mockHttp.post).toHaveBeenCalledWith('subjects', { name: 'Астрономия' }));
    expect(await screen.findByText('Предмет сохранен')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новый предмет' })).toBeNull());
  });

  it('renames a subject through PATCH', async () => {
    mockHttp.patch.mockResolvedValue({ ...physics, name: 'Физика углубленная' });
    renderPage();
    await screen.findByText('Физика');
    fireEvent.click(within(rowOf('Физика')).getByRole('button', { name: 'Изменить Физика' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать предмет' });
    const name = within(dialog).getByLabelText(/^Название предмета/) as HTMLInputElement;
    expect(name.value).toBe('Физика');
    fireEvent.change(name, { target: { value: 'Физика углубленная' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(mockHttp.patch).toHaveBeenCalledWith('subjects/7', { name: 'Физика углубленная' }));
  });

  it('asks before deleting, then removes the row', async () => {
    mockHttp.delete.mockResolvedValue({});
    renderPage();
    await screen.findByText('Физика');
    fireEvent.click(within(rowOf('Физика')).getByRole('button', { name: 'Удалить Физика' }));
    expect(await screen.findByText('Вы действительно хотите удалить предмет "Физика"?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('subjects/7'));
    expect(await screen.findByText('Предмет удален')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Физика')).toBeNull());
  });

  it('shows the error state and retries', async () => {
    mockHttp.get.mockRejectedValueOnce(new Error('network'));
    renderPage();
    expect(await screen.findAllByText('Ошибка загрузки предметов')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Физика')).toBeTruthy();
  });

  it('says so when there are no subjects', async () => {
    mockHttp.get.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('Нет предметов')).toBeTruthy();
  });
});
