import type { Compensation, CompensationSort } from '@diary/common';
import { dateParam, idParam, type SaveResult } from '@diary/web-kit';
import type { ReportsDeps } from '../shared';
import { RecordsStore, type RecordKind } from '../record-screens';
import {
  COMPENSATION_FIELDS,
  emptyCompensationForm,
  type CompensationField,
  type CompensationFormValues,
  type CompensationPayload,
} from './compensation-form-model';

/** docs/product/screens.md "Compensations page" and docs/product/messages.md, exactly where docs/product has the texts. */
export const COMPENSATION_TEXTS = {
  title: 'Компенсации',
  create: 'Создать компенсацию',
  editTitle: 'Редактировать компенсацию',
  save: 'Сохранить',
  created: 'Компенсация создана',
  updated: 'Компенсация обновлена',
  archived: 'Компенсация перемещена в архив',
  restored: 'Компенсация восстановлена из архива',
  deleted: 'Компенсация удалена',
  createFailed: 'Ошибка при создании компенсации',
  updateFailed: 'Ошибка при обновлении компенсации',
  archiveFailed: 'Не удалось переместить компенсацию в архив',
  restoreFailed: 'Не удалось восстановить компенсацию из архива',
  deleteFailed: 'Не удалось удалить компенсацию',
  loadFailed: 'Не удалось загрузить компенсации',
  exportFailed: 'Не удалось скачать файл',
  archiveQuestion: 'Переместить компенсацию в архив?',
  deleteQuestion: 'Удалить компенсацию? Это действие нельзя отменить.',
  empty: 'Компенсаций нет',
  archiveEmpty: 'В архиве нет компенсаций',
  nothingFound: 'Ничего не найдено',
  exportFile: 'Компенсации',
  archiveExportFile: 'Архив компенсаций',
} as const;

export interface CompensationFilters {
  teacherId: number | null;
  studentId: number | null;
  subjectId: number | null;
  /** YYYY-MM-DD of the event, or ''. */
  date: string;
}

export type CompensationSaveResult = SaveResult<CompensationField>;

const COMPENSATIONS: RecordKind<CompensationFilters, CompensationField> = {
  resource: 'compensation',
  permissions: { manage: 'compensations.manage', delete: 'compensations.delete', export: 'compensations.export' },
  texts: COMPENSATION_TEXTS,
  fields: COMPENSATION_FIELDS,
  noFilters: { teacherId: null, studentId: null, subjectId: null, date: '' },
  filterParams: { teacherId: idParam('teacher'), studentId: idParam('student'), subjectId: idParam('subject'), date: dateParam('date') },
  // the students are searched on the server by their pickers
  lookups: { teachers: true, subjects: true },
  sortFields: { eventDate: 'eventDate', createdAt: 'createdAt' } satisfies Record<string, CompensationSort>,
  query: (f) => ({
    teacherId: f.teacherId ?? undefined,
    studentId: f.studentId ?? undefined,
    subjectId: f.subjectId ?? undefined,
    dateFrom: f.date || undefined,
    dateTo: f.date || undefined,
  }),
};

export interface CompensationsDeps extends ReportsDeps {
  /** The current user's id: the form's default teacher (docs/product/permissions.md). */
  currentUserId: () => number | null;
}

/** /admin/compensation: the record screen, and the form's default teacher. */
export class CompensationsStore extends RecordsStore<Compensation, CompensationFilters, CompensationField, CompensationPayload> {
  private readonly currentUserId: () => number | null;

  constructor(deps: CompensationsDeps) {
    super(deps, COMPENSATIONS);
    this.currentUserId = deps.currentUserId;
  }

  /** The form's default teacher: the current user when they are on the teachers' list. */
  get defaultTeacherId(): number | null {
    const id = this.currentUserId();
    return id != null && this.lookups.teachers.some((t) => t.id === id) ? id : null;
  }

  newForm(): CompensationFormValues {
    return emptyCompensationForm(this.defaultTeacherId);
  }
}
