import { makeAutoObservable, runInAction } from 'mobx';
import type { Complaint, UserListEntry } from '@diary/common';
import type { HttpClient } from 'mf_auth/session';
import type { StudentOption } from '@diary/common/ui';
import type { TeacherComplaintPayload } from './complaint-model';

interface Deps {
  http: Pick<HttpClient, 'get' | 'post'>;
  /** The teacher filling the form: not offered as the one complained about. */
  currentUserId: () => number | null;
  log?: (message: string, error: unknown) => void;
}

/** The teachers to complain about (GET users/teachers) and POST complaint. */
export class TeacherComplaintStore {
  teachers: StudentOption[] = [];
  loading = false;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<TeacherComplaintStore, 'deps'>(this, { deps: false });
  }

  async loadTeachers(): Promise<void> {
    this.loading = true;
    try {
      const list = await this.deps.http.get<UserListEntry[]>('users/teachers');
      const me = this.deps.currentUserId();
      runInAction(() => (this.teachers = list.filter((t) => t.id !== me).map((t) => ({ id: t.id, fullName: t.fullName }))));
    } catch (error) {
      (this.deps.log ?? console.error)('Ошибка при загрузке учителей', error);
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** True when the API took the complaint. */
  async send(payload: TeacherComplaintPayload): Promise<boolean> {
    try {
      await this.deps.http.post<Complaint>('complaint', payload);
      return true;
    } catch {
      return false;
    }
  }
}
