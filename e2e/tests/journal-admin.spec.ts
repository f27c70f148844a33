import { expect, test, type Locator, type Page } from '@playwright/test';
import { centreDay, journalLessons } from './support/journal';
import { acceptCookies, loginAsAdmin, typedDate } from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

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

/** The teacher as the journal names them: surname, then first name. */
const teacherName = (j: Awaited<ReturnType<typeof journalLessons>>) => `${j.teacher.surname} Галина`;

const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });
const cell = (row: Locator, field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);

test("the administrator opens 'Журнал посещаемости' from the menu and sees today's ended lesson among the registers not taken, with its teacher", async ({
  page,
  request,
}) => {
  const j = await journalLessons(request, [{ time_start: '00:00', duration_minutes: 5 }]);
  await openJournal(page);

  await page.getByRole('tab', { name: /^Не отмечено \(\d+\)$/ }).click();
  await choose(page, 'Филиал', j.filial.name);
  const table = page.getByRole('grid', { name: 'Занятия без отметок' });
  const row = rowOf(table, j.subject.name);
  await expect(row).toHaveCount(1);
  await expect(cell(row, 'date')).toHaveText(typedDate(centreDay()));
  await expect(cell(row, 'time')).toHaveText('00:00–00:05');
  await expect(cell(row, 'filial')).toHaveText(j.filial.name);
  await expect(cell(row, 'cabinet')).toHaveText('Кабинет 7');
  await expect(cell(row, 'teacher')).toHaveText(teacherName(j));
  await expect(cell(row, 'students')).toHaveText('2');
});

test("the administrator cancels one of today's lessons with a reason on 'День', sees it 'Отменено', then restores it", async ({
  page,
  request,
}) => {
  const j = await journalLessons(request, [{ time_start: '23:50', duration_minutes: 5 }]);
  await openJournal(page);

  await choose(page, 'Филиал', j.filial.name);
  const table = page.getByRole('grid', { name: 'Занятия дня' });
  const row = rowOf(table, j.subject.name);
  await expect(row).toHaveCount(1);
  await expect(cell(row, 'teacher')).toHaveText(teacherName(j));
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
  const j = await journalLessons(request, []);
  const date = centreDay(14);
  await openJournal(page);

  await page.getByRole('tab', { name: 'Выходные' }).click();
  await page.getByRole('button', { name: 'Добавить выходной' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить выходной' });
  await typeDateIn(dialog, 'Дата', typedDate(date));
  await dialog.getByRole('combobox', { name: 'Филиал' }).click();
  await page.getByRole('listbox').getByRole('option', { name: j.filial.name, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Причина' }).fill('Ремонт кабинетов');
  await dialog.getByRole('button', { name: 'Добавить выходной' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('grid', { name: 'Выходные дни' });
  const row = rowOf(table, j.filial.name);
  await expect(row).toHaveCount(1);
  await expect(cell(row, 'date')).toHaveText(typedDate(date));
  await expect(cell(row, 'reason')).toHaveText('Ремонт кабинетов');

  // the same day of the same branch again: refused
  await page.getByRole('button', { name: 'Добавить выходной' }).click();
  await typeDateIn(dialog, 'Дата', typedDate(date));
  await dialog.getByRole('combobox', { name: 'Филиал' }).click();
  await page.getByRole('listbox').getByRole('option', { name: j.filial.name, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Причина' }).fill('Ещё раз');
  await dialog.getByRole('button', { name: 'Добавить выходной' }).click();
  await expect(dialog.getByText('Этот день уже выходной')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();

  await row.getByRole('button', { name: `Удалить выходной ${typedDate(date)} ${j.filial.name}` }).click();
  const question = page.getByRole('dialog', { name: 'Подтверждение' });
  await expect(question.getByText(`Удалить выходной ${typedDate(date)} (${j.filial.name})?`)).toBeVisible();
  await question.getByRole('button', { name: 'Да' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Выходной удален')).toBeVisible();
});
