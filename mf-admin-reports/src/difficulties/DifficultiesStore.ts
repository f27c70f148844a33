import { makeAutoObservable } from 'mobx';
import type { Difficulty, Paged } from '@diary/common';
import { PagedList, searchParam, type Confirm, type PageWindow, type TablePosition, type UrlBinding } from '@diary/web-kit';
import { errorMessage, type Query } from 'mf_auth/session';
import { PagedRowActions, RECORD_TEXTS, ServerDownload, type ReportsDeps } from '../shared';

type DifficultySort = 'createdAt' | 'id' | 'student' | 'author';

/** docs/product/screens.md "Difficulties" and docs/product/messages.md, exactly where the client had texts. */
export const DIFFICULTY_TEXTS = {
  title: 'Трудности',
  archiveTitle: 'Архив трудностей',
  archived: RECORD_TEXTS.archived,
  archiveFailed: RECORD_TEXTS.archiveFailed,
  deleted: RECORD_TEXTS.deleted,
  deleteFailed: RECORD_TEXTS.deleteFailed,
  archiveQuestion: RECORD_TEXTS.archiveQuestion,
  deleteQuestion: RECORD_TEXTS.deleteQuestion,
  loadFailed: 'Не удалось загрузить трудности',
  exportFailed: 'Не удалось скачать файл',
  empty: 'Сообщений о трудностях нет',
  archiveEmpty: 'В архиве нет сообщений о трудностях',
  exportFile: 'Трудности',
  archiveExportFile: 'Архив трудностей',
} as const;

export const DIFFICULTY_SORT_FIELDS: Readonly<Record<string, DifficultySort>> = {
  author: 'author',
  student: 'student',
  createdAt: 'createdAt',
};

export interface DifficultiesDeps extends ReportsDeps {
  searchDelay?: number;
}

/**
 * The admin difficulties (unarchived) and their archive: paged by the API; archive (staff) and
 * delete (ADMIN) on the active list; the API's export of the filtered set (ADMIN).
 */
export class DifficultiesStore {
  readonly list: PagedList<Difficulty, DifficultySort>;
  /** Start of a surname of the student or teacher, or part of the description. */
  search = '';
  private readonly exporter: ServerDownload;
  private readonly rowActions: PagedRowActions;

  constructor(
    private readonly deps: DifficultiesDeps,
    readonly archived = false,
  ) {
    this.exporter = new ServerDownload(deps, DIFFICULTY_TEXTS.exportFailed);
    this.list = new PagedList<Difficulty, DifficultySort>({
      fetchPage: (request) => this.fetchPage(request),
      failure: (error) => errorMessage(error, DIFFICULTY_TEXTS.loadFailed),
      sortFields: DIFFICULTY_SORT_FIELDS,
      initialSort: [{ field: 'createdAt', sort: 'desc' }],
    });
    this.rowActions = new PagedRowActions(deps, this.list, 'difficulty', DIFFICULTY_TEXTS);
    makeAutoObservable<DifficultiesStore, 'deps' | 'exporter' | 'rowActions'>(this, {
      deps: false,
      exporter: false,
      rowActions: false,
      archived: false,
      list: false,
      url: false,
    });
  }

  get filterQuery(): Query {
    return { archived: this.archived ? 1 : 0, q: this.search.trim() || undefined };
  }

  get exporting(): boolean {
    return this.exporter.busy;
  }

  get rights() {
    const { viewer } = this.deps;
    return {
      archive: !this.archived && viewer.can('difficulties.archive'),
      delete: !this.archived && viewer.can('difficulties.delete'),
      export: viewer.can('difficulties.export'),
    };
  }

  private fetchPage(request: PageWindow<DifficultySort>) {
    return this.deps.http.get<Paged<Difficulty>>('difficulty', { ...request, ...this.filterQuery });
  }

  load(): Promise<boolean> {
    return this.list.load();
  }

  /** The search and the page in the address. */
  get url(): UrlBinding<{ search: string } & TablePosition> {
    return {
      params: { search: searchParam(), ...this.list.positionParams() },
      read: () => ({ search: this.search, ...this.list.position }),
      apply: (state) => this.applyState(state),
      load: () => this.load(),
    };
  }

  applyState({ search, ...position }: { search: string } & TablePosition) {
    this.search = search;
    this.list.restore(position);
  }

  /** The search waits for a pause in typing, then the first page reloads. */
  setSearch(value: string) {
    if (value === this.search) return;
    this.search = value;
    this.list.loadAfterPause(this.deps.searchDelay ?? 400);
  }

  /** PUT difficulty/:id after a confirmation; the row leaves the list. */
  archive(difficulty: Difficulty, confirm: Confirm): Promise<boolean> {
    return this.rowActions.archive(difficulty.id, confirm);
  }

  /** DELETE difficulty/:id (ADMIN) after a confirmation. */
  remove(difficulty: Difficulty, confirm: Confirm): Promise<boolean> {
    return this.rowActions.remove(difficulty.id, confirm);
  }

  exportExcel(): Promise<boolean> {
    return this.exporter.excel(
      'difficulty/export.xlsx',
      this.filterQuery,
      this.archived ? DIFFICULTY_TEXTS.archiveExportFile : DIFFICULTY_TEXTS.exportFile,
    );
  }

  dispose() {
    this.list.cancel();
  }
}
