import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Service } from '@diary/common';
import { renderSettings, rowOf } from '../../shared/__tests__/render-settings';
import { mockHttp, mockViewer, resetSession } from '../../shared/__tests__/session-double';
import { makeGroupType, makeService, plainSpaces } from '../../shared/__tests__/fakes';

jest.mock('mf_auth/session', () =>
  jest.requireActual<typeof import('../../shared/__tests__/session-double')>('../../shared/__tests__/session-double').sessionModule(),
);

const group = makeGroupType({ id: 1, name: 'Групповое' });
const chemistry = makeService({ id: 21, name: 'Химия', groupType: group, group_type_id: 1, duration_minutes: 90, price: 1500 });
const trial = makeService({ id: 22, name: 'Пробное', groupType: null, duration_minutes: 45, price: 500 });
const oldOne = makeService({ id: 23, name: 'Старая услуга', groupType: group, duration_minutes: 120, isArchived: true });

function serve(active: Service[], archived: Service[]) {
  mockHttp.get.mockImplementation(async (path: string, query?: { isArchived: number }) => {
    if (path === 'services') return query?.isArchived ? archived : active;
    if (path === 'group-types') return [group];
    throw new Error(path);
  });
}

beforeEach(() => {
  resetSession();
  serve([chemistry, trial], [oldOne]);
});

describe("services screen 'Услуги'", () => {
  it('lists the services with group type, duration in hours and minutes and price in roubles', async () => {
    renderSettings('/services');
    expect(await screen.findByText('Химия')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Услуги' })).toBeTruthy();
    const row = rowOf('Химия');
    expect(within(row).getByText('Групповое')).toBeTruthy();
    expect(within(row).getByText('1 ч 30 мин')).toBeTruthy();
    expect(plainSpaces(row.textContent)).toContain('1 500,00 ₽');
    expect(within(rowOf('Пробное')).getByText('Не указан')).toBeTruthy();
    expect(within(rowOf('Пробное')).getByText('45 мин')).toBeTruthy();
    expect(screen.queryByText('Старая услуга')).toBeNull();
    for (const header of ['Название', 'Тип группы', 'Длительность', 'Стоимость', 'Дата создания', 'Действия']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
  });

  it('gives a MODERATOR the list without adding, export, editing or archiving', async () => {
    mockViewer.role = 'MODERATOR';
    renderSettings('/services');
    await screen.findByText('Химия');
    expect(screen.queryByRole('button', { name: 'Добавить услугу' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скачать в Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить Химия' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Архивировать Химия' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).toBeNull();
  });

  it('searches by name and by group type', async () => {
    renderSettings('/services');
    await screen.findByText('Химия');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Название' }), { target: { value: 'проб' } });
    expect(screen.queryByText('Химия')).toBeNull();
    expect(screen.getByText('Пробное')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Название' }), { target: { value: '' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Тип группы' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Групповое' }));
    await waitFor(() => expect(screen.queryByText('Пробное')).toBeNull());
    expect(screen.getByText('Химия')).toBeTruthy();
  });

  it('archives after the confirmation, then restores from the archive tab', async () => {
    mockHttp.delete.mockResolvedValue({});
    mockHttp.post.mockResolvedValue({});
    renderSettings('/services');
    await screen.findByText('Химия');
    fireEvent.click(within(rowOf('Химия')).getByRole('button', { name: 'Архивировать Химия' }));
    expect(await screen.findByText('Вы действительно хотите архивировать услугу "Химия"?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('services/21'));
    expect(await screen.findByText('Услуга архивирована')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Химия')).toBeNull());
    // the confirmation hides the page from the accessibility tree until it has closed
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(await screen.findByText('Химия')).toBeTruthy();
    expect(screen.getByText('Старая услуга')).toBeTruthy();
    expect(within(rowOf('Старая услуга')).queryByRole('button', { name: 'Изменить Старая услуга' })).toBeNull();
    fireEvent.click(within(rowOf('Химия')).getByRole('button', { name: 'Восстановить Химия' }));
    await waitFor(() => expect(mockHttp.post).toHaveBeenCalledWith('services/21/restore'));
    expect(await screen.findByText('Услуга восстановлена')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Химия')).toBeNull());
  });

  it('creates a service through the modal', async () => {
    mockHttp.post.mockResolvedValue({ ...chemistry, id: 30, name: 'Физика' });
    renderSettings('/services');
    await screen.findByText('Химия');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить услугу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Создать услугу' });
    fireEvent.change(within(dialog).getByLabelText(/^Название услуги/), { target: { value: 'Физика' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Тип группы/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Групповое' }));
    fireEvent.change(within(dialog).getByLabelText(/^Длительность \(мин\)/), { target: { value: '60' } });
    fireEvent.change(within(dialog).getByLabelText(/^Стоимость \(руб\.\)/), { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать услугу' }));
    await waitFor(() =>
      expect(mockHttp.post).toHaveBeenCalledWith('services', { name: 'Физика', group_type_id: 1, duration_minutes: 60, price: 1200 }),
    );
    expect(await screen.findByText('Услуга создана')).toBeTruthy();
  });

  it('opens the edit form filled from the row', async () => {
    renderSettings('/services');
    await screen.findByText('Химия');
    fireEvent.click(within(rowOf('Химия')).getByRole('button', { name: 'Изменить Химия' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактировать услугу' });
    expect((within(dialog).getByLabelText(/^Название услуги/) as HTMLInputElement).value).toBe('Химия');
    expect(within(dialog).getByRole('button', { name: 'Сохранить изменения' })).toBeTruthy();
    expect(mockHttp.get).toHaveBeenCalledWith('group-types');
  });

  it('shows the error state and retries', async () => {
    mockHttp.get.mockRejectedValueOnce(new Error('network'));
    renderSettings('/services');
    expect(await screen.findAllByText('Ошибка загрузки услуг')).not.toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Химия')).toBeTruthy();
  });

  it('tells an empty archive apart', async () => {
    serve([chemistry], []);
    renderSettings('/services');
    await screen.findByText('Химия');
    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(await screen.findByText('В архиве нет услуг')).toBeTruthy();
  });
});
