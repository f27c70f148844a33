import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { acceptCookies, login, loginAsAdmin, logout, uniqueLogin } from './support/portal';
import { adminApi, personViaApi } from './support/timetable';

// 'Импорт' (docs/product/beyond.md §5): a file is checked before anything is written, its rows show
// with their errors, and only a clean file is imported.

test.beforeEach(async ({ page }) => acceptCookies(page));

const USER_COLUMNS = ['Фамилия', 'Имя', 'Отчество', 'Логин', 'Пароль', 'Роль', 'Предмет'];
const SCHEDULE_COLUMNS = ['Филиал', 'Кабинет', 'День недели', 'Начало', 'Услуга', 'Класс', 'Предмет', 'Ученики', 'Преподаватель'];

/** An .xlsx as a person saves it: the header in row 1, then the rows. */
function workbook(name: string, header: string[], rows: string[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Лист1');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer };
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Пользователи', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Импорт' }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByRole('heading', { name: 'Импорт', level: 1 })).toBeVisible();
}

const chooseFile = (page: Page, file: ReturnType<typeof workbook>) => page.getByTestId('import-file').setInputFiles(file);
const preview = (page: Page) => page.getByRole('grid', { name: 'Строки файла' });
/** The preview's row of the spreadsheet's row `n`, found by a text of it. */
const previewRow = (page: Page, text: string): Locator => preview(page).getByRole('row').filter({ hasText: text });

test('an administrator imports users: a bad row is shown with its error, the fixed file imports, and a new student signs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueLogin('');
  const student = { login: uniqueLogin('imps'), password: 'Import-pass-1', surname: `Импортов${tag}` };
  const teacher = { login: uniqueLogin('impt'), surname: `Загрузова${tag}` };
  const rows = (teacherRole: string) => [
    [student.surname, 'Иван', 'Петрович', student.login, student.password, 'Ученик', ''],
    [teacher.surname, 'Анна', '', teacher.login, '', teacherRole, 'Физика'],
  ];

  await loginAsAdmin(page);
  await openImport(page);

  // anything but .xlsx is refused before it is sent
  await page.getByTestId('import-file').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b') });
  await expect(page.getByText('Ожидается файл Excel (.xlsx)')).toBeVisible();

  // a role the portal does not know: that row's error, in its column; nothing to import
  await chooseFile(page, workbook('users.xlsx', USER_COLUMNS, rows('Директор')));
  await expect(page.getByText('Строк: 2, без ошибок: 1')).toBeVisible();
  await expect(page.getByText('Файл содержит ошибки')).toBeVisible();
  const bad = previewRow(page, teacher.login);
  await expect(bad.getByRole('gridcell').first()).toHaveText('3');
  await expect(bad).toContainText('Роль:');
  await expect(bad.locator('[data-error="true"]')).toHaveText('Директор');
  await expect(previewRow(page, student.login)).not.toContainText('Роль:');
  await expect(page.getByRole('button', { name: 'Импортировать' })).toBeDisabled();

  // the fixed file: clean, imported; the teacher's password was made by the portal and is offered once
  await chooseFile(page, workbook('users.xlsx', USER_COLUMNS, rows('Преподаватель')));
  await expect(page.getByText('Строк: 2, без ошибок: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Импортировать' }).click();
  await expect(page.getByText('Импортировано: 2 пользователя')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать пароли' }).click();
  const passwords = await download;
  expect(passwords.suggestedFilename()).toBe('Пароли.xlsx');
  const sheet = XLSX.read(readFileSync(await passwords.path()), { type: 'buffer' });
  const table = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet.Sheets[sheet.SheetNames[0]!]!);
  expect(table).toHaveLength(1);
  expect(table[0]).toMatchObject({ Строка: 3, Логин: teacher.login });
  await expect(page.getByRole('button', { name: 'Скачать пароли' })).toHaveCount(0);

  // the imported student signs in with the password of the file
  await logout(page);
  await login(page, student.login, student.password);
  await expect(page).toHaveURL(/\/student/);
});

test('a timetable file whose lesson clashes with another in the file is refused on its row', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const tag = uniqueLogin('');
  const filial = await api.post<{ id: number; name: string }>('filials', {
    name: `Импорт ${tag}`,
    city: 'Казань',
    address: 'ул. Баумана, 1',
    time_start: '09:00',
    time_end: '18:00',
  });
  const cabinet = await api.post<{ id: number; name: string }>('cabinets', { name: `Каб ${tag}`, filial_id: filial.id, quantity: 8 });
  const teacherLogin = uniqueLogin('impteach');
  const teacher = await personViaApi(request, api, 'TEACHER', { first: 'Анна', second: `Расписанова${tag}`, login: teacherLogin });
  const subject = await api.post<{ id: number; name: string }>('subjects', { name: `Химия ${tag}` });
  const groupType = await api.post<{ id: number }>('group-types', { name: `Группа ${tag}`, total_places: 8 });
  const service = await api.post<{ id: number; name: string }>('services', {
    name: `Урок ${tag}`,
    group_type_id: groupType.id,
    duration_minutes: 60,
    price: 1500,
  });
  const klass = await api.post<{ id: number; name: string }>('classes', {
    name: `Класс ${tag}`,
    subject_ids: [subject.id],
    teacher_ids: [teacher.id],
  });
  const lesson = (start: string) => [
    filial.name,
    cabinet.name,
    'Понедельник',
    start,
    service.name,
    klass.name,
    subject.name,
    '',
    teacherLogin,
  ];

  await loginAsAdmin(page);
  await openImport(page);
  await page.getByRole('button', { name: 'Расписание' }).click();
  // the second lesson starts while the first is on, in the same cabinet
  await chooseFile(page, workbook('timetable.xlsx', SCHEDULE_COLUMNS, [lesson('10:00'), lesson('10:30')]));
  await expect(page.getByText('Строк: 2, без ошибок: 1')).toBeVisible({ timeout: 30_000 });
  const clashing = previewRow(page, '10:30');
  await expect(clashing.getByRole('gridcell').first()).toHaveText('3');
  await expect(clashing.getByRole('listitem')).not.toHaveCount(0);
  await expect(previewRow(page, '10:00').getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Импортировать' })).toBeDisabled();
});
