import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'mf_auth/session';
import type { ImportCheck, ImportDone } from '@diary/common';
import { AppProviders, type ExcelSheetText } from '@diary/web-kit';
import { deferred, makeNotifier, makeViewer } from '@diary/web-kit/testing';
import { ImportScreen } from '../ImportScreen';
import type { ImportDeps } from '../ImportStore';

configure({ asyncUtilTimeout: 5000 });

const SHEET: ExcelSheetText = {
  firstRow: 1,
  rows: [
    ['Фамилия', 'Имя', 'Отчество', 'Логин', 'Пароль', 'Роль', 'Предмет'],
    ['Петров', 'Пётр', '', 'petrov', '', 'Ученик', ''],
    ['', '', '', '', '', '', ''],
    ['Сидорова', 'Анна', '', 'admin', 'secret-123', 'Ученик', ''],
  ],
};

interface Upload {
  path: string;
  file: File;
  progress: (sent: number) => void;
  answer: ReturnType<typeof deferred<ImportCheck | ImportDone>>;
}

function setup(role: 'ADMIN' | 'MODERATOR' = 'ADMIN', viewer = makeViewer(role)) {
  const uploads: Upload[] = [];
  const http = {
    upload: jest.fn((path: string, form: FormData, call?: { onProgress?: (sent: number) => void }) => {
      const answer = deferred<ImportCheck | ImportDone>();
      uploads.push({ path, file: form.get('file') as File, progress: call?.onProgress ?? (() => undefined), answer });
      return answer.promise;
    }),
    download: jest.fn(async () => new Blob(['template'])),
  };
  const writeExcel = jest.fn(async () => undefined);
  const saveFile = jest.fn();
  const deps = {
    http,
    viewer,
    notify: makeNotifier(),
    readSheet: jest.fn(async () => SHEET),
    writeExcel,
    saveFile,
  } as unknown as ImportDeps;
  render(
    <AppProviders>
      <ImportScreen deps={deps} />
    </AppProviders>,
  );
  return { uploads, http, writeExcel, saveFile };
}

const xlsx = (name = 'users.xlsx') => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const choose = (file: File) => fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
const importButton = () => screen.getByRole('button', { name: 'Импортировать' }) as HTMLButtonElement;
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

async function checked(uploads: Upload[], answer: ImportCheck) {
  await waitFor(() => expect(uploads).toHaveLength(1));
  await act(async () => uploads[0]!.answer.resolve(answer));
}

const BAD_ROW = { row: 4, column: 'Логин', message: 'Пользователь с таким логином уже существует' };

