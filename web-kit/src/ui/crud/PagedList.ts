import { makeAutoObservable } from 'mobx';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { DEFAULT_TABLE_PAGE_SIZE } from '@diary/common/constants/domain';
import { LatestLoad } from './LatestLoad';
import { tablePositionParams, type TablePosition, type UrlParams } from './url-state';

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

export interface PagedListOptions<T, S extends string> {
  fetchPage: (window: PageWindow<S>) => Promise<PageAnswer<T>>;
  /** The error text of a failed load. */
  failure: (error: unknown) => string;
  /** Table column → the API's `sort` value; columns not listed are not sortable. */
  sortFields: Readonly<Record<string, S>>;
  initialSort?: GridSortModel;
  pageSize?: number;
  /** The address's names of the position when another table shares the page (`feedback` → `feedbackPage`). */
  paramPrefix?: string;
}

/**
 * A list paged, sorted and filtered by the API (tens of thousands of rows): it holds only the
 * current page. The state is what DataTable's server mode needs; only the latest load counts.
 */
export class PagedList<T extends { id: number }, S extends string = string> {
  items: T[] = [];
  total = 0;
  pagination: GridPaginationModel;
  sortModel: GridSortModel;
  readonly initialSort: GridSortModel;
  private readonly loading = new LatestLoad();
  private pauseTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: PagedListOptions<T, S>) {
    this.pagination = { page: 0, pageSize: options.pageSize ?? DEFAULT_TABLE_PAGE_SIZE };
    this.initialSort = options.initialSort ?? [];
    this.sortModel = this.initialSort;
    makeAutoObservable<PagedList<T, S>, 'options' | 'loading' | 'pauseTimer'>(this, {
      options: false,
      loading: false,
      pauseTimer: false,
      initialSort: false,
    });
  }

  get isLoading(): boolean {
    return this.loading.isLoading;
  }

  get error(): string | null {
    return this.loading.error;
  }

  /** False until a load has succeeded once. */
  get loaded(): boolean {
    return this.loading.loaded;
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

  /** Where the table stands, as the address keeps it. */
  get position(): TablePosition {
    return { page: this.pagination.page, pageSize: this.pagination.pageSize, sortModel: this.sortModel };
  }

  /** The position a link or Back asked for; the caller loads. */
  restore({ page, pageSize, sortModel }: TablePosition) {
    this.pagination = { page, pageSize };
    this.sortModel = sortModel;
  }

  /** The address form of the position, with this list's defaults left out. */
  positionParams(): UrlParams<TablePosition> {
    return tablePositionParams(this.initialSort, this.options.pageSize, this.options.paramPrefix);
  }

  /** The current page with the current filters; a newer load's answer wins over an older one. */
  async load(): Promise<boolean> {
    // a load waiting for a pause in typing is this one
    this.stopPause();
    const request = this.pageWindow;
    let emptied = false;
    const ok = await this.loading.run(
      () => this.options.fetchPage(request),
      (answer) => {
        const lastPage = Math.max(0, Math.ceil(answer.total / this.pagination.pageSize) - 1);
        if (answer.items.length === 0 && this.pagination.page > lastPage) {
          // the page emptied under us (rows archived or deleted elsewhere): show the last one
          this.pagination = { ...this.pagination, page: lastPage };
          emptied = true;
          return;
        }
        this.items = answer.items;
        this.total = answer.total;
      },
      this.options.failure,
    );
    return emptied ? this.load() : ok;
  }

  /** A search being typed: the first page loads once the typing pauses for `delay` ms. */
  loadAfterPause(delay: number) {
    this.firstPage();
    this.stopPause();
    this.pauseTimer = setTimeout(() => {
      this.pauseTimer = null;
      void this.load();
    }, delay);
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

  /** Drops any answer still on its way and any load waiting for a pause (the screen went away). */
  cancel() {
    this.stopPause();
    this.loading.cancel();
  }

  private stopPause() {
    if (this.pauseTimer) clearTimeout(this.pauseTimer);
    this.pauseTimer = null;
  }
}
