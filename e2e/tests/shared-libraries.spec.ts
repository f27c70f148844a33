import { expect, test } from '@playwright/test';
import { acceptCookies, loginAsAdmin } from './support/portal';
import { loadedSharedProviders, recordScripts, sharedLibrarySources } from './support/shared-libraries';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('when pages of several remotes are opened, each shared library is loaded from one frontend only', async ({ page }) => {
  const scripts = recordScripts(page);
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Пользователи' })).toBeVisible();
  await page.getByRole('grid').first().waitFor();
  for (const [group, entry, heading] of [
    ['Клиенты', 'загруженность центра', 'Расписание занятий'],
    ['Отчеты', 'достижения', 'Достижения'],
    ['Отчеты', 'статистика 2', 'Статистика'],
  ] as const) {
    await page.getByRole('button', { name: group }).click();
    await page.getByRole('menuitem', { name: entry }).click();
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }

  // the grid, MUI and React itself were among them, each loaded in one copy
  const providers = await loadedSharedProviders(page);
  for (const library of ['react', '@mui/material', '@mui/x-data-grid']) expect(providers[library]).toHaveLength(1);
  expect(Object.entries(providers).filter(([, from]) => from.length > 1)).toEqual([]);
  // and no script of a library came from two frontends
  const sources = await sharedLibrarySources(page.request, scripts);
  expect(Object.keys(sources)).toEqual(expect.arrayContaining(['react', '@mui/material']));
  expect(Object.entries(sources).filter(([, from]) => from.length > 1)).toEqual([]);
});
