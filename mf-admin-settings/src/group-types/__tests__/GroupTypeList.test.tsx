import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'mf_auth/session';
import { renderSettings, rowOf } from '../../shared/__tests__/render-settings';
import { mockHttp, mockViewer, resetSession } from '../../shared/__tests__/session-double';
import { makeGroupType } from '../../shared/__tests__/fakes';

jest.mock('mf_auth/session', () =>
  jest.requireActual<typeof import('../../shared/__tests__/session-double')>('../../shared/__tests__/session-double').sessionModule(),
);

const group = makeGroupType({ id: 3, name: 'Групповое', total_places: 8, createdAt: '2024-03-10T09:00:00.000Z' });
const lecture = makeGroupType({ id: 4, name: 'Лекция', total_places: 0 });

beforeEach(() => {
  resetSession();
  mockHttp.get.mockResolvedValue([group, lecture]);
});

describe("group types page 'Типы групп'", () => {
  it("lists the types; 0 places reads 'Неограниченно'", async () => {
    renderSettings('/group-types');
    expect(await screen.findByText('Групповое')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Типы групп' })).toBeTruthy();
    expect(within(rowOf('Групповое')).getByText('8')).toBeTruthy();
    expect(within(rowOf('Групповое')).getByText('10.03.2024')).toBeTruthy();
    expect(within(rowOf('Лекция')).getByText('Неограниченно')).toBeTruthy();
    for (const header of ['ID', 'Название', 'Всего мест', 'Дата создания', 'Действия']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
  });

  it('searches by name', async () => {
    renderSettings('/group-types');
    await screen.findByText('Групповое');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Название' }), { target: { value: 'лек' } });
    expect(screen.queryByText('Групповое')).toBeNull();
    expect(screen.getByText('Лекция')).toBeTruthy();
  });

  it('offers a MODERATOR the list only', async () => {
    mockViewer.role = 'MODERATOR';
    renderSettings('/group-types');
    await screen.findByText('Групповое');
    expect(screen.queryByRole('button', { name: 'Добавить тип занятия' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить Групповое' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить Групповое' })).toBeNull();
  });

  it('creates an unlimited type', async () => {
    mockHttp.post.mockResolvedValue({ id: 5, name: 'Вебинар', total_places: 0, createdAt: '' });
    renderSettings('/group-types');
    await screen.findByText('Групповое');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить тип занятия' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить тип занятия' });
    fireEvent.change(within(dialog).getByLabelText(/^Название/), { target: { value: 'Вебинар' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Неограниченное количество учеников' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(mockHttp.post).toHaveBeenCalledWith('group-types', { name: 'Вебинар', total_places: 0 }));
    expect(await screen.findByText('Тип занятия создан')).toBeTruthy();
  });

  it('edits a type through PATCH', async () => {
    mockHttp.patch.mockResolvedValue({ ...group, total_places: 12 });
    renderSettings('/group-types');
    await screen.findByText('Групповое');
    fireEvent.click(within(rowOf('Групповое')).getByRole('button', { name: 'Изменить Групповое' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать тип занятия' });
    fireEvent.change(within(dialog).getByLabelText(/^Количество мест/), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(mockHttp.patch).toHaveBeenCalledWith('group-types/3', { name: 'Групповое', total_places: 12 }));
    expect(await screen.findByText('Тип занятия обновлен')).toBeTruthy();
  });

  it("asks before deleting, and shows the server's reason when the type is in use", async () => {
    mockHttp.delete.mockRejectedValue(new ApiError(409, { message: 'Тип занятия используется', code: 'CONFLICT' }));
    renderSettings('/group-types');
    await screen.findByText('Групповое');
    fireEvent.click(within(rowOf('Групповое')).getByRole('button', { name: 'Удалить Групповое' }));
    expect(await screen.findByText('Вы действительно хотите удалить тип занятия "Групповое"?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Тип занятия используется')).toBeTruthy();
    expect(screen.getByText('Групповое')).toBeTruthy();
  });

  it('shows the error state and retries', async () => {
    mockHttp.get.mockRejectedValueOnce(new Error('network'));
    renderSettings('/group-types');
    expect(await screen.findAllByText('Ошибка загрузки типов занятий')).not.toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Групповое')).toBeTruthy();
  });
});
