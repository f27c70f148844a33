import { makeAutoObservable, runInAction } from 'mobx';

/**
 * Something a screen loads from the API again and again (a list, a page, a week, a record): the
 * loading flag, the error and whether it ever came. Only the latest load counts: an older answer
 * arriving late is dropped, and so is any answer after `cancel`.
 */
export class LatestLoad {
  isLoading = false;
  error: string | null = null;
  /** False until a load has succeeded once. */
  loaded = false;
  private seq = 0;

  constructor() {
    makeAutoObservable<LatestLoad, 'seq'>(this, { seq: false });
  }

  /**
   * `fetch`, then `apply` its answer (in a MobX action). Resolves true when the answer came or a
   * newer load took over, false when it failed: `failure` then names the error.
   */
  async run<R>(fetch: () => Promise<R>, apply: (answer: R) => void, failure: (error: unknown) => string): Promise<boolean> {
    const seq = ++this.seq;
    this.isLoading = true;
    this.error = null;
    try {
      const answer = await fetch();
      if (seq !== this.seq) return true;
      runInAction(() => {
        apply(answer);
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

  /** Drops any answer still on its way (the screen went away, the choice changed). */
  cancel() {
    this.seq++;
    this.isLoading = false;
  }

  /** As if nothing had been asked yet: no answer awaited, no error. */
  reset() {
    this.cancel();
    this.error = null;
  }
}
