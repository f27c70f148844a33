import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSettings, rowOf } from '../../shared/__tests__/render-settings';
import { mockHttp, mockViewer, resetSession } from '../../shared/__tests__/session-double';
import { makeSubject } from '../../shared/__tests__/fakes';

jest.mock('mf_auth/session', () =>
  jest.requireActual<typeof import('../../shared/__tests__/session-double')>('../../shared/__tests__/session-double').sessionModule(),
);

const physics = makeSubject({ id: 7, name: 'Физика', createdAt: '2024-02-05T12:00:00.000Z' });
const chemistry = makeSubject({ id: 8, name: 'Химия' });

beforeEach(() => {
  resetSession();
  mockHttp.get.mockResolvedValue([physics, chemistry]);
});

describe("subjects page 'Предметы'", () => {
  it('lists ID, name and the creation date under its heading', async () => {
    renderSettings('/subjects');
    expect(await screen.findByText('Физика')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Предметы' })).toBeTruthy();
    expect(within(rowOf('Физика')).getByText('7')).toBeTruthy();
    expect(within(rowOf('Физика')).getByText('05.02.2024')).toBeTruthy();
    for (const header of ['ID', 'Название', 'Дата создания', 'Действия']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
  });

  it('searches by name', async () => {
    renderSettings('/subjects');
    await screen.findByText('Физика');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Название' }), { target: { value: 'хим' } });
    expect(screen.queryByText('Физика')).toBeNull();
    expect(screen.getByText('Химия')).toBeTruthy();
  });

  it('hides adding, editing and deleting from a MODERATOR', async () => {
    mockViewer.role = 'MODERATOR';
    renderSettings('/subjects');
    await screen.findByText('Физика');
    expect(screen.queryByRole('button', { name: 'Добавить предмет' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить Физика' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
  });

  it("refuses a blank name with 'Введите название предмета', then creates a trimmed one", async () => {
    mockHttp.post.mockResolvedValue({ id: 9, name: 'Астрономия', createdAt: '' });
    renderSettings('/subjects');
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
    renderSettings('/subjects');
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
    renderSettings('/subjects');
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
    renderSettings('/subjects');
    expect(await screen.findAllByText('Ошибка загрузки предметов')).not.toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Физика')).toBeTruthy();
  });

  it('says so when there are no subjects', async () => {
    mockHttp.get.mockResolvedValue([]);
    renderSettings('/subjects');
    expect(await screen.findByText('Нет предметов')).toBeTruthy();
  });
});
