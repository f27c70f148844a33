import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookies, createUserViaApi, isoDay, loginAsAdmin, uniqueLogin } from './support/portal';

// Who changed what (docs/product/beyond.md §4): a teacher's change of a grade is found by the
// administrator in 'Журнал изменений' and in the achievement's own 'История изменений'.

test.beforeEach(async ({ page }) => acceptCookies(page));

const PASSWORD = 'secret-pass-1';

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The change of the grade as the audit renders it (a numeric score without its trailing zeros). */
const GRADE_CHANGE = 'Баллы: 3 → 7';

async function openMenu(page: Page, group: string, entry: string) {
  await page.getByRole('button', { name: group, exact: true }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test("a teacher's change of a grade is in 'Журнал изменений' and in the achievement's 'История изменений'", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueLogin('');
  const teacher = {
    username: uniqueLogin('aud'),
    password: PASSWORD,
    first_name: 'Ирина',
    second_name: `Аудитова${tag}`,
    roles: ['TEACHER'],
  };
  const pupil = { username: uniqueLogin('aus'), password: PASSWORD, first_name: 'Пётр', second_name: `Проверов${tag}`, roles: ['STUDENT'] };
  await createUserViaApi(request, teacher);
  const pupilUser = (await createUserViaApi(request, pupil)) as { id: number };
  const theme = `Электростатика ${tag}`;

  // the teacher reports 3 of 10, then changes the grade to 7
  const token = await tokenOf(request, teacher.username);
  const headers = { Authorization: `Bearer ${token}` };
  const achievement = {
    studentId: pupilUser.id,
    lessonDate: isoDay(),
    lessonTheme: theme,
    checkType: 'Контрольная',
    subject: 'Физика',
    notes: '',
  };
  const created = await request.post('/api/achivements/create', { headers, data: { ...achievement, points: 3, maxPoints: 10 } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const updated = await request.put('/api/achivements/update', { headers, data: { id, ...achievement, points: 7, maxPoints: 10 } });
  expect(updated.status(), await updated.text()).toBe(200);

  await loginAsAdmin(page);
  await openMenu(page, 'Архив', 'Журнал изменений');
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Журнал изменений', level: 1 })).toBeVisible();

  // the achievement's records only: its creation and the change, newest first
  await page.getByRole('combobox', { name: 'Объект' }).click();
  await page.getByRole('option', { name: 'Достижение' }).click();
  await page.getByLabel('№ записи').fill(String(id));
  await expect(page).toHaveURL(new RegExp(`entity=achievement.*entityId=${id}`));
  const table = page.getByRole('grid', { name: 'Журнал изменений' });
  const rows = table.getByRole('row').filter({ hasText: `Достижение №${id}` });
  await expect(rows).toHaveCount(2);
  const change = rows.first();
  await expect(change).toContainText('Изменение');
  await expect(change).toContainText(`${teacher.second_name} ${teacher.first_name}`);
  await expect(change).toContainText('(Преподаватель)');
  await expect(change).toContainText(GRADE_CHANGE);
  await expect(rows.nth(1)).toContainText('Создание');

  // the same change from the achievement's edit modal
  await openMenu(page, 'Отчеты', 'достижения');
  await page.getByRole('searchbox', { name: 'Тема' }).fill(theme);
  await page.getByRole('button', { name: `Изменить ${theme}` }).click();
  await page.getByRole('button', { name: 'История изменений' }).click();
  const history = page.getByRole('dialog', { name: 'История изменений' });
  await expect(history.getByText(GRADE_CHANGE, { exact: true })).toBeVisible();
  await expect(history).toContainText('Изменение');
  await history.getByRole('button', { name: 'Закрыть' }).click();
  await expect(history).toHaveCount(0);
});
