import {
  FEEDBACK_FILE_FIELD,
  FEEDBACK_FILE_TYPES,
  FEEDBACK_MAX_FILE_BYTES,
  FEEDBACK_MESSAGES,
  feedbackSchema,
  type FeedbackFileExtension,
} from '@diary/common';

/** docs/product/screens.md "Feedback screen 'Обратная связь'" and docs/product/messages.md. */
export const FEEDBACK_FORM_TEXTS = {
  title: 'Обратная связь',
  surname: 'Ваша фамилия',
  student: 'Ученик',
  note: 'Обратная связь',
  attach: 'Прикрепить файл',
  removeFile: 'Убрать файл',
  fileHint: 'Изображение, PDF или документ, до 10 МБ',
  submit: 'Отправить',
  sent: 'Успешно отправлено',
  failed: 'Произошла ошибка!',
} as const;

export type FeedbackField = 'surname' | 'studentId' | 'note' | 'file';

export interface FeedbackFormValues {
  surname: string;
  studentId: number | null;
  note: string;
  file: File | null;
}

export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export type FeedbackValidation = { ok: true; form: FormData } | { ok: false; errors: FeedbackErrors };

/** The file the form may send: at most 10 MB, an image, a PDF or an office document. */
export function fileError(file: File | null): string | undefined {
  if (!file) return undefined;
  if (file.size > FEEDBACK_MAX_FILE_BYTES) return FEEDBACK_MESSAGES.fileTooLarge;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(extension in FEEDBACK_FILE_TYPES)) return FEEDBACK_MESSAGES.fileType;
  const types = FEEDBACK_FILE_TYPES[extension as FeedbackFileExtension] as readonly string[];
  // browsers do not always know a type (an empty one is left to the server's content check)
  if (file.type && !types.includes(file.type)) return FEEDBACK_MESSAGES.fileType;
  return undefined;
}

/**
 * docs/product/rules.md "Feedback form": every field required except the file, by the shared schema; the
 * multipart body of POST feedback: surname, studentId, note and, when chosen, file.
 */
export function validateFeedback(values: FeedbackFormValues): FeedbackValidation {
  const parsed = feedbackSchema.safeParse({ surname: values.surname, studentId: values.studentId, note: values.note });
  const errors: FeedbackErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0]) as FeedbackField;
      if (path === 'surname' || path === 'studentId' || path === 'note') errors[path] ??= issue.message;
    }
  }
  const badFile = fileError(values.file);
  if (badFile) errors.file = badFile;
  if (!parsed.success || badFile) return { ok: false, errors };
  const form = new FormData();
  form.append('surname', parsed.data.surname);
  form.append('studentId', String(parsed.data.studentId));
  form.append('note', parsed.data.note);
  if (values.file) form.append(FEEDBACK_FILE_FIELD, values.file, values.file.name);
  return { ok: true, form };
}

/** '12,3 КБ' */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
}
