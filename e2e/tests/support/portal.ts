import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './env.js';

export { ADMIN };

export interface NewUser {
  username: string;
  password: string;
  first_name: string;
  second_name: string;
  last_name?: string;
  roles: string[];
}

/** Hides the cookie notice for journeys that are not about it. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
}

/** Types the login and the password on the login page and presses 'Войти' (a refused login stays there). */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/**
 * Signs in and waits for the area's first screen: the session is set and the area has routed to its
 * first page, so what the journey does next (a menu opened, an address typed) is not undone by that
 * redirect (the phone's menu closes when the page changes).
 */
export async function login(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/(admin|teacher|student)\/[^/?#]+/);
}

export async function loginAsAdmin(page: Page) {
  await login(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/members$/);
}

/** On a phone: 'Меню', then the entry `name` of the area's navigation (`area`) in the menu. */
export async function openFromMenu(page: Page, area: 'Разделы преподавателя' | 'Разделы ученика', name: string) {
  await page.getByRole('button', { name: 'Меню' }).click();
  await page.getByRole('navigation', { name: area }).getByRole('link', { name, exact: true }).click();
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'ВЫХОД' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs the ADMIN in through the API: the access token for data a journey needs but is not about. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBeTruthy();
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/**
 * Creates a user straight through the API, for journeys that need one but are not about the form.
 * Pass an `adminToken` when creating many (logins are throttled); otherwise the ADMIN signs in for this one.
 */
export async function createUserViaApi(request: APIRequestContext, user: NewUser, token?: string) {
  const created = await request.post('/api/auth/registration', {
    data: user,
    headers: { Authorization: `Bearer ${token ?? (await adminToken(request))}` },
  });
  expect(created.status()).toBe(201);
  return created.json();
}

/** A user of one role made through the API, with a login unique to this run: what signs them in. */
export async function oneRoleUser(
  request: APIRequestContext,
  {
    prefix,
    role,
    password,
    first_name,
    second_name,
  }: { prefix: string; role: string; password: string; first_name: string; second_name: string },
) {
  const username = uniqueLogin(prefix);
  await createUserViaApi(request, { username, password, first_name, second_name, roles: [role] });
  return { username, password };
}

/** A login unique to this run, so journeys do not collide on the shared database. */
export function uniqueLogin(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** YYYY-MM-DD of today shifted by some days, in UTC: a journey's date ranges must be wide enough for any time zone. */
export function isoDay(shiftDays = 0): string {
  return new Date(Date.now() + shiftDays * 86_400_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as a person types it into a date field: 'дд.мм.гггг'. */
export function typedDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** Types 'дд.мм.гггг' into the date field labelled `label`, from its day section on, as a person does. */
export async function typeDate(page: Page, label: string, date: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'День' }).click();
  await page.keyboard.type(date);
}

/** The time input (the kit's TimeInput) labelled `label` in a page or a dialog. */
const timeInput = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label });

/** Types 'чч:мм' into the time input labelled `label`, from its hours section on, as a person does: the digits. */
export async function typeTime(scope: Page | Locator, label: string, time: string) {
  await timeInput(scope, label).getByRole('spinbutton', { name: 'Часы' }).click();
  await ('keyboard' in scope ? scope : scope.page()).keyboard.type(time.replace(':', ''));
}

/** What the time input labelled `label` holds, 'чч:мм' (for toHaveValue). */
export const shownTime = (scope: Page | Locator, label: string) => timeInput(scope, label).locator('input');
