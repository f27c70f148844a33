import type { Complaint, ComplaintSort } from '@diary/common';
import { dateParam, idParam, searchParam, type SaveResult } from '@diary/web-kit';
import type { ReportsDeps } from '../shared';
import { RecordsStore, type RecordKind } from '../record-screens';
import { COMPLAINT_FIELDS, type ComplaintField, type ComplaintPayload } from './complaint-form-model';

/** docs/product/screens.md "Complaints admin page" and docs/product/messages.md. */
export const COMPLAINT_TEXTS = {
  title: 'Жалобы',
  create: 'Создать жалобу',
  editTitle: 'Редактировать жалобу',
  save: 'Сохранить',
  created: 'Жалоба создана',
  updated: 'Жалоба обновлена',
  archived: 'Жалоба перемещена в архив',
  restored: 'Жалоба восстановлена из архива',
  deleted: 'Жалоба удалена',
  createFailed: 'Ошибка при создании жалобы',
  updateFailed: 'Ошибка при обновлении жалобы',
  archiveFailed: 'Не удалось переместить жалобу в архив',
  restoreFailed: 'Не удалось восстановить жалобу из архива',
  deleteFailed: 'Не удалось удалить жалобу',
  loadFailed: 'Не удалось загрузить жалобы',
  exportFailed: 'Не удалось скачать файл',
  archiveQuestion: 'Переместить жалобу в архив?',
  deleteQuestion: 'Удалить жалобу? Это действие нельзя отменить.',
  empty: 'Жалоб нет',
  archiveEmpty: 'В архиве нет жалоб',
  nothingFound: 'Ничего не найдено',
  exportFile: 'Жалобы',
  archiveExportFile: 'Архив жалоб',
} as const;

export interface ComplaintFilters {
  teacherId: number | null;
  studentId: number | null;
  /** YYYY-MM-DD of the incident, or ''. */
  date: string;
  /** Part of the comment. */
  comment: string;
}

export type ComplaintSaveResult = SaveResult<ComplaintField>;

const COMPLAINTS: RecordKind<ComplaintFilters, ComplaintField> = {
  resource: 'complaint',
  // staff create a complaint naming the student
  createPath: 'complaint/admin',
  permissions: { manage: 'complaints.manage', delete: 'complaints.delete', export: 'complaints.export' },
  texts: COMPLAINT_TEXTS,
  fields: COMPLAINT_FIELDS,
  noFilters: { teacherId: null, studentId: null, date: '', comment: '' },
  filterParams: { teacherId: idParam('teacher'), studentId: idParam('student'), date: dateParam('date'), comment: searchParam('comment') },
  // the students are searched on the server by their pickers
  lookups: { teachers: true },
  sortFields: { incidentDate: 'incidentDate', createdAt: 'createdAt' } satisfies Record<string, ComplaintSort>,
  query: (f) => ({
    teacherId: f.teacherId ?? undefined,
    studentId: f.studentId ?? undefined,
    dateFrom: f.date || undefined,
    dateTo: f.date || undefined,
    q: f.comment.trim() || undefined,
  }),
};

/** /admin/complaints, the complaints tab (the students' feedback has its own store). */
export class ComplaintsStore extends RecordsStore<Complaint, ComplaintFilters, ComplaintField, ComplaintPayload> {
  constructor(deps: ReportsDeps) {
    super(deps, COMPLAINTS);
  }
}
