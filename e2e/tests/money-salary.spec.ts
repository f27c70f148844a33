import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminCall } from './support/journal';
import { heldPaidLesson, PASSWORD } from './support/money';
import { acceptCookies, login, loginAsAdmin, openFromMenu, typedDate } from './support/portal';

// Teachers' pay (docs/product/beyond.md §6): the administrator's 'Начисление зарплаты' and the
// teacher's 'Моя зарплата', from a lesson held today and a rate per student present.
test.beforeEach(async ({ page }) => acceptCookies(page));

let held: Awaited<ReturnType<typeof heldPaidLesson>>;
/** The teacher as the API names them: surname, then first name. */
let teacherName: string;

test.beforeAll(async ({ request }) => {
  held = await heldPaidLesson(request, { price: 1200, students: 2 });
  teacherName = `${held.teacher.surname} Вера`;
  // the teacher's own rate: more specific than any default another journey may have set
  await adminCall(request, held.api, 'post', 'salary/rates', { teacherId: held.teacher.id, kind: 'student', amount: 500 }, 201);
});

/** A text as a person reads it: the no-break spaces of '1 000,00 ₽' as spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const cell = (row: Locator, field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);
async function expectCell(row: Locator, field: string, text: string) {
  await expect(async () => expect(plain(await cell(row, field).innerText())).toBe(text)).toPass();
}

async function openSalary(page: Page) {
  await loginAsAdmin(page);
  await page.getByRole('navigation', { name: 'Разделы администратора' }).getByRole('button', { name: 'Сотрудники' }).click();
  await page.getByRole('menuitem', { name: 'начисление зарплаты', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/salary$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Начисление зарплаты' })).toBeVisible();
}

test("the administrator reads a teacher's month: their line, then the held lesson with the rate the API chose", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSalary(page);
  await expect(page.getByText('Месяц открыт')).toBeVisible();
  const table = page.getByRole('grid', { name: 'Начисления преподавателям' });
  const line = table.getByRole('row').filter({ hasText: teacherName });
  await expect(line).toHaveCount(1);
  await expectCell(line, 'lessons', '1');
  await expectCell(line, 'students', '2');
  await expectCell(line, 'hours', '0,75');
  await expectCell(line, 'amount', '1 000,00 ₽');

  await line.getByRole('button', { name: `Занятия: ${teacherName}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${teacherName} — `) });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?teacher=${held.teacher.id}$`));
  const lesson = dialog.getByRole('grid', { name: 'Проведённые занятия' }).getByRole('row').filter({ hasText: held.subject.name });
  await expect(lesson).toHaveCount(1);
  await expectCell(lesson, 'date', typedDate(held.today));
  await expectCell(lesson, 'time_start', '00:00');
  await expectCell(lesson, 'students', '2');
  await expectCell(lesson, 'hours', '0,75');
  await expectCell(lesson, 'rate', '500,00 ₽ за ученика');
  await expectCell(lesson, 'amount', '1 000,00 ₽');
  await expect(async () => expect(plain(await dialog.getByText(/^Итого:/).innerText())).toBe('Итого: 1 000,00 ₽')).toPass();
  await page.screenshot({ path: test.info().outputPath('salary-teacher-1440.png') });

  // a reload of the address shows the same teacher's month
  await page.reload();
  await expect(page.getByRole('dialog', { name: new RegExp(`^${teacherName} — `) })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // this month has not ended: the server says so and the month stays open
  await page.getByRole('button', { name: 'Закрыть месяц' }).click();
  const question = page.getByRole('dialog', { name: 'Закрыть месяц' });
  await question.getByRole('button', { name: 'Закрыть месяц' }).click();
  await expect(page.getByText('Месяц ещё не закончился')).toBeVisible();
  await expect(page.getByText('Месяц открыт')).toBeVisible();
});

test("the administrator's rates list names the teacher's own rate", async ({ page }) => {
  await openSalary(page);
  await page.getByRole('tab', { name: 'Ставки' }).click();
  await expect(page).toHaveURL(/\?view=rates$/);
  const rate = page.getByRole('grid', { name: 'Ставки' }).getByRole('row').filter({ hasText: teacherName });
  await expectCell(rate, 'serviceId', 'Все');
  await expectCell(rate, 'kind', 'За ученика');
  await expectCell(rate, 'amount', '500,00 ₽');
});

test.describe("the teacher's 'Моя зарплата'", () => {
  test('on a phone: the held lesson as a card, and the month’s amount', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await login(page, held.teacher.username, PASSWORD);
    await openFromMenu(page, 'Разделы преподавателя', 'Моя зарплата');
    await expect(page).toHaveURL(/\/teacher\/salary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Моя зарплата' })).toBeVisible();
    await expect(async () => expect(plain(await page.getByText(/^Итого:/).innerText())).toBe('Итого: 1 000,00 ₽')).toPass();
    await expect(page.getByText('Месяц открыт')).toBeVisible();
    const card = page.getByRole('list', { name: 'Проведённые занятия' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(async () => expect(plain(await card.innerText()).replace(/\n/g, ' ')).toContain(`Предмет ${held.subject.name}`)).toPass();
    await expect(card).toContainText('500,00 ₽ за ученика');
    await expect(page.getByRole('grid')).toHaveCount(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('teacher-salary-375.png'), fullPage: true });

    // the month before: nothing held, the address says which month
    await page.getByRole('button', { name: 'Предыдущий месяц' }).click();
    await expect(page).toHaveURL(/\/teacher\/salary\?month=\d{4}-\d{2}$/);
    await expect(page.getByText('Нет проведённых занятий за этот месяц')).toBeVisible();
  });

  test('on a wide screen: the table of held lessons', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, held.teacher.username, PASSWORD);
    await page.goto('/teacher/salary');
    const lesson = page.getByRole('grid', { name: 'Проведённые занятия' }).getByRole('row').filter({ hasText: held.subject.name });
    await expectCell(lesson, 'amount', '1 000,00 ₽');
    await page.screenshot({ path: test.info().outputPath('teacher-salary-1440.png') });
  });
});
