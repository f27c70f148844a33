import { makeAutoObservable, runInAction } from 'mobx';
import type { RecordView } from './kit';

export interface Archivable {
  id: number;
  isArchived: boolean;
}

/**
 * A record list the API answers whole (compensations, complaints, feedback): active and archived
 * come in one call (`includeArchived`), so the two views switch without a wait. Only the latest
 * load counts.
 */
export class RecordList<T extends Archivable> {
  items: T[] = [];
  isLoading = false;
  error: string | null = null;
  loaded = false;
  private seq = 0;

  constructor() {
    makeAutoObservable<RecordList<T>, 'seq'>(this, { seq: false });
  }

  of(view: RecordView): T[] {
    const archived = view === 'archived';
    return this.items.filter((item) => item.isArchived === archived);
  }

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
      runInAction(() => (this.error = failure(error)));
      return false;
    } finally {
      if (seq === this.seq) runInAction(() => (this.isLoading = false));
    }
  }

  /** The answer of a create, an update, an archive or a restore replaces (or adds) the row. */
  upsert(item: T) {
    const index = this.items.findIndex((i) => i.id === item.id);
    if (index === -1) this.items = [item, ...this.items];
    else this.items = this.items.map((i) => (i.id === item.id ? item : i));
  }

  /** Marks a row archived or not when the API answered no body. */
  setArchived(id: number, isArchived: boolean) {
    this.items = this.items.map((i) => (i.id === id ? { ...i, isArchived } : i));
  }

  remove(id: number) {
    this.items = this.items.filter((i) => i.id !== id);
  }

  cancel() {
    this.seq++;
    this.isLoading = false;
  }
}
