import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeAutoObservable } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../AppProviders';
import type { Confirm } from '../store-deps';
import type { DataColumn } from '../../table-columns';
import { WholeList } from '../WholeList';
import { SearchListPage, type EditDeleteHandlers } from '../SearchListPage';

interface Item {
  id: number;
  name: string;
}

class FakeStore {
  readonly list = new WholeList<Item>();
  search = '';
  removed: Item[] = [];

  constructor(private readonly rows: () => Promise<Item[]>) {
    makeAutoObservable(this, { list: false });
  }

  get filtered() {
    return this.list.items.filter((item) => item.name.toLowerCase().includes(this.search.toLowerCase()));
  }

  setSearch(value: string) {
    this.search = value;
  }

  async load() {
    await this.list.load(this.rows, () => 'Ошибка загрузки');
  }

  async remove(item: Item, confirm: Confirm) {
    if (!(await confirm(`Удалить "${item.name}"?`))) return false;
    this.removed.push(item);
    return true;
  }
}

function columns(_store: FakeStore, { onEdit, onDelete }: EditDeleteHandlers<Item>): DataColumn<Item>[] {
  return [
    { field: 'name', headerName: 'Название' },
    {
      field: 'actions',
      headerName: 'Действия',
      type: 'actions',
      render: (item) => (
        <>
          <button onClick={() => onEdit(item)}>Изменить {item.name}</button>
          <button onClick={() => onDelete(item)}>Удалить {item.name}</button>
        </>
      ),
    },
  ];
}

function renderPage(store: FakeStore, canAdd = true, path = '/admin/subjects') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <SearchListPage
          store={store}
          title="Предметы"
          addLabel="Добавить предмет"
          canAdd={canAdd}
          emptyText="Нет предметов"
          columns={columns}
          renderForm={(item, close) => (
            <div role="dialog" aria-label={item ? `Правка ${item.name}` : 'Новый'}>
              <button onClick={close}>Закрыть</button>
            </div>
          )}
        />
      </MemoryRouter>
    </AppProviders>,
  );
}

const physics = { id: 1, name: 'Физика' };
const chemistry = { id: 2, name: 'Химия' };

describe('SearchListPage', () => {
  it('loads the list under its heading and searches it; an empty search result is not the empty list', async () => {
    renderPage(new FakeStore(async () => [physics, chemistry]));
    expect(await screen.findByText('Физика')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Предметы' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Название' }), { target: { value: 'хим' } });
    expect(screen.queryByText('Физика')).toBeNull();
    expect(screen.getByText('Химия')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Название' }), { target: { value: 'био' } });
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
  });

  it('when the address holds a search (a reload, a shared link), then the list opens searched', async () => {
    renderPage(new FakeStore(async () => [physics, chemistry]), true, '/admin/subjects?q=%D1%85%D0%B8%D0%BC');
    expect(await screen.findByText('Химия')).toBeTruthy();
    expect(screen.queryByText('Физика')).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Название' }) as HTMLInputElement).value).toBe('хим');
  });

  it('says the empty text when there is nothing, and offers no add button unless allowed', async () => {
    renderPage(new FakeStore(async () => []), false);
    expect(await screen.findByText('Нет предметов')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить предмет' })).toBeNull();
  });

  it('opens the form empty to add, filled from the row to edit, and closes it', async () => {
    renderPage(new FakeStore(async () => [physics]));
    await screen.findByText('Физика');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить предмет' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Новый' })).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить Физика' }));
    expect(screen.getByRole('dialog', { name: 'Правка Физика' })).toBeTruthy();
  });

  it('asks before deleting', async () => {
    const store = new FakeStore(async () => [physics]);
    renderPage(store);
    await screen.findByText('Физика');
    fireEvent.click(screen.getByRole('button', { name: 'Удалить Физика' }));
    expect(await screen.findByText('Удалить "Физика"?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(store.removed).toEqual([physics]));
  });

  it('shows the load error and retries', async () => {
    const rows = jest.fn<Promise<Item[]>, []>().mockRejectedValueOnce(new Error('network')).mockResolvedValue([physics]);
    renderPage(new FakeStore(rows));
    expect(await screen.findByText('Ошибка загрузки')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Физика')).toBeTruthy();
  });
});
