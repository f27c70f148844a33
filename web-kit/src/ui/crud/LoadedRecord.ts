import { makeAutoObservable } from 'mobx';
import { ApiError } from 'mf_auth/session';
import { LatestLoad } from './LatestLoad';

/**
 * The one record a detail screen shows (a branch, a class, a lesson), as WholeList is a list: the
 * record once it came (kept while it reloads), the loading and error of the latest load, and whether
 * the API said it does not exist (404).
 */
export class LoadedRecord<T> {
  value: T | null = null;
  notFound = false;
  private readonly loading = new LatestLoad();

  constructor() {
    makeAutoObservable<LoadedRecord<T>, 'loading'>(this, { loading: false });
  }

  get isLoading(): boolean {
    return this.loading.isLoading;
  }

  get error(): string | null {
    return this.loading.error;
  }

  /** Resolves true when the record came, false when the load failed (the error is set then). */
  load(fetch: () => Promise<T>, failure: (error: unknown) => string): Promise<boolean> {
    this.notFound = false;
    return this.loading.run(
      fetch,
      (value) => (this.value = value),
      (error) => {
        this.notFound = error instanceof ApiError && error.status === 404;
        return failure(error);
      },
    );
  }

  /** The answer of a save replaces the record. */
  set(value: T) {
    this.value = value;
  }
}
