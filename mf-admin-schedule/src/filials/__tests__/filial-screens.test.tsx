import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { can, type Cabinet, type Filial, type Permission, type Role } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { ApiError } from 'mf_auth/session';
import ScheduleRoutes from '../../expose/Routes';
import { makeCabinet, makeFilial } from '../../shared/__tests__/fakes';

const mockViewer: { role: Role } = { role: 'ADMIN' };
const mockHttp = { get: jest.fn(), post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn() };

jest.mock('mf_auth/session', () => ({
  ...jest.requireActual('mf_auth/session'),
  get http() {
    return mockHttp;
  },
  session: { user: { id: 1 }, can: (permission: Permission) => can(mockViewer.role, permission) },
}));

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ScheduleRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const cardOf = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  jest.clearAllMocks();
  mockViewer.role = 'ADMIN';
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

describe("'Филиалы': 'Активные' / 'Архив'", () => {
  const centre = makeFilial({ id: 1, name: 'Центральный' });
  const old = makeFilial({ id: 2, name: 'Старый', isArchived: true, active: false });

  function serve(active: Filial[], archived: Filial[] | Error) {
    mockHttp.get.mockImplementation(async (path: string) => {
      if (path === 'filials') return active;
      if (path === 'filials/archived') {
        if (archived instanceof Error) throw archived;
        return archived;
      }
      throw new Error(`no fake for GET ${path}`);
    });
  }

  it("the archive tab shows 'Архивирован', 'Восстановить' and 'Удалить навсегда' instead of edit and archive", async () => {
    serve([centre], [old]);
    renderAt('/filials');
    expect(await screen.findByText('Центральный')).toBeTruthy();
    expect(screen.queryByText('Старый')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Активные', selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(await screen.findByText('Старый')).toBeTruthy();
    expect(screen.queryByText('Центральный')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Статус' })).toBeTruthy();
    const row = rowOf('Старый');
    expect(within(row).getByText('Архивирован')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Восстановить Старый' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Удалить навсегда Старый' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Просмотр Старый' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Изменить Старый' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Архивировать Старый' })).toBeNull();
  });

  it('archives from the active tab, then restores from the archive tab', async () => {
    serve([centre], []);
    mockHttp.delete.mockResolvedValue({});
    mockHttp.post.mockResolvedValue({});
    renderAt('/filials');
    await screen.findByText('Центральный');
    fireEvent.click(within(rowOf('Центральный')).getByRole('button', { name: 'Архивировать Центральный' }));
    expect(await screen.findByText('Вы действительно хотите архивировать филиал "Центральный"?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('filials/1/archive'));
    await waitFor(() => expect(screen.queryByText('Центральный')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Нет филиалов')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    fireEvent.click(within(rowOf('Центральный')).getByRole('button', { name: 'Восстановить Центральный' }));
    await waitFor(() => expect(mockHttp.post).toHaveBeenCalledWith('filials/1/restore'));
    expect(await screen.findByText('В архиве нет филиалов')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Активные' }));
    expect(await screen.findByText('Центральный')).toBeTruthy();
  });

  it('deletes for good only after the confirmation', async () => {
    serve([centre], [old]);
    mockHttp.delete.mockResolvedValue({});
    renderAt('/filials');
    await screen.findByText('Центральный');
    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    fireEvent.click(within(rowOf('Старый')).getByRole('button', { name: 'Удалить навсегда Старый' }));
    expect(await screen.findByText('Вы действительно хотите удалить филиал "Старый"? Это действие нельзя отменить.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockHttp.delete).not.toHaveBeenCalled();

    fireEvent.click(within(rowOf('Старый')).getByRole('button', { name: 'Удалить навсегда Старый' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('filials/2/force'));
    expect(await screen.findByText('В архиве нет филиалов')).toBeTruthy();
  });

  it('a MODERATOR reads the archive without restore or delete', async () => {
    mockViewer.role = 'MODERATOR';
    serve([centre], [old]);
    renderAt('/filials');
    await screen.findByText('Центральный');
    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(await screen.findByText('Старый')).toBeTruthy();
    expect(within(rowOf('Старый')).getByText('Архивирован')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Восстановить Старый' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить навсегда Старый' })).toBeNull();
  });

  it('a failed archive load is the error state of that tab, with a retry', async () => {
    serve([centre], new Error('network'));
    renderAt('/filials');
    await screen.findByText('Центральный');
    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(await screen.findAllByText('Ошибка загрузки филиалов')).not.toHaveLength(0);
    serve([centre], [old]);
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Старый')).toBeTruthy();
  });
});

describe("branch page: 'Кабинеты филиала' with 'Активные' / 'Архив'", () => {
  const filial = makeFilial({ id: 1, name: 'Центральный' });
  const hall = makeCabinet({ id: 11, name: 'Большой зал', quantity: 12 });
  const small = makeCabinet({ id: 12, name: 'Малый', quantity: 3 });
  const basement = makeCabinet({ id: 13, name: 'Подвал', quantity: 5, isArchived: true });

  function serve(active: Cabinet[], archived: Cabinet[] | Error) {
    mockHttp.get.mockImplementation(async (path: string, query?: { isArchived?: boolean; filialId?: number }) => {
      if (path === 'filials/1') return filial;
      if (path === 'cabinets/filial/1') return active;
      if (path === 'cabinets' && query?.isArchived && query.filialId === 1) {
        if (archived instanceof Error) throw archived;
        return archived;
      }
      throw new Error(`no fake for GET ${path}`);
    });
  }

  it("an archived branch is marked 'Архивирован' and takes no new cabinets", async () => {
    serve([hall], []);
    renderAt('/filials/1');
    expect(await screen.findByText('Большой зал')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить кабинет +' })).toBeTruthy();
    cleanup();
    mockHttp.get.mockImplementation(async (path: string) => {
      if (path === 'filials/1') return { ...filial, isArchived: true };
      if (path === 'cabinets/filial/1') return [hall];
      return [];
    });
    renderAt('/filials/1');
    expect(await screen.findByText('Большой зал')).toBeTruthy();
    expect(screen.getByText('Архивирован')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить кабинет +' })).toBeNull();
  });

  it('the archive icon archives after the confirmation; the cabinet is then in the archive and can be restored', async () => {
    serve([hall, small], []);
    mockHttp.delete.mockResolvedValue({});
    mockHttp.post.mockResolvedValue({});
    renderAt('/filials/1');
    expect(await screen.findByText('Большой зал')).toBeTruthy();
    expect(screen.getByText('Всего: 2 кабинета')).toBeTruthy();

    fireEvent.click(within(cardOf('Большой зал')).getByRole('button', { name: 'Архивировать Большой зал' }));
    expect(await screen.findByText('Вы действительно хотите архивировать кабинет "Большой зал"?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('cabinets/11/archive'));
    await waitFor(() => expect(screen.queryByText('Большой зал')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Всего: 1 кабинет')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(await screen.findByText('Большой зал')).toBeTruthy();
    expect(screen.getByText('В архиве: 1 кабинет')).toBeTruthy();
    const card = cardOf('Большой зал');
    expect(within(card).getByText('Архивирован')).toBeTruthy();
    expect(within(card).getByText('Вместимость: 12 мест')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Восстановить Большой зал' }));
    await waitFor(() => expect(mockHttp.post).toHaveBeenCalledWith('cabinets/11/restore'));
    expect(await screen.findByText('В архиве нет кабинетов')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Активные' }));
    expect(await screen.findByText('Большой зал')).toBeTruthy();
    expect(screen.getByText('Всего: 2 кабинета')).toBeTruthy();
  });

  it("an active card's delete icon deletes the cabinet for good after the documented confirmation", async () => {
    serve([hall, small], []);
    mockHttp.delete.mockResolvedValue({});
    renderAt('/filials/1');
    expect(await screen.findByText('Большой зал')).toBeTruthy();
    fireEvent.click(within(cardOf('Большой зал')).getByRole('button', { name: 'Удалить Большой зал' }));
    expect(await screen.findByText('Вы действительно хотите удалить кабинет "Большой зал"? Это действие нельзя отменить.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenCalledWith('cabinets/11/force'));
    await waitFor(() => expect(screen.queryByText('Большой зал')).toBeNull());
    expect(screen.getByText('Всего: 1 кабинет')).toBeTruthy();
  });

  it("an archived cabinet is deleted for good after the documented confirmation; the API's refusal is shown", async () => {
    serve([hall], [basement]);
    mockHttp.delete.mockRejectedValueOnce(
      new ApiError(409, { message: 'Нельзя удалить кабинет: в нём есть занятия (в том числе в архиве)', code: 'CONFLICT' }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/filials/1');
    await screen.findByText('Большой зал');
    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    fireEvent.click(within(cardOf('Подвал')).getByRole('button', { name: 'Удалить навсегда Подвал' }));
    expect(await screen.findByText('Вы действительно хотите удалить кабинет "Подвал"? Это действие нельзя отменить.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Нельзя удалить кабинет: в нём есть занятия (в том числе в архиве)')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardOf('Подвал')).toBeTruthy();

    mockHttp.delete.mockResolvedValueOnce({});
    fireEvent.click(within(cardOf('Подвал')).getByRole('button', { name: 'Удалить навсегда Подвал' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(mockHttp.delete).toHaveBeenLastCalledWith('cabinets/13/force'));
    expect(await screen.findByText('В архиве нет кабинетов')).toBeTruthy();
  });

  it('a failed archive load: the error state in that tab, and its retry', async () => {
    serve([hall], new Error('network'));
    renderAt('/filials/1');
    await screen.findByText('Большой зал');
    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(await screen.findByText('Ошибка загрузки кабинетов')).toBeTruthy();
    serve([hall], [basement]);
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Подвал')).toBeTruthy();
  });

  it('a MODERATOR archives and restores cabinets but is offered no delete for good (an ADMIN’s, cabinets.delete)', async () => {
    mockViewer.role = 'MODERATOR';
    serve([hall], [basement]);
    renderAt('/filials/1');
    await screen.findByText('Большой зал');
    expect(within(cardOf('Большой зал')).getByRole('button', { name: 'Архивировать Большой зал' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить Большой зал' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(await screen.findByText('Подвал')).toBeTruthy();
    expect(within(cardOf('Подвал')).getByRole('button', { name: 'Восстановить Подвал' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Удалить навсегда Подвал' })).toBeNull();
  });

  it('without the cabinets right (a TEACHER) the cards of either tab have no actions', async () => {
    mockViewer.role = 'TEACHER';
    serve([hall], [basement]);
    renderAt('/filials/1');
    await screen.findByText('Большой зал');
    expect(screen.queryByRole('button', { name: 'Архивировать Большой зал' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить кабинет +' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Архив' }));
    expect(await screen.findByText('Подвал')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Восстановить Подвал' })).toBeNull();
  });
});
