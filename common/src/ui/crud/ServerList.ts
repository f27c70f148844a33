import { makeAutoObservable, runInAction } from 'mobx';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { DEFAULT_TABLE_PAGE_SIZE } from '../../constants/domain';

/** One page as the API is asked for it: page from 1, and the API's sort name when there is one. */
export interface PageWindow<S extends string> {
  page: number;
  limit: number;
  sort?: S;
  order?: 'asc' | 'desc';
}

export interface PageAnswer<T> {
  items: T[];
  total: number;
}

export interface ServerListOptions<T, S extends string> {
  fetchPage: (window: PageWindow<S>) => Promise<PageAnswer<T>>;
  /** The error text of a failed load. */
  failure: (error: unknown) => string;
  /** Table column → the API's `sort` value; columns not listed are not sortable. */
  sortFields: Readonly<Record<string, S>>;
  initialSort?: GridSortModel;
  pageSize?: number;
}

/**
 * A list paged, sorted and filtered by the API (tens of thousands of rows): it holds only the
 * current page. The state is what DataTable's server mode needs; only the latest load counts.
 */
export class ServerList<T extends { id: number }, S extends string = string> {
  items: T[] = [];
  total = 0;
  isLoading = false;
  error: string | null = null;
  /** False until a load has succeeded once. */
  loaded = false;
  pagination: GridPaginationModel;
  sortModel: GridSortModel;
  private seq = 0;

  constructor(private readonly options: ServerListOptions<T, S>) {
    this.pagination = { page: 0, pageSize: options.pageSize ?? DEFAULT_TABLE_PAGE_SIZE };
    this.sortModel = options.initialSort ?? [];
    makeAutoObservable<ServerList<T, S>, 'options' | 'seq'>(this, { options: false, seq: false });
  }

  /** The request of the current page. */
  get pageWindow(): PageWindow<S> {
    const request: PageWindow<S> = { page: this.pagination.page + 1, limit: this.pagination.pageSize };
    const sort = this.sortModel[0];
    const field = sort?.sort ? this.options.sortFields[sort.field] : undefined;
    if (sort?.sort && field) {
      request.sort = field;
      request.order = sort.sort;
    }
    return request;
  }

  isSortable(field: string): boolean {
    return field in this.options.sortFields;
  }

  setPagination(model: GridPaginationModel) {
    this.pagination = model;
    void this.load();
  }

  setSort(model: GridSortModel) {
    this.sortModel = model;
    this.pagination = { ...this.pagination, page: 0 };
    void this.load();
  }

  /** Back to the first page (the filters changed); the caller loads. */
  firstPage() {
    this.pagination = { ...this.pagination, page: 0 };
  }

  async load(): Promise<boolean> {
    const seq = ++this.seq;
    const request = this.pageWindow;
    this.isLoading = true;
    this.error = null;
    try {
      const answer = await this.options.fetchPage(request);
      if (seq !== this.seq) return true;
      const lastPage = Math.max(0, Math.ceil(answer.total / this.pagination.pageSize) - 1);
      if (answer.items.length === 0 && this.pagination.page > lastPage) {
        // the page emptied under us (rows archived or deleted elsewhere): show the last one
        runInAction(() => (this.pagination = { ...this.pagination, page: lastPage }));
        return this.load();
      }
      runInAction(() => {
        this.items = answer.items;
        this.total = answer.total;
        this.loaded = true;
      });
      return true;
    } catch (error) {
      if (seq !== this.seq) return true;
      runInAction(() => (this.error = this.options.failure(error)));
      return false;
    } finally {
      if (seq === this.seq) runInAction(() => (this.isLoading = false));
    }
  }

  /** A row left the list (archived, deleted): gone at once; the caller reloads to refill the page. */
  remove(id: number) {
    const before = this.items.length;
    this.items = this.items.filter((item) => item.id !== id);
    if (this.items.length < before) this.total = Math.max(0, this.total - 1);
  }

  /** A row left the list: gone at once, then the page refills from the API. */
  drop(id: number) {
    this.remove(id);
    void this.load();
  }

  /** Drops any answer still on its way (the screen went away). */
  cancel() {
    this.seq++;
    this.isLoading = false;
  }
}
