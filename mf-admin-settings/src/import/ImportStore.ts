import { makeAutoObservable, runInAction } from 'mobx';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_KINDS,
  type GeneratedPassword,
  type ImportCheck,
  type ImportDone,
  type ImportError,
  type ImportKind,
} from '@diary/common';
import { exportToExcel, readExcelSheet, saveBlob, type ExcelSheetText, type Notifier, type Viewer } from '@diary/web-kit';
import { ApiError, errorMessage, type HttpClient } from 'mf_auth/session';
import { IMPORT_TEXTS } from './import-texts';

export interface ImportDeps {
  http: Pick<HttpClient, 'upload' | 'download'>;
  viewer: Viewer;
  notify: Notifier;
  /** Reads the chosen file for the preview (the kit's reader; a double in tests). */
  readSheet?: (file: Blob) => Promise<ExcelSheetText>;
  /** Writes the passwords' .xlsx (the kit's writer; a spy in tests). */
  writeExcel?: typeof exportToExcel;
  saveFile?: (blob: Blob, fileName: string) => void;
}

/**
 * Where the file stands: none; its bytes going up (`progress`); the server checking or importing
 * it (no measure: an indeterminate bar); checked; imported.
 */
export type ImportPhase = 'idle' | 'uploading' | 'checking' | 'checked' | 'importing' | 'done';

/** One row of the file as the preview shows it: its spreadsheet number, its cells by column, its errors. */
export interface PreviewRow {
  id: number;
  cells: string[];
  errors: ImportError[];
}

/** A header as the server matches it to a column: spaces, case and ё aside. */
const headerKey = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');
const PASSWORD_KEY = headerKey('Пароль');

const isImportError = (value: unknown): value is ImportError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImportError).row === 'number' &&
  typeof (value as ImportError).message === 'string';

/** The problems of a file refused at import (400 'Файл содержит ошибки'), when the answer names them. */
function importErrorsOf(error: unknown): ImportError[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors = (error.errors as unknown[]).filter(isImportError);
  return errors.length ? errors : null;
}

/**
 * 'Импорт' (docs/product/beyond.md §5): a file chosen or dropped is read for the preview and sent
 * for a dry run; its rows show with their errors; 'Импортировать' sends it again for real, and the
 * passwords the portal made are offered once as an .xlsx.
 */
export class ImportStore {
  kind: ImportKind = 'users';
  file: File | null = null;
  /** The file's problem before it is sent (not .xlsx, too large). */
  fileError: string | null = null;
  phase: ImportPhase = 'idle';
  /** The share of the file sent, 0…1, while uploading. */
  progress = 0;
  sheet: ExcelSheetText | null = null;
  sheetError: string | null = null;
  check: ImportCheck | null = null;
  errors: ImportError[] = [];
  /** A failure that is not about the rows (rights, network, the server): shown with the file. */
  failure: string | null = null;
  done: ImportDone | null = null;
  /** The passwords made by the portal, until their file is downloaded or another file is chosen. */
  passwords: GeneratedPassword[] | null = null;
  onlyErrors = false;
  /** Bumped with each file: an answer about an older file is dropped. */
  private generation = 0;

  constructor(private readonly deps: ImportDeps) {
    makeAutoObservable<ImportStore, 'deps' | 'generation'>(this, { deps: false, generation: false });
  }

  /** The kinds this viewer may import. */
  get kinds(): ImportKind[] {
    return IMPORT_KINDS.filter((kind) => this.deps.viewer.can(kind === 'users' ? 'import.users' : 'import.schedule'));
  }

  get busy(): boolean {
    return this.phase === 'uploading' || this.phase === 'checking' || this.phase === 'importing';
  }

  get canImport(): boolean {
    return this.phase === 'checked' && this.check != null && this.check.rows > 0 && this.errors.length === 0;
  }

  /** The file's header (row 1) and its rows with their errors; blank rows left out. */
  get header(): string[] {
    return this.sheet?.rows[0] ?? [];
  }

  /** The users file's Пароль column (-1 for none): a typed password is never shown. */
  private get passwordColumn(): number {
    return this.kind === 'users' ? this.header.findIndex((name) => headerKey(name) === PASSWORD_KEY) : -1;
  }

