import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, createUserViaApi } from './portal';

/** The timetable journeys' data through the API: POSTs as the ADMIN (one sign-in), each asserted 201. */
export async function adminApi(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const post = async <T extends { id: number }>(path: string, data: object): Promise<T> => {
    const response = await request.post(`/api/${path}`, { data, headers });
    expect(response.status(), `POST /api/${path}: ${await response.text()}`).toBe(201);
    return (await response.json()) as T;
  };
  return { token, post };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** A teacher (or a student) through the API: `first_name second_name`, no patronymic. */
export async function personViaApi(
  request: APIRequestContext,
  api: AdminApi,
  role: 'TEACHER' | 'STUDENT',
  name: { first: string; second: string; login: string },
) {
  return (await createUserViaApi(
    request,
    { username: name.login, password: 'secret-pass-1', first_name: name.first, second_name: name.second, roles: [role] },
    api.token,
  )) as { id: number };
}

/** A lesson card on the board: a button 'Занятие …' holding its title. */
export const boardCard = (scope: Page | Locator, title: string) =>
  scope.getByRole('button', { name: /^Занятие / }).filter({ hasText: title });

/**
 * A mouse drag on the board: press, a small move to lift (past the board's 5 px), then steps to the
 * target's centre, where the board's indicator must show before the drop ('Переместить сюда',
 * 'Обменять местами', or over an unavailable target the reason); `beforeDrop` looks at the board meanwhile.
 */
export async function dragOnBoard(
  page: Page,
  source: Locator,
  target: Locator,
  indicator: string | RegExp,
  beforeDrop?: () => Promise<void>,
) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: source or target is not visible');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await expect(target.locator('.tt-indicator').filter({ hasText: indicator })).toBeVisible();
  if (beforeDrop) await beforeDrop();
  await page.mouse.up();
}
