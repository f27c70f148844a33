import { expect, test } from '@playwright/test';
import {
  ADMIN,
  acceptCookies,
  createUserViaApi,
  login,
  loginAsAdmin,
  logout,
  oneRoleUser,
  submitLogin,
  uniqueLogin,
} from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the admin logs in and lands on the users page, with the header and the admin menu', async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByRole('button', { name: 'ВЫХОД' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Дневник достижений' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Пользователи' })).toBeVisible();

  await page.getByRole('button', { name: 'Настройки' }).click();
  await expect(page.getByRole('menuitem', { name: 'экзамены' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'дисциплины' })).toBeVisible();
});

test('a wrong password shows the error and stays on the login page', async ({ page }) => {
  await submitLogin(page, 'admin', 'not-the-password');
  await expect(page.getByText('Неверный логин или пароль')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/');
  const password = page.getByLabel('Пароль', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Показать символы' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('logout returns to the login page and the admin area is closed again', async ({ page }) => {
  await loginAsAdmin(page);
  await logout(page);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.goto('/admin/members');
  await expect(page).toHaveURL(/\/$/);
});

test('a session survives a reload', async ({ page }) => {
  await loginAsAdmin(page);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('button', { name: 'ВЫХОД' })).toBeVisible();
});

test('a moderator sees the admin menu without the ADMIN-only groups', async ({ page, request }) => {
  const { username, password } = await oneRoleUser(request, {
    prefix: 'moder',
    role: 'MODERATOR',
    password: 'moder-secret',
    first_name: 'Мария',
    second_name: 'Модерова',
  });
  await login(page, username, password);
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByTestId('user-short-name')).toHaveText('Модерова М.');
  await expect(page.getByRole('button', { name: 'Пользователи' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Настройки' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Архив' })).toHaveCount(0);
  await page.goto('/admin/statistics');
  await expect(page.getByText('Недостаточно прав для просмотра этой страницы.')).toBeVisible();
});

test('an unknown path shows the not-found page with the way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена:(' })).toBeVisible();
  await page.getByRole('link', { name: 'На страницу входа' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('a first visit is usable on start.js alone; the portal loads after the login, at the home route', async ({ page, request }) => {
  const username = uniqueLogin('first');
  await createUserViaApi(request, { username, password: 'first-secret', first_name: 'Фёдор', second_name: 'Первов', roles: ['TEACHER'] });
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();
  await expect(page).toHaveTitle('Личный кабинет — Дневник достижений');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Введите логин')).toBeVisible();
  await expect(page.getByText('Введите пароль')).toBeVisible();
  expect(scripts).toEqual(['/start.js']);

  await login(page, username, 'first-secret');
  await expect(page).toHaveURL(/\/teacher\/create-achivement$/);
  await expect(page.getByTestId('user-short-name')).toHaveText('Первов Ф.');
  expect(scripts).toContain('/main.js');
});

test('a session held by the refresh cookie alone (a login made by a script) goes home from the login page', async ({ page }) => {
  const signedIn = await page.request.post('/api/auth/login', { data: { username: ADMIN.username, password: ADMIN.password } });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('button', { name: 'ВЫХОД' })).toBeVisible();
});

test("'Выйти на всех устройствах' ends the session on every device, the other one at its next load", async ({ page, browser, request }) => {
  const { username, password } = await oneRoleUser(request, {
    prefix: 'everywhere',
    role: 'STUDENT',
    password: 'Everywhere-Lilac-42',
    first_name: 'Ева',
    second_name: 'Везде',
  });
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await acceptCookies(other);
  await login(other, username, password);
  await login(page, username, password);

  await page.getByTestId('user-short-name').click();
  await page.getByRole('menuitem', { name: 'Выйти на всех устройствах' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await other.reload();
  await expect(other.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  await otherDevice.close();
});
