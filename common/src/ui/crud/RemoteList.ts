import { makeAutoObservable, runInAction } from 'mobx';

/**
 * One list loaded from the API: its rows, the loading flag and the error state. Only the
 * latest load counts: an older answer arriving late is dropped.
 */
export class RemoteList<T extends { id: number }> {
  items: T[] = [];
  isLoading = false;
  error: string | null = null;
  /** False until a load has succeeded once. */
  loaded = false;
  private seq = 0;

  constructor() {
    makeAutoObservable<RemoteList<T>, 'seq'>(this, { seq: false });
  }

  /** Resolves true when the rows came, false when the load failed (the error is set then). */
  async load(fetch: () => Promise<T[]>, failure: (error: unknown) => string): Promise<boolean> {
    const seq = ++this.seq;
    this.isLoading = true;
    this.error = null;
    try {
      const items = await fetch();
      if (seq !== this.seq) return true;
      runInAction(() => {
        this.items = items;
        this.loaded = true;
      });
      return true;
    } catch (error) {
      if (seq !== this.seq) return true;
      runInAction(() => {
        this.error = failure(error);
      });
      return false;
    } finally {
      if (seq === this.seq) runInAction(() => (this.isLoading = false));
    }
  }

  remove(id: number) {
    this.items = this.items.filter((item) => item.id !== id);
  }

  prepend(item: T) {
    this.items = [item, ...this.items.filter((i) => i.id !== item.id)];
  }
}
