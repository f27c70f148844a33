import { PagedList, type PageAnswer, type PageWindow } from '../PagedList';
import { deferred } from '../../../testing';

type Row = { id: number };

function makeList(fetchPage: (w: PageWindow<string>) => Promise<PageAnswer<Row>>) {
  return new PagedList<Row>({
    fetchPage,
    failure: () => 'Не удалось загрузить',
    sortFields: { createdAt: 'createdAt', summaryPoints: 'points' },
    initialSort: [{ field: 'createdAt', sort: 'desc' }],
  });
}

describe('PagedList', () => {
  it('when it loads, then it asks for page 1 of 100 in the initial order', async () => {
    const fetchPage = jest.fn(async () => ({ items: [{ id: 1 }], total: 1 }));
    const list = makeList(fetchPage);
    await list.load();
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, limit: 100, sort: 'createdAt', order: 'desc' });
    expect(list.items).toEqual([{ id: 1 }]);
    expect(list.total).toBe(1);
    expect(list.loaded).toBe(true);
  });

  it('when a column is sorted, then the API gets its sort name and the list goes back to page 1', async () => {
    const fetchPage = jest.fn(async () => ({ items: [{ id: 1 }], total: 500 }));
    const list = makeList(fetchPage);
    list.setPagination({ page: 3, pageSize: 50 });
    await Promise.resolve();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 4, limit: 50, sort: 'createdAt', order: 'desc' });
    list.setSort([{ field: 'summaryPoints', sort: 'asc' }]);
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 50, sort: 'points', order: 'asc' });
    expect(list.isSortable('summaryPoints')).toBe(true);
    expect(list.isSortable('notes')).toBe(false);
  });

  it('when a column the API cannot sort is asked for, then no sort is sent', () => {
    const fetchPage = jest.fn(async () => ({ items: [], total: 0 }));
    const list = makeList(fetchPage);
    list.setSort([{ field: 'notes', sort: 'asc' }]);
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 100 });
  });

  it('when an older answer arrives after a newer one, then it is dropped', async () => {
    const first = deferred<PageAnswer<Row>>();
    const second = deferred<PageAnswer<Row>>();
    const fetchPage = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const list = makeList(fetchPage);
    const a = list.load();
    const b = list.load();
    second.resolve({ items: [{ id: 2 }], total: 1 });
    await b;
    first.resolve({ items: [{ id: 1 }], total: 1 });
    await a;
    expect(list.items).toEqual([{ id: 2 }]);
    expect(list.isLoading).toBe(false);
  });

  it('when the page emptied under it, then it shows the last page there is', async () => {
    const fetchPage = jest.fn(async (w: PageWindow<string>) =>
      w.page === 3 ? { items: [], total: 100 } : { items: [{ id: 9 }], total: 100 },
    );
    const list = makeList(fetchPage);
    list.setPagination({ page: 2, pageSize: 50 });
    await new Promise((r) => setTimeout(r, 0));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(list.pagination.page).toBe(1);
    expect(list.items).toEqual([{ id: 9 }]);
  });

  it('when the load fails, then the error is kept and the rows stay', async () => {
    const fetchPage = jest
      .fn()
      .mockResolvedValueOnce({ items: [{ id: 1 }], total: 1 })
      .mockRejectedValueOnce(new Error('offline'));
    const list = makeList(fetchPage);
    await list.load();
    expect(await list.load()).toBe(false);
    expect(list.error).toBe('Не удалось загрузить');
    expect(list.items).toEqual([{ id: 1 }]);
  });

  it('when a row is removed, then it leaves the page and the total', async () => {
    const list = makeList(async () => ({ items: [{ id: 1 }, { id: 2 }], total: 2 }));
    await list.load();
    list.remove(1);
    list.remove(99);
    expect(list.items).toEqual([{ id: 2 }]);
    expect(list.total).toBe(1);
  });
});
