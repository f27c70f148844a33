import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient } from 'mf_auth/session';
import type { Complaint } from '@diary/common/schemas/complaints';
import type { UserListEntry } from '@diary/common/types';
import type { StudentOption } from '../achievements/types';
import type { ComplaintFormPayload } from './complaint-model';

export interface ComplaintStoreDeps {
  http: Pick<HttpClient, 'get' | 'post'>;
  /** The one filling the form: not offered as the one complained about. */
  currentUserId: () => number | null;
  log?: (message: string, error: unknown) => void;
}

export type ComplaintSendResult = { ok: true } | { ok: false; error: unknown };

/** The teachers to complain about (GET users/teachers) and POST complaint. */
export class ComplaintStore {
  teachers: StudentOption[] = [];
  loading = false;

  constructor(private readonly deps: ComplaintStoreDeps) {
    makeAutoObservable<ComplaintStore, 'deps'>(this, { deps: false });
  }

  /** False when the list did not load (the failure is logged). */
  async loadTeachers(): Promise<boolean> {
    this.loading = true;
    try {
      const list = await this.deps.http.get<UserListEntry[]>('users/teachers');
      const me = this.deps.currentUserId();
      runInAction(() => (this.teachers = list.filter((t) => t.id !== me).map((t) => ({ id: t.id, fullName: t.fullName }))));
      return true;
    } catch (error) {
      (this.deps.log ?? console.error)('Ошибка при загрузке учителей', error);
      return false;
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The API took the complaint, or why not. */
  async send(payload: ComplaintFormPayload): Promise<ComplaintSendResult> {
    try {
      await this.deps.http.post<Complaint>('complaint', payload);
      return { ok: true };
    } catch (error) {
      return { ok: false, error };
    }
  }
}
