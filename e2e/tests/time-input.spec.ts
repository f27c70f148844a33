import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, createUserViaApi, login, loginAsAdmin, shownTime, typeTime, uniqueLogin } from './support/portal';
import { loadedSharedProviders, recordScripts } from './support/shared-libraries';

// Times the Russian way in every browser (issue #29): an English browser would show a native time input as 2:30 PM.
test.use({ locale: 'en-US' });
test.beforeEach(async ({ page }) => acceptCookies(page));

/** The shell's file of the time pickers (build/webpack/library-chunks.cjs). */
const TIME_PICKERS_FILE = /\/lib-time-pickers\.[0-9a-f]+\.js$/;
const timePickerFiles = (scripts: string[]) => scripts.filter((script) => TIME_PICKERS_FILE.test(script));

async function expectNoTimePickerOnFirstScreen(page: Page, scripts: string[], heading: string) {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(timePickerFiles(scripts)).toEqual([]);
}

test("in an English browser, the admin types 14:30 into a branch's opening time and sees 14:30, not 2:30 PM; the time picker comes with the form, once", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const branch = `Филиал ${uniqueLogin('time')}`;
  await loginAsAdmin(page);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await expectNoTimePickerOnFirstScreen(page, scripts, 'Пользователи');

  await page.getByRole('button', { name: 'Настройки' }).click();
  await page.getByRole('menuitem', { name: 'филиалы' }).click();
  await page.getByRole('button', { name: 'Добавить филиал' }).click();
  const form = page.getByRole('dialog', { name: 'Добавить филиал' });
  await form.getByLabel('Название').fill(branch);
  await typeTime(form, 'Время открытия', '14:30');
  const opening = form.getByRole('group', { name: 'Время открытия' });
  await expect(opening).toHaveText(/^14:30/);
  await expect(opening).not.toContainText(/AM|PM/i);
  await expect(shownTime(form, 'Время открытия')).toHaveValue('14:30');

  // the picker offers the day's 24 hours, no AM/PM
  await form
    .getByRole('button', { name: /^Выберите время/ })
    .last()
    .click();
  const hours = page.getByRole('listbox', { name: /час/i });
  await expect(hours.getByRole('option')).toHaveText(Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')));
  await expect(page.getByRole('option', { name: /AM|PM/i })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await typeTime(form, 'Время закрытия', '20:00');
  await form.getByRole('button', { name: 'Добавить филиал' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(branch);
  await expect(page.getByRole('grid').getByRole('row').filter({ hasText: branch })).toContainText('14:30 – 20:00');

  // the time pickers came with the branches' screen, once; the picker and its localization from one
  // frontend, or the picker would not find the Russian provider the field wraps it in
  expect(timePickerFiles(scripts).length).toBeLessThanOrEqual(1);
  const providers = await loadedSharedProviders(page);
  expect(providers['@mui/x-date-pickers/TimePicker']).toHaveLength(1);
  expect(providers['@mui/x-date-pickers/LocalizationProvider']).toEqual(providers['@mui/x-date-pickers/TimePicker']);
});

const PASSWORD = 'secret-pass-1';

test("the teacher's first screen, 'Отправить отчет', loads no time picker", async ({ page, request }) => {
  const teacher = { username: uniqueLogin('tt'), password: PASSWORD, first_name: 'Тина', second_name: 'Временная', roles: ['TEACHER'] };
  await createUserViaApi(request, teacher);
  const scripts = recordScripts(page);
  await login(page, teacher.username, PASSWORD);
  await expect(page).toHaveURL(/\/teacher\/create-achivement$/);
  await expectNoTimePickerOnFirstScreen(page, scripts, 'Дневник достижений');
});

test("the student's first screen, 'Достижения', loads no time picker", async ({ page, request }) => {
  const student = { username: uniqueLogin('ts'), password: PASSWORD, first_name: 'Тимур', second_name: 'Временной', roles: ['STUDENT'] };
  await createUserViaApi(request, student);
  const scripts = recordScripts(page);
  await login(page, student.username, PASSWORD);
  await expect(page).toHaveURL(/\/student\/achivements$/);
  await expectNoTimePickerOnFirstScreen(page, scripts, 'Достижения');
});
