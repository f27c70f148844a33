import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { acceptCookies, loginAsAdmin, typedDate, uniqueLogin } from './support/portal';
import { adminApi, centreToday, personViaApi } from './support/timetable';

test.beforeEach(async ({ page }) => acceptCookies(page));

/**
 * A branch of the journey's own, with a cabinet, a teacher, two students and a class; `lesson`
 * puts one of its lessons on today's weekday (a lesson created today occurs today).
 */
async function aBranchOfItsOwn(request: APIRequestContext) {
  const api = await adminApi(request);
  const tag = uniqueLogin('');
  const teacherName = { first: 'Вера', second: `Журналова${tag}` };
  const teacher = await personViaApi(request, api, 'TEACHER', { ...teacherName, login: uniqueLogin('jt') });
  const students = [
    await personViaApi(request, api, 'STUDENT', { first: 'Павел', second: `Первый${tag}`, login: uniqueLogin('js') }),
    await personViaApi(request, api, 'STUDENT', { first: 'Нина', second: `Вторая${tag}`, login: uniqueLogin('js') }),
  ];
  const branch = `Журнальный ${tag}`;
  const filial = await api.post('filials', { name: branch });
  const cabinet = await api.post('cabinets', { name: 'Кабинет 7', filial_id: filial.id, quantity: 5 });
  const subject = `Черчение ${tag}`;
  const subjectId = (await api.post('subjects', { name: subject })).id;
  const klass = await api.post('classes', { subject_ids: [subjectId], teacher_ids: [teacher.id] });
  const today = centreToday();
  const lesson = (time_start: string, duration_minutes: number) =>
    api.post('schedule', {
      class_id: klass.id,
      teacher_id: teacher.id,
      subject,
      cabinet_id: cabinet.id,
      day_of_week: today.weekday,
      time_start,
      duration_minutes,
      students: students.map((student) => student.id),
    });
  return { branch, filialId: filial.id, subject, teacherFullName: `${teacherName.second} ${teacherName.first}`, today, lesson, api };
}

async function openJournal(page: Page) {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Клиенты' }).click();
  await page.getByRole('menuitem', { name: 'Журнал посещаемости' }).click();
  await expect(page).toHaveURL(/\/admin\/journal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал посещаемости' })).toBeVisible();
}

/** Picks an option of an MUI select (TextField select). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Types 'дд.мм.гггг' into the date field of `scope` whose name starts with `label`, from its day section on. */
async function typeDateIn(scope: Locator, label: string, date: string) {
  await scope
    .getByRole('group', { name: new RegExp(`^${label}`) })
    .getByRole('spinbutton', { name: 'День' })
    .click();
  await scope.page().keyboard.type(date);
}

const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });
const cell = (row: Locator, field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);

test("the administrator opens 'Журнал посещаемости' from the menu and sees today's ended lesson among the registers not taken, with its teacher", async ({
  page,
  request,
}) => {
  const b = await aBranchOfItsOwn(request);
  await b.lesson('00:00', 5);
  await openJournal(page);

  await page.getByRole('tab', { name: /^Не отмечено \(\d+\)$/ }).click();
  await choose(page, 'Филиал', b.branch);
  const table = page.getByRole('grid', { name: 'Занятия без отметок' });
  const row = rowOf(table, b.subject);
  await expect(row).toHaveCount(1);
  await expect(cell(row, 'date')).toHaveText(typedDate(b.today.date));
  await expect(cell(row, 'time')).toHaveText('00:00–00:05');
  await expect(cell(row, 'filial')).toHaveText(b.branch);
  await expect(cell(row, 'cabinet')).toHaveText('Кабинет 7');
  await expect(cell(row, 'teacher')).toHaveText(b.teacherFullName);
  await expect(cell(row, 'students')).toHaveText('2');
});

test("the administrator cancels one of today's lessons with a reason on 'День', sees it 'Отменено', then restores it", async ({
  page,
  request,
}) => {
  const b = await aBranchOfItsOwn(request);
  await b.lesson('23:50', 5);
  await openJournal(page);

  await choose(page, 'Филиал', b.branch);
  const table = page.getByRole('grid', { name: 'Занятия дня' });
  const row = rowOf(table, b.subject);
  await expect(row).toHaveCount(1);
  await expect(cell(row, 'teacher')).toHaveText(b.teacherFullName);
  await expect(cell(row, 'marked')).toHaveText('0 из 2');

  await row.getByRole('button', { name: /^Отменить занятие/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить занятие' });
  await dialog.getByRole('button', { name: 'Отменить занятие', exact: true }).click();
  await expect(dialog.getByText('Укажите причину')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Причина отмены' }).fill('Преподаватель на курсах');
  await dialog.getByRole('button', { name: 'Отменить занятие', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(row, 'status')).toContainText('Отменено');
  await expect(cell(row, 'status')).toContainText('Преподаватель на курсах');

  // read again (the branch stays chosen in the address): the API kept it
  await page.reload();
  await expect(cell(row, 'status')).toContainText('Отменено');

  await row.getByRole('button', { name: /^Вернуть занятие/ }).click();
  await expect(page.getByText('Занятие возвращено')).toBeVisible();
  await expect(cell(row, 'status')).not.toContainText('Отменено');
  await expect(row.getByRole('button', { name: /^Отменить занятие/ })).toBeVisible();

  // the ADMIN's export of the day's month, of the chosen branch
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать в Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Журнал посещаемости \d{2}\.\d{2}\.\d{4}–\d{2}\.\d{2}\.\d{4}\.xlsx$/);
  await page.screenshot({ path: test.info().outputPath('journal-day.png'), fullPage: true });
});

test('the administrator adds a day off for the branch on a future date, sees it listed, then deletes it', async ({ page, request }) => {
  const b = await aBranchOfItsOwn(request);
  const date = new Date(Date.parse(`${b.today.date}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
  await openJournal(page);

  await page.getByRole('tab', { name: 'Выходные' }).click();
  await page.getByRole('button', { name: 'Добавить выходной' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить выходной' });
  await typeDateIn(dialog, 'Дата', typedDate(date));
  await dialog.getByRole('combobox', { name: 'Филиал' }).click();
  await page.getByRole('listbox').getByRole('option', { name: b.branch, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Причина' }).fill('Ремонт кабинетов');
  await dialog.getByRole('button', { name: 'Добавить выходной' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('grid', { name: 'Выходные дни' });
  const row = rowOf(table, b.branch);
  await expect(row).toHaveCount(1);
  await expect(cell(row, 'date')).toHaveText(typedDate(date));
  await expect(cell(row, 'reason')).toHaveText('Ремонт кабинетов');

  // the same day of the same branch again: refused
  await page.getByRole('button', { name: 'Добавить выходной' }).click();
  await typeDateIn(dialog, 'Дата', typedDate(date));
  await dialog.getByRole('combobox', { name: 'Филиал' }).click();
  await page.getByRole('listbox').getByRole('option', { name: b.branch, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Причина' }).fill('Ещё раз');
  await dialog.getByRole('button', { name: 'Добавить выходной' }).click();
  await expect(dialog.getByText('Этот день уже выходной')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();

  await row.getByRole('button', { name: `Удалить выходной ${typedDate(date)} ${b.branch}` }).click();
  const question = page.getByRole('dialog', { name: 'Подтверждение' });
  await expect(question.getByText(`Удалить выходной ${typedDate(date)} (${b.branch})?`)).toBeVisible();
  await question.getByRole('button', { name: 'Да' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Выходной удален')).toBeVisible();
});
