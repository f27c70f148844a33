import { expect, test } from '@playwright/test';
import { acceptCookies } from './support/portal';

// BEYOND: the portal is installable and says so when the server cannot be reached (shell/public/sw.js).
// The other journeys run with service workers blocked (playwright.config.ts): this one lets the portal's in.
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 667 } });

test('the portal is installable, and without a connection it says so and offers to retry', async ({ page, context, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toEqual(expect.objectContaining({ name: 'Дневник достижений', display: 'standalone', theme_color: '#1f5fa8' }));
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await acceptCookies(page);
  await page.goto('/');
  await expect(page.getByLabel('Логин')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.goto('/teacher/journal');
  await expect(page.getByRole('heading', { name: 'Нет соединения с сервером' })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Повторить' }).click();
  await expect(page.getByLabel('Логин')).toBeVisible();
});
