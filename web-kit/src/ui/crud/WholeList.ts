import { makeAutoObservable } from 'mobx';
import type { ArchiveView } from './ArchiveViewTabs';
import { LatestLoad } from './LatestLoad';

/**
 * A list the API answers whole: its rows, and the loading, error and loaded state of the latest
 * load. Records that are archived rather than deleted (`isArchived`) can come in one answer,
 * active and archived together: `of(view)` then shows one view without a wait.
 */
export class WholeList<T extends { id: number; isArchived?: boolean }> {
  items: T[] = [];
  private readonly loading = new LatestLoad();

  constructor() {
    makeAutoObservable<WholeList<T>, 'loading'>(this, { loading: false });
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

  /** Resolves true when the rows came, false when the load failed (the error is set then). */
  load(fetch: () => Promise<T[]>, failure: (error: unknown) => string): Promise<boolean> {
    return this.loading.run(fetch, (items) => (this.items = items), failure);
  }

  cancel() {
    this.loading.cancel();
  }

  /** The rows of one view: the active ones or the archived ones. */
  of(view: ArchiveView): T[] {
    const archived = view === 'archived';
    return this.items.filter((item) => Boolean(item.isArchived) === archived);
  }

  /** The answer of a create, an update, an archive or a restore replaces the row, or comes first. */
  upsert(item: T) {
    const index = this.items.findIndex((i) => i.id === item.id);
    if (index === -1) this.items = [item, ...this.items];
    else this.items = this.items.map((i) => (i.id === item.id ? item : i));
  }

  /** Comes first, replacing a row of the same id. */
  prepend(item: T) {
    this.items = [item, ...this.items.filter((i) => i.id !== item.id)];
  }

  /** Marks a row archived or not when the API answered no body. */
  setArchived(id: number, isArchived: boolean) {
    this.items = this.items.map((i) => (i.id === id ? { ...i, isArchived } : i));
  }

  remove(id: number) {
    this.items = this.items.filter((item) => item.id !== id);
  }
}
