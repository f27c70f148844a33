import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CheckConflictsAnswer } from '@diary/common';
import { LatestLoad, type StoreDeps } from '@diary/web-kit';
import type { ClashCheckRequest } from './clash-texts';

/** How long a form waits after the last change before it asks. */
export const CLASH_CHECK_PAUSE_MS = 400;

/**
 * A lesson form's check before it saves: POST /schedule/check-conflicts with the lesson's cabinet,
 * time, teacher and students, a pause after the last change, the latest answer winning. It only
 * warns; the save is the server's to refuse (409).
 */
export class ClashCheckStore {
  answer: CheckConflictsAnswer | null = null;
  private readonly load = new LatestLoad();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private asked = 'null';

  constructor(
    private readonly deps: Pick<StoreDeps, 'http'>,
    private readonly pause = CLASH_CHECK_PAUSE_MS,
  ) {
    makeAutoObservable<ClashCheckStore, 'deps' | 'load' | 'timer' | 'asked' | 'pause'>(this, {
      deps: false,
      load: false,
      timer: false,
      asked: false,
      pause: false,
      answer: observableRef,
    });
  }

  /** The form's values changed: asks again after the pause when the request did; null (the form is not complete yet) clears the warning. */
  check(request: ClashCheckRequest | null) {
    const key = JSON.stringify(request);
    if (key === this.asked) return;
    this.asked = key;
    clearTimeout(this.timer);
    if (!request) {
      this.load.cancel();
      this.answer = null;
      return;
    }
    this.timer = setTimeout(() => void this.run(request), this.pause);
  }

  /** The form has closed: nothing more is asked or shown. */
  reset() {
    this.check(null);
  }

  private async run(request: ClashCheckRequest) {
    const ok = await this.load.run(
      () => this.deps.http.post<CheckConflictsAnswer>('schedule/check-conflicts', request),
      (answer) => (this.answer = answer),
      () => '',
    );
    // a failed check warns of nothing: the save still goes to the server
    if (!ok) runInAction(() => (this.answer = null));
  }
}