  get previewRows(): PreviewRow[] {
    if (!this.sheet) return [];
    const byRow = new Map<number, ImportError[]>();
    for (const error of this.errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
    const { firstRow, rows } = this.sheet;
    const password = this.passwordColumn;
    const shown: PreviewRow[] = [];
    rows.forEach((cells, index) => {
      const id = firstRow + index;
      if (index === 0 && firstRow === 1) return; // the header
      const errors = byRow.get(id) ?? [];
      if (cells.every((cell) => cell === '') && errors.length === 0) return;
      if (this.onlyErrors && errors.length === 0) return;
      const masked =
        password >= 0 && cells[password] ? cells.map((cell, i) => (i === password ? IMPORT_TEXTS.maskedPassword : cell)) : cells;
      shown.push({ id, cells: masked, errors });
    });
    return shown;
  }

  /** Errors about rows the preview does not show (the header, a row past the end), listed apart. */
  get otherErrors(): ImportError[] {
    if (!this.sheet) return this.errors;
    const { firstRow, rows } = this.sheet;
    const last = firstRow + rows.length - 1;
    return this.errors.filter((error) => error.row <= 1 || error.row < firstRow || error.row > last);
  }

  setKind(kind: ImportKind) {
    if (kind === this.kind || this.busy) return;
    this.kind = kind;
    this.reset();
  }

  setOnlyErrors(value: boolean) {
    this.onlyErrors = value;
  }

  reset() {
    this.generation++;
    this.file = null;
    this.fileError = null;
    this.phase = 'idle';
    this.progress = 0;
    this.sheet = null;
    this.sheetError = null;
    this.check = null;
    this.errors = [];
    this.failure = null;
    this.done = null;
    this.passwords = null;
    this.onlyErrors = false;
  }

  /** A file chosen or dropped: refused at once unless .xlsx, else read for the preview and checked. */
  async chooseFile(file: File): Promise<void> {
    if (this.busy) return;
    this.reset();
    if (!/\.xlsx$/i.test(file.name)) {
      this.fileError = IMPORT_TEXTS.notExcel;
      return;
    }
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      this.fileError = IMPORT_TEXTS.tooLarge;
      return;
    }
    this.file = file;
    const generation = this.generation;
    void this.readPreview(file, generation);
    await this.send(true, generation);
  }

  /** 'Импортировать': the checked file, for real. */
  async commit(): Promise<void> {
    if (!this.canImport) return;
    await this.send(false, this.generation);
  }

  private async readPreview(file: File, generation: number) {
    try {
      const sheet = await (this.deps.readSheet ?? readExcelSheet)(file);
      runInAction(() => {
        if (generation === this.generation) this.sheet = sheet;
      });
    } catch (error) {
      console.error('Ошибка чтения файла', error);
      runInAction(() => {
        if (generation === this.generation) this.sheetError = IMPORT_TEXTS.readFailed;
      });
    }
  }

  private async send(dryRun: boolean, generation: number): Promise<void> {
    const file = this.file;
    if (!file) return;
    this.phase = 'uploading';
    this.progress = 0;
    this.failure = null;
    const form = new FormData();
    form.append('file', file, file.name);
    const current = () => generation === this.generation;
    try {
      const answer = await this.deps.http.upload<ImportCheck | ImportDone>(`import/${this.kind}?dryRun=${dryRun ? 1 : 0}`, form, {
        onProgress: (sent) =>
          runInAction(() => {
            if (!current()) return;
            this.progress = sent;
            // all sent: the server reads the file now, for as long as it takes
            if (sent >= 1 && this.phase === 'uploading') this.phase = dryRun ? 'checking' : 'importing';
          }),
      });
      runInAction(() => {
        if (!current()) return;
        if (dryRun) {
          const check = answer as ImportCheck;
          this.check = check;
          this.errors = check.errors ?? [];
          this.phase = 'checked';
        } else {
          const done = answer as ImportDone;
          this.done = done;
          this.passwords = done.passwords?.length ? done.passwords : null;
          this.phase = 'done';
        }
      });
    } catch (error) {
      runInAction(() => {
        if (!current()) return;
        const rowErrors = importErrorsOf(error);
        if (rowErrors) {
          // refused as a whole: its rows' errors show as after a dry run
          this.errors = rowErrors;
          this.check = {
            rows: this.check?.rows ?? 0,
            valid: Math.max(0, (this.check?.rows ?? 0) - new Set(rowErrors.map((e) => e.row)).size),
            errors: rowErrors,
          };
          this.failure = null;
        } else {
          this.failure = errorMessage(error, dryRun ? IMPORT_TEXTS.checkFailed : IMPORT_TEXTS.importFailed);
        }
        this.phase = rowErrors || this.check ? 'checked' : 'idle';
      });
    }
  }

  /** 'Скачать пароли': the file built here; then the passwords are forgotten. */
  async downloadPasswords(): Promise<boolean> {
    const passwords = this.passwords;
    if (!passwords) return false;
    try {
      await (this.deps.writeExcel ?? exportToExcel)(
        passwords.map((p) => ({ Строка: p.row, Логин: p.username, Пароль: p.password })),
        IMPORT_TEXTS.passwordsFile,
        { headers: ['Строка', 'Логин', 'Пароль'] },
      );
      runInAction(() => (this.passwords = null));
      return true;
    } catch (error) {
      console.error('Ошибка записи файла паролей', error);
      this.deps.notify.error(errorMessage(error, 'Не удалось сохранить файл с паролями'));
      return false;
    }
  }

  /** 'Скачать шаблон' of the kind chosen (the API's file: the request needs the session's token). */
  async downloadTemplate(): Promise<boolean> {
    try {
      const blob = await this.deps.http.download(`import/${this.kind}/template.xlsx`);
      (this.deps.saveFile ?? saveBlob)(blob, `Шаблон импорта — ${this.kind === 'users' ? 'пользователи' : 'расписание'}.xlsx`);
      return true;
    } catch (error) {
      this.deps.notify.error(errorMessage(error, IMPORT_TEXTS.templateFailed));
      return false;
    }
  }
}
