import { fireEvent, render, screen, within } from '@testing-library/react';
import { pretendScreenWidth } from '@diary/web-kit/testing';
import { AppProviders } from '../AppProviders';
import { DataTable } from '../DataTable';
import type { DataColumn } from '../table-columns';

interface Row {
  id: number;
  name: string;
  active: boolean;
  createdAt: string;
}

const columns: DataColumn<Row>[] = [
  { field: 'name', headerName: 'Имя' },
  { field: 'active', headerName: 'Активен', type: 'boolean' },
  { field: 'createdAt', headerName: 'Дата создания', type: 'date' },
];

function makeRows(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Имя ${String(i + 1).padStart(3, '0')}`,
    active: i % 2 === 0,
    createdAt: new Date(2024, 0, 1 + i).toISOString(),
  }));
}

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <AppProviders>
      <DataTable<Row> rows={makeRows(3)} columns={columns} disableVirtualization {...props} />
    </AppProviders>,
  );
}

describe('DataTable', () => {
  it('shows booleans as Да/Нет and dates as dd.mm.yyyy', () => {
    renderTable();
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('Имя 001')).toBeTruthy();
    expect(within(firstRow).getByText('Да')).toBeTruthy();
    expect(within(firstRow).getByText('01.01.2024')).toBeTruthy();
    expect(within(screen.getAllByRole('row')[2]!).getByText('Нет')).toBeTruthy();
  });

  it('pages by 100 by default, with Russian pager texts', () => {
    renderTable({ rows: makeRows(250) });
    expect(screen.getByText('1–100 из 250')).toBeTruthy();
    expect(screen.getByText('Страница 1 из 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Назад' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Вперед' }));
    expect(screen.getByText('101–200 из 250')).toBeTruthy();
    expect(screen.getByText('Имя 101')).toBeTruthy();
    expect(screen.queryByText('Имя 100')).toBeNull();
  });

  it('offers 200 rows per page (beyond the MIT grid limit) and goes back to page 1', () => {
    renderTable({ rows: makeRows(250) });
    fireEvent.click(screen.getByRole('button', { name: 'Вперед' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Строк на странице' }));
    fireEvent.click(screen.getByRole('option', { name: '200' }));
    expect(screen.getByText('1–200 из 250')).toBeTruthy();
    expect(screen.getByText('Страница 1 из 2')).toBeTruthy();
    expect(screen.getByText('Имя 200')).toBeTruthy();
  });

  it('sorts on a header click: ascending, then descending', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Дата создания/ });
    fireEvent.click(header);
    fireEvent.click(header);
    expect(within(screen.getAllByRole('row')[1]!).getByText('Имя 003')).toBeTruthy();
    fireEvent.click(header);
    expect(within(screen.getAllByRole('row')[1]!).getByText('Имя 001')).toBeTruthy();
  });

  it('shows the empty text', () => {
    renderTable({ rows: [], emptyText: 'Пусто здесь' });
    expect(screen.getByText('Пусто здесь')).toBeTruthy();
    expect(screen.getByText('0–0 из 0')).toBeTruthy();
  });

  it("shows 'Нет данных' by default when empty", () => {
    renderTable({ rows: [] });
    expect(screen.getByText('Нет данных')).toBeTruthy();
  });

  it("shows the error with 'Повторить'", () => {
    const onRetry = jest.fn();
    renderTable({ error: 'Не удалось загрузить', onRetry });
    expect(screen.getByText('Не удалось загрузить')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('in server mode shows the given page and reports paging and sorting to the caller', () => {
    const onPaginationModelChange = jest.fn();
    const onSortModelChange = jest.fn();
    renderTable({
      rows: makeRows(2),
      server: {
        rowCount: 450,
        paginationModel: { page: 1, pageSize: 200 },
        onPaginationModelChange,
        sortModel: [],
        onSortModelChange,
      },
    });
    expect(screen.getByText('201–400 из 450')).toBeTruthy();
    expect(screen.getByText('Страница 2 из 3')).toBeTruthy();
    expect(screen.getByText('Имя 002')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вперед' }));
    expect(onPaginationModelChange).toHaveBeenCalledWith({ page: 2, pageSize: 200 });
    fireEvent.click(screen.getByRole('columnheader', { name: /Имя/ }));
    expect(onSortModelChange.mock.calls[0]![0]).toEqual([{ field: 'name', sort: 'asc' }]);
  });
});

describe('DataTable on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = pretendScreenWidth(375);
  });
  afterEach(() => restore());

  const withActions: DataColumn<Row>[] = [
    ...columns,
    { field: 'note', headerName: 'Заметка', value: () => '' },
    { field: 'actions', headerName: 'Действия', type: 'actions', render: (row) => <button type="button">Изменить {row.name}</button> },
  ];

  it('with phoneCards, is a list of cards: each column’s name beside its value, empty ones left out, the actions last', () => {
    renderTable({ phoneCards: true, columns: withActions, 'aria-label': 'Люди' });
    expect(screen.queryByRole('grid')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Люди' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toBe('ИмяИмя 001АктивенДаДата создания01.01.2024Изменить Имя 001');
    expect(within(cards[1]!).getByRole('button', { name: 'Изменить Имя 002' })).toBeTruthy();
    expect(screen.getByText('1–3 из 3')).toBeTruthy();
  });

  it('with phoneCards and no rows, shows the empty text', () => {
    renderTable({ phoneCards: true, rows: [], emptyText: 'Пусто здесь' });
    expect(screen.getByText('Пусто здесь')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('without phoneCards, stays a grid', () => {
    renderTable();
    expect(screen.getByRole('grid')).toBeTruthy();
  });
});
