import { makeAutoObservable } from 'mobx';
import type { HttpClient } from 'mf_auth/session';
import type { PersonName } from '@diary/common/format';
import { STUDENT_SEARCH_LIMIT } from '@diary/common/schemas/users';
import type { Paged, UserListEntry } from '@diary/common/types';
import { LatestLoad } from '../crud/LatestLoad';
import { resolveStudent } from '../achievements/form-model';
import type { StudentOption } from '../achievements/types';

export const STUDENT_SEARCH_TEXTS = {
  nothingFound: 'Ничего не найдено',
  loading: 'Загрузка...',
  failed: 'Ошибка загрузки учеников',
} as const;

/** A student as a picker holds them: an entry of GET /users/students, or a record's person by id and full name. */
export type StudentChoice = StudentOption & PersonName;

export type StudentSearchHttp = Pick<HttpClient, 'get'>;

export interface StudentSearchOptions {
  /** The pause in typing before the search runs, ms. */
  delay?: number;
  /** How many matches a search shows. */
  limit?: number;
}

/** The search's query: the first `limit` students by surname whose names or login hold every word of `text`. */
const searchQuery = (text: string, limit: number) => ({ q: text.trim() || undefined, limit });

/**
 * A student picker's search on the server (GET /users/students?q=…&limit=20, docs/api/contract.md): a page of
 * matches for the text typed, asked for once the typing pauses; only the latest answer counts.
 * It never loads the whole list: a school has thousands of students.
 */
export class StudentSearch {
  /** The text the matches answer (or are on their way for). */
  text = '';
  matches: UserListEntry[] = [];
  /** How many students match in all (more than shown: the text needs another word). */
  total = 0;
  /** Typing has paused the search: it runs when the pause ends. */
  private waiting = false;
  private readonly load = new LatestLoad();
  private pause: ReturnType<typeof setTimeout> | null = null;
  private readonly delay: number;
  private readonly limit: number;

  constructor(
    private readonly http: StudentSearchHttp,
    options: StudentSearchOptions = {},
  ) {
    this.delay = options.delay ?? 300;
    this.limit = options.limit ?? STUDENT_SEARCH_LIMIT;
    makeAutoObservable<StudentSearch, 'http' | 'load' | 'pause' | 'delay' | 'limit'>(this, {
      http: false,
      load: false,
      pause: false,
      delay: false,
      limit: false,
    });
  }

  get isLoading(): boolean {
    return this.load.isLoading || this.waiting;
  }

  get error(): string | null {
    return this.load.error;
  }

  /** Whether a search has answered yet. */
  get loaded(): boolean {
    return this.load.loaded;
  }

  /** Text being typed: the search runs once the typing pauses. */
  type(text: string) {
    if (text === this.text && (this.loaded || this.load.isLoading)) return;
    this.text = text;
    this.stopPause();
    this.waiting = true;
    this.pause = setTimeout(() => this.pauseEnded(), this.delay);
  }

  private pauseEnded() {
    this.pause = null;
    this.waiting = false;
    void this.run();
  }

  /** The search at once (the picker opened): the text given, or the last one. */
  search(text: string = this.text): Promise<boolean> {
    this.stopPause();
    this.text = text;
    return this.run();
  }

  /** The picker opened: its first matches, unless they are here or on their way. */
  open(): void {
    if (!this.loaded && !this.isLoading) void this.search();
  }

  /**
   * The student a typed text names (docs/product/rules.md "Achievement form": a student from the list): the one
   * picked while the text still shows them, else the student whose full name the text is, among the matches when
   * they answer this text, otherwise as the API finds them. Null when nobody; a failed request rejects.
   */
  async resolve(picked: StudentOption | null, text: string): Promise<StudentOption | null> {
    const shown = resolveStudent(picked ? [picked, ...this.matches] : this.matches, picked, text);
    if (shown || !text.trim() || (this.text === text && this.loaded && !this.isLoading)) return shown;
    const page = await this.http.get<Paged<UserListEntry>>('users/students', searchQuery(text, this.limit));
    return resolveStudent(page.items, null, text);
  }

  /** The picker went away: no answer is awaited any more. */
  cancel() {
    this.stopPause();
    this.load.cancel();
  }

  private run(): Promise<boolean> {
    const text = this.text;
    return this.load.run(
      () => this.http.get<Paged<UserListEntry>>('users/students', searchQuery(text, this.limit)),
      (page) => {
        this.matches = page.items;
        this.total = page.total;
      },
      () => STUDENT_SEARCH_TEXTS.failed,
    );
  }

  private stopPause() {
    if (this.pause) clearTimeout(this.pause);
    this.pause = null;
    this.waiting = false;
  }
}
