import { expect, test } from '@playwright/test';

test('the cookie notice goes away for good after «Принять»', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Уведомление о cookie' });
  await expect(notice).toContainText('cookie');
  await notice.getByRole('button', { name: 'Принять' }).click();
  await expect(notice).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(notice).toBeHidden();
  await page.goto('/some/other/page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена:(' })).toBeVisible();
  await expect(notice).toBeHidden();
});
