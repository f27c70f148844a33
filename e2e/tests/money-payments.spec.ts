import { expect, test, type Locator } from '@playwright/test';
import { heldPaidLesson, PASSWORD } from './support/money';
import { acceptCookies, createUserViaApi, login, openFromMenu, typedDate, uniqueLogin } from './support/portal';

// What each student has paid and owes (docs/product/beyond.md §7): a moderator records a payment in
// 'Оплаты', and the student, charged for a lesson held today, sees both in 'Баланс' on a phone.
test.beforeEach(async ({ page }) => acceptCookies(page));

/** A text as a person reads it: the no-break spaces of '1 200,00 ₽' as spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const cell = (row: Locator, field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);
async function expectCell(row: Locator, field: string, text: string) {
  await expect(async () => expect(plain(await cell(row, field).innerText())).toBe(text)).toPass();
}

test("a moderator records a payment that the student then sees in 'Баланс'", async ({ page, request }) => {
  const held = await heldPaidLesson(request, { price: 1200 });
  const student = held.students[0]!;
  const studentName = `${student.surname} Олег`;
  const moderator = { username: uniqueLogin('mmod'), password: 'moder-secret-1' };
  await createUserViaApi(
    request,
    { ...moderator, first_name: 'Ирина', second_name: `Кассирова${held.tag}`, roles: ['MODERATOR'] },
    held.api.token,
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, moderator.username, moderator.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page.getByRole('navigation', { name: 'Разделы администратора' }).getByRole('button', { name: 'Клиенты' }).click();
  await page.getByRole('menuitem', { name: 'Оплаты', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Оплаты' })).toBeVisible();
  // deleting and exporting are the ADMIN's
  await expect(page.getByRole('button', { name: 'Скачать в Excel' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Записать оплату' }).click();
  const dialog = page.getByRole('dialog', { name: 'Записать оплату' });
  await expect(dialog.getByRole('group', { name: /^Дата/ }).locator('input')).toHaveValue(typedDate(held.today));
  await dialog.getByRole('button', { name: 'Записать' }).click();
  await expect(dialog.getByText('Выберите ученика')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Ученик' }).fill(student.surname);
  await page.getByRole('option', { name: studentName }).click();
  await dialog.getByLabel(/^Сумма, ₽/).fill('500');
  await dialog.getByRole('combobox', { name: /^Способ/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Перевод', exact: true }).click();
  await dialog.getByLabel('Комментарий').fill('Аванс за месяц');
  await page.screenshot({ path: test.info().outputPath('payment-form-1440.png') });
  await dialog.getByRole('button', { name: 'Записать' }).click();
  await expect(page.getByText('Оплата записана')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('grid', { name: 'Оплаты' }).getByRole('row').filter({ hasText: studentName });
  await expect(row).toHaveCount(1);
  await expectCell(row, 'date', typedDate(held.today));
  await expectCell(row, 'amount', '500,00 ₽');
  await expectCell(row, 'method', 'Перевод');
  await expectCell(row, 'comment', 'Аванс за месяц');
  await expectCell(row, 'createdBy', `Кассирова${held.tag} Ирина`);
  await page.screenshot({ path: test.info().outputPath('payments-1440.png') });

  // charged 1 200 ₽ for today's lesson, paid 500 ₽: a debtor
  await page.getByRole('tab', { name: /^Должники/ }).click();
  const debtor = page.getByRole('grid', { name: 'Должники' }).getByRole('row').filter({ hasText: studentName });
  await expectCell(debtor, 'balance', '-700,00 ₽');
  await debtor.getByRole('button', { name: `Баланс: ${studentName}` }).click();
  const balance = page.getByRole('dialog', { name: `Баланс ученика: ${studentName}` });
  await expect(async () => expect(plain(await balance.getByText(/^Долг:/).innerText())).toBe('Долг: 700,00 ₽')).toPass();
  await page.screenshot({ path: test.info().outputPath('debtor-balance-1440.png') });

  await balance.getByRole('button', { name: 'Закрыть' }).click();
  await expect(balance).toHaveCount(0);

  // the student, on a phone
  await page.getByRole('button', { name: 'ВЫХОД' }).click();
  await page.setViewportSize({ width: 375, height: 667 });
  await login(page, student.username, PASSWORD);
  await expect(page).toHaveURL(/\/student\/achivements$/);
  await openFromMenu(page, 'Разделы ученика', 'Баланс');
  await expect(page).toHaveURL(/\/student\/balance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Баланс' })).toBeVisible();
  const debt = page.getByText(/^Долг:/);
  await expect(async () => expect(plain(await debt.innerText())).toBe('Долг: 700,00 ₽')).toPass();
  await expect(debt).toHaveCSS('color', 'rgb(211, 47, 47)');
  await expect(async () => {
    expect(plain(await page.getByText('Оплачено:').locator('..').innerText()).replace(/\n/g, ' ')).toBe('Оплачено: 500,00 ₽');
    expect(plain(await page.getByText('Начислено:').locator('..').innerText()).replace(/\n/g, ' ')).toBe('Начислено: 1 200,00 ₽');
  }).toPass();
  const operations = page.getByRole('list', { name: 'Оплаты и списания' }).getByRole('listitem');
  await expect(operations).toHaveCount(2);
  // a day's payments come before its lessons
  await expect(operations.nth(0)).toContainText('Оплата: Перевод');
  await expect(operations.nth(0)).toContainText('Аванс за месяц');
  await expect(async () => expect(plain(await operations.nth(0).innerText())).toContain('+500,00 ₽')).toPass();
  await expect(operations.nth(1)).toContainText(held.subject.name);
  await expect(async () => expect(plain(await operations.nth(1).innerText())).toContain('−1 200,00 ₽')).toPass();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('student-balance-375.png'), fullPage: true });
});
