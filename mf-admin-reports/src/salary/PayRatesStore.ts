import { makeAutoObservable, runInAction } from 'mobx';
import type { PayRate, Service, UserListEntry } from '@diary/common';
import { runRowAction, saveFailure, WholeList, type Confirm, type SaveResult, type StoreDeps } from '@diary/web-kit';
import { errorMessage } from 'mf_auth/session';
import type { PersonOption } from '../shared';
import { PAY_RATE_FIELDS, type PayRateField, type PayRatePayload } from './pay-rate-form-model';
import { RATE_TEXTS } from './salary-texts';

/**
 * The pay rates (GET salary/rates, a plain array): by teacher and service, either 'Все'; added,
 * changed and deleted in a dialog. The teachers and services name them and are the form's choices.
 * A change can move the open months' figures: `changed` reads them again.
 */
export class PayRatesStore {
  readonly list = new WholeList<PayRate>();
  teachers: PersonOption[] = [];
  services: Pick<Service, 'id' | 'name'>[] = [];

  constructor(
    private readonly deps: StoreDeps,
    private readonly changed: () => void,
  ) {
    makeAutoObservable<PayRatesStore, 'deps' | 'changed'>(this, { deps: false, changed: false, list: false });
  }

  load(): Promise<unknown> {
    return Promise.all([
      this.list.load(
        () => this.deps.http.get<PayRate[]>('salary/rates'),
        (error) => errorMessage(error, RATE_TEXTS.loadFailed),
      ),
      this.loadChoices(),
    ]);
  }

  /** The teachers and the active services; a failed list stays empty (the rates show numbers then). */
  private async loadChoices(): Promise<void> {
    const [teachers, services] = await Promise.all([
      this.deps.http.get<UserListEntry[]>('users/teachers').catch((error: unknown) => {
        console.error('Ошибка загрузки users/teachers', error);
        return [] as UserListEntry[];
      }),
      this.deps.http.get<Service[]>('services').catch((error: unknown) => {
        console.error('Ошибка загрузки услуг', error);
        return [] as Service[];
      }),
    ]);
    runInAction(() => {
      this.teachers = teachers.map((t) => ({ id: t.id, fullName: t.fullName }));
      this.services = services.map((s) => ({ id: s.id, name: s.name }));
    });
  }

  /** 'Все' for every teacher; a teacher no longer listed by their number. */
  teacherName(id: number | null): string {
    if (id === null) return RATE_TEXTS.all;
    return this.teachers.find((t) => t.id === id)?.fullName ?? `№ ${id}`;
  }

  /** 'Все' for every service; an archived one by its number. */
  serviceName(id: number | null): string {
    if (id === null) return RATE_TEXTS.all;
    return this.services.find((s) => s.id === id)?.name ?? `№ ${id}`;
  }

  /** POST salary/rates, or PUT salary/rates/:id; a pair already rated ('Ставка уже задана') stays in the form. */
  async save(payload: PayRatePayload, id?: number): Promise<SaveResult<PayRateField>> {
    try {
      const rate = id
        ? await this.deps.http.put<PayRate>(`salary/rates/${id}`, payload)
        : await this.deps.http.post<PayRate>('salary/rates', payload);
      this.list.upsert(rate);
      this.deps.notify.success(id ? RATE_TEXTS.saved : RATE_TEXTS.created);
      this.changed();
      return { ok: true };
    } catch (error) {
      return saveFailure(error, PAY_RATE_FIELDS);
    }
  }

  remove(rate: PayRate, confirm: Confirm): Promise<boolean> {
    return runRowAction(this.deps.notify, {
      confirm: { ask: confirm, question: RATE_TEXTS.removeQuestion },
      request: () => this.deps.http.delete(`salary/rates/${rate.id}`),
      apply: () => {
        this.list.remove(rate.id);
        this.changed();
      },
      done: RATE_TEXTS.removed,
      failed: (error) => errorMessage(error, RATE_TEXTS.removeFailed),
    });
  }

  cancel(): void {
    this.list.cancel();
  }
}
