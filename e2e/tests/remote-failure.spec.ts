import { expect, test } from '@playwright/test';
import { acceptCookies, loginAsAdmin } from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('when one remote cannot be loaded, the rest of the portal works and a retry brings it back', async ({ page }) => {
  // The settings remote's files are gone: every request for them answers 404.
  const missing = async (route: import('@playwright/test').Route) => route.fulfill({ status: 404, body: 'not found' });
  await page.route('**/mf-admin-settings/**', missing);

  await loginAsAdmin(page);
  const failure = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить раздел' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('button', { name: 'ВЫХОД' })).toBeVisible();

  // another area, served by another remote, still works
  await page.getByRole('button', { name: 'Клиенты' }).click();
  await page.getByRole('menuitem', { name: 'загруженность центра' }).click();
  await expect(page).toHaveURL(/\/admin\/shedule$/);
  await expect(page.getByRole('heading', { name: 'Расписание занятий' })).toBeVisible();

  // the files are back: «Повторить» loads the users page without a reload
  await page.goto('/admin/members');
  await expect(failure).toBeVisible();
  await page.unroute('**/mf-admin-settings/**', missing);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'Пользователи' })).toBeVisible();
  await expect(failure).toBeHidden();
});