describe("/admin/import 'Импорт'", () => {
  it("refuses a file that is not .xlsx at once, with 'Ожидается файл Excel (.xlsx)'", () => {
    const { http } = setup();
    choose(new File(['a;b'], 'users.csv', { type: 'text/csv' }));
    expect(screen.getByText('Ожидается файл Excel (.xlsx)')).toBeTruthy();
    expect(http.upload).not.toHaveBeenCalled();
  });

  it("checks the file: the upload's progress, then 'Проверка файла…', then the rows with the erring one marked and the summary; no import", async () => {
    const { uploads } = setup();
    choose(xlsx());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.path).toBe('import/users?dryRun=1');
    expect(uploads[0]!.file.name).toBe('users.xlsx');
    act(() => uploads[0]!.progress(0.4));
    expect(screen.getByText('Загрузка файла… 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Загрузка файла…' }).getAttribute('aria-valuenow')).toBe('40');
    act(() => uploads[0]!.progress(1));
    expect(screen.getByRole('progressbar', { name: 'Проверка файла…' }).getAttribute('aria-valuenow')).toBeNull();
    await act(async () => uploads[0]!.answer.resolve({ rows: 2, valid: 1, errors: [BAD_ROW] }));

    expect(await screen.findByText('Строк: 2, без ошибок: 1')).toBeTruthy();
    expect(screen.getByText('Файл содержит ошибки')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const bad = rowOf('Сидорова');
    expect(within(bad).getByText('4')).toBeTruthy();
    expect(within(bad).getByText('Логин: Пользователь с таким логином уже существует')).toBeTruthy();
    expect(within(bad).getByText('admin').getAttribute('data-error')).toBe('true');
    expect(within(bad).getByText('Сидорова').getAttribute('data-error')).toBeNull();
    const good = rowOf('Петров');
    expect(within(good).getByText('2')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    // only the rows with errors
    fireEvent.click(screen.getByLabelText('Только строки с ошибками'));
    expect(screen.queryByText('Петров')).toBeNull();
    expect(screen.getByText('Сидорова')).toBeTruthy();
  });

  it("never shows a typed password in the preview: '••••••••' in its place, an empty one stays empty", async () => {
    const { uploads } = setup();
    choose(xlsx());
    await checked(uploads, { rows: 2, valid: 2, errors: [] });
    const typed = rowOf('Сидорова');
    expect(within(typed).getByText('••••••••')).toBeTruthy();
    expect(screen.queryByText('secret-123')).toBeNull();
    expect(within(rowOf('Петров')).queryByText('••••••••')).toBeNull();
  });

  it("imports a clean file: 'Импортировать' enabled, progress, 'Импортировано: N' and the passwords offered once", async () => {
    const { uploads, writeExcel } = setup();
    choose(xlsx());
    await checked(uploads, { rows: 2, valid: 2, errors: [] });
    expect(await screen.findByText('Строк: 2, без ошибок: 2')).toBeTruthy();
    expect(importButton().disabled).toBe(false);
    fireEvent.click(importButton());
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.path).toBe('import/users?dryRun=0');
    expect(importButton().disabled).toBe(true);
    act(() => uploads[1]!.progress(1));
    expect(screen.getByRole('progressbar', { name: 'Импорт…' })).toBeTruthy();
    await act(async () => uploads[1]!.answer.resolve({ created: 2, passwords: [{ row: 2, username: 'petrov', password: 'Xy7-kq2-Lm9' }] }));

    expect(await screen.findByText('Импортировано: 2 пользователя')).toBeTruthy();
    expect(screen.getByText(/показываются один раз/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Скачать пароли' }));
    await waitFor(() =>
      expect(writeExcel).toHaveBeenCalledWith([{ Строка: 2, Логин: 'petrov', Пароль: 'Xy7-kq2-Lm9' }], 'Пароли', {
        headers: ['Строка', 'Логин', 'Пароль'],
      }),
    );
    expect(await screen.findByText('Файл с паролями скачан. Больше пароли не показываются.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Скачать пароли' })).toBeNull();
  });

  it('offers no passwords when the file gave them all', async () => {
    const { uploads } = setup();
    choose(xlsx());
    await checked(uploads, { rows: 1, valid: 1, errors: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Импортировать' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    await act(async () => uploads[1]!.answer.resolve({ created: 1 }));
    expect(await screen.findByText('Импортировано: 1 пользователь')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Скачать пароли' })).toBeNull();
  });

  it('when the import is refused with errors (the file changed under it), then they show in the preview as after a check', async () => {
    const { uploads } = setup();
    choose(xlsx());
    await checked(uploads, { rows: 2, valid: 2, errors: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Импортировать' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    await act(async () =>
      uploads[1]!.answer.reject(new ApiError(400, { message: 'Файл содержит ошибки', code: 'VALIDATION', errors: [BAD_ROW] as never })),
    );
    expect(await screen.findByText('Логин: Пользователь с таким логином уже существует')).toBeTruthy();
    expect(screen.getByText('Строк: 2, без ошибок: 1')).toBeTruthy();
    expect(importButton().disabled).toBe(true);
  });

  it("shows a check that failed with the server's message, and no import", async () => {
    const { uploads } = setup();
    choose(xlsx());
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => uploads[0]!.answer.reject(new ApiError(403, { message: 'Недостаточно прав', code: 'FORBIDDEN' })));
    expect(await screen.findByText('Недостаточно прав')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Импортировать' })).toBeNull();
  });

  it('imports the timetable to its own path, with its own template', async () => {
    const { uploads, http, saveFile } = setup('MODERATOR');
    fireEvent.click(screen.getByRole('button', { name: 'Расписание' }));
    fireEvent.click(screen.getByRole('button', { name: 'Скачать шаблон' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    expect(http.download).toHaveBeenCalledWith('import/schedule/template.xlsx');
    choose(xlsx('schedule.xlsx'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.path).toBe('import/schedule?dryRun=1');
  });
});

describe('what may be imported', () => {
  it("offers 'Расписание' only to a caller with import.schedule", () => {
    const staff = makeViewer('MODERATOR');
    setup('MODERATOR', { can: (permission) => permission !== 'import.schedule' && staff.can(permission) });
    expect(screen.getByRole('button', { name: 'Пользователи' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Расписание' })).toBeNull();
  });
});
