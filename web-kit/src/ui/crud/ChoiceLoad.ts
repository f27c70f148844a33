import { makeAutoObservable } from 'mobx';
import { LatestLoad } from './LatestLoad';

/** One list a form offers (lesson types, cabinets, services): where it comes from, where it goes, what a failure says. */
export interface ChoiceSource<R> {
  fetch(): Promise<R>;
  apply(answer: R): void;
  failed: string;
}

/** A source with its answer's type checked where it is written: `choice({ fetch: () => http.get<T[]>(…), apply: (rows) => …, failed })`. */
export function choice<R>(source: ChoiceSource<R>): ChoiceSource<unknown> {
  return source;
}

/**
 * A form's choices, loaded together: once every request has ended, each list that came is kept and
 * each that failed is named on its own, so that one list missing leaves the others usable. Only the
 * latest load counts.
 */
export class ChoiceLoad {
  /** The failures' messages, in the order of the sources. */
  errors: string[] = [];
  private readonly loading = new LatestLoad();

  constructor() {
    makeAutoObservable<ChoiceLoad, 'loading'>(this, { loading: false });
  }

  get isLoading(): boolean {
    return this.loading.isLoading;
  }

  /** False until a load has finished once, failures or not. */
  get loaded(): boolean {
    return this.loading.loaded;
  }

  /** The first failure, for a form that shows one line. */
  get error(): string | null {
    return this.errors[0] ?? null;
  }

  /** Resolves with the failures' messages (none when every list came). */
  async load(sources: readonly ChoiceSource<unknown>[]): Promise<string[]> {
    this.errors = [];
    let failed: string[] = [];
    await this.loading.run(
      () => Promise.allSettled(sources.map((source) => source.fetch())),
      (answers) => {
        failed = sources.filter((_, index) => answers[index]!.status === 'rejected').map((source) => source.failed);
        answers.forEach((answer, index) => {
          if (answer.status === 'fulfilled') sources[index]!.apply(answer.value);
        });
        this.errors = failed;
      },
      () => '',
    );
    return failed;
  }
}
