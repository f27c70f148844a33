import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { acceptCookies, adminToken, createUserViaApi, login, loginAsAdmin, uniqueLogin } from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Opens a page of the ADMIN-only 'Настройки' menu group. */
async function openSettings(page: Page, entry: string, heading: string) {
  await page.getByRole('button', { name: 'Настройки' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

const rowOf = (page: Page, text: string) => page.getByRole('grid').getByRole('row').filter({ hasText: text });

/** A DataGrid cell of a row, by its column's field. */
const cell = (row: Locator, field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);

/** The ADMIN's API calls, for data a journey needs but is not about. */
async function adminApi(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  return {
    async createGroupType(name: string, total_places: number): Promise<{ id: number }> {
      const created = await request.post('/api/group-types', { data: { name, total_places }, headers });
      expect(created.status()).toBe(201);
      return created.json();
    },
    async createService(data: { name: string; group_type_id: number; duration_minutes: number; price: number }): Promise<{ id: number }> {
      const created = await request.post('/api/services', { data, headers });
      expect(created.status()).toBe(201);
      return created.json();
    },
    async archiveService(id: number) {
      expect((await request.delete(`/api/services/${id}`, { headers })).ok()).toBeTruthy();
    },
  };
}

test('the admin manages subjects and group types, including an unlimited one', async ({ page }) => {
  const suffix = uniqueLogin('');
  const subject = `Астрономия ${suffix}`;
  const groupType = `Мини-группа ${suffix}`;
  const unlimited = `Вебинар ${suffix}`;
  await loginAsAdmin(page);

  await openSettings(page, 'дисциплины', 'Предметы');
  await page.getByRole('button', { name: 'Добавить предмет' }).click();
  const subjectForm = page.getByRole('dialog', { name: 'Новый предмет' });
  await subjectForm.getByRole('button', { name: 'Создать' }).click();
  await expect(subjectForm.getByText('Введите название предмета')).toBeVisible();
  await subjectForm.getByLabel('Название предмета').fill(`  ${subject} `);
  await subjectForm.getByRole('button', { name: 'Создать' }).click();
  await expect(subjectForm).toBeHidden();
  await expect(page.getByText('Предмет сохранен')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Название' }).fill(suffix);
  await expect(rowOf(page, subject)).toHaveCount(1);

  await rowOf(page, subject)
    .getByRole('button', { name: `Удалить ${subject}` })
    .click();
  await expect(page.getByText(`Вы действительно хотите удалить предмет "${subject}"?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Предмет удален')).toBeVisible();
  await expect(rowOf(page, subject)).toHaveCount(0);

  await openSettings(page, 'тип групп', 'Типы групп');
  await page.getByRole('button', { name: 'Добавить тип занятия' }).click();
  let form = page.getByRole('dialog', { name: 'Добавить тип занятия' });
  await expect(form.getByLabel('Количество мест')).toHaveValue('10');
  await form.getByLabel('Название').fill(groupType);
  await form.getByLabel('Количество мест').fill('0');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('Введите корректное количество мест (минимум 1)')).toBeVisible();
  await form.getByLabel('Количество мест').fill('6');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Тип занятия создан')).toBeVisible();
  await expect(cell(rowOf(page, groupType), 'total_places')).toHaveText('6');

  await page.getByRole('button', { name: 'Добавить тип занятия' }).click();
  form = page.getByRole('dialog', { name: 'Добавить тип занятия' });
  await form.getByLabel('Название').fill(unlimited);
  await form.getByRole('checkbox', { name: 'Неограниченное количество учеников' }).check();
  await expect(form.getByLabel('Количество мест')).toBeDisabled();
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form).toBeHidden();
  await expect(cell(rowOf(page, unlimited), 'total_places')).toHaveText('Неограниченно');

  await rowOf(page, groupType)
    .getByRole('button', { name: `Изменить ${groupType}` })
    .click();
  form = page.getByRole('dialog', { name: 'Редактировать тип занятия' });
  await expect(form.getByLabel('Количество мест')).toHaveValue('6');
  await form.getByLabel('Количество мест').fill('8');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Тип занятия обновлен')).toBeVisible();
  await expect(cell(rowOf(page, groupType), 'total_places')).toHaveText('8');
});

test('the admin creates, edits, archives and restores a service, and downloads the list', async ({ page, request }) => {
  const suffix = uniqueLogin('');
  const api = await adminApi(request);
  const group = `Группа ${suffix}`;
  const solo = `Индивидуально ${suffix}`;
  const groupId = (await api.createGroupType(group, 8)).id;
  await api.createGroupType(solo, 1);
  const old = await api.createService({ name: `Старая услуга ${suffix}`, group_type_id: groupId, duration_minutes: 120, price: 700 });
  await api.archiveService(old.id);
  const service = `Химия ${suffix}`;

  await loginAsAdmin(page);
  await openSettings(page, 'услуги', 'Услуги');

  await page.getByRole('button', { name: 'Добавить услугу' }).click();
  let form = page.getByRole('dialog', { name: 'Создать услугу' });
  await form.getByRole('button', { name: 'Создать услугу' }).click();
  await expect(form.getByText('Название услуги обязательно')).toBeVisible();
  await expect(form.getByText('Тип группы обязателен')).toBeVisible();
  await expect(form.getByText('Длительность обязательна')).toBeVisible();
  await expect(form.getByText('Стоимость обязательна')).toBeVisible();
  await form.getByLabel('Название услуги').fill(service);
  await form.getByRole('combobox', { name: /Тип группы/ }).click();
  await page.getByRole('option', { name: group }).click();
  await form.getByLabel('Длительность (мин)').fill('90');
  await form.getByLabel('Стоимость (руб.)').fill('1500');
  await form.getByRole('button', { name: 'Создать услугу' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Услуга создана')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Название' }).fill(suffix);
  const row = rowOf(page, service);
  await expect(cell(row, 'groupType')).toHaveText(group);
  await expect(cell(row, 'duration_minutes')).toHaveText('1 ч 30 мин');
  await expect(cell(row, 'price')).toHaveText(/^1\s500,00\s₽$/);
  await expect(rowOf(page, `Старая услуга ${suffix}`)).toHaveCount(0);

  await row.getByRole('button', { name: `Изменить ${service}` }).click();
  form = page.getByRole('dialog', { name: 'Редактировать услугу' });
  await expect(form.getByLabel('Название услуги')).toHaveValue(service);
  await form.getByRole('combobox', { name: /Тип группы/ }).click();
  await page.getByRole('option', { name: solo }).click();
  await form.getByLabel('Длительность (мин)').fill('45');
  await form.getByLabel('Стоимость (руб.)').fill('990,50');
  await form.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Услуга обновлена')).toBeVisible();
  await expect(cell(row, 'groupType')).toHaveText(solo);
  await expect(cell(row, 'duration_minutes')).toHaveText('45 мин');
  await expect(cell(row, 'price')).toHaveText(/^990,50\s₽$/);

  await row.getByRole('button', { name: `Архивировать ${service}` }).click();
  await expect(page.getByText(`Вы действительно хотите архивировать услугу "${service}"?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Услуга архивирована')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Архив' }).click();
  await expect(rowOf(page, `Старая услуга ${suffix}`)).toHaveCount(1);
  await rowOf(page, service)
    .getByRole('button', { name: `Восстановить ${service}` })
    .click();
  await expect(page.getByText('Услуга восстановлена')).toBeVisible();
  await expect(rowOf(page, service)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Активные' }).click();
  await expect(cell(rowOf(page, service), 'duration_minutes')).toHaveText('45 мин');

  // the file holds active and archived services alike, under the search
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать в Excel' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Услуги.xlsx');
  const workbook = XLSX.readFile(await download.path());
  expect(workbook.SheetNames).toEqual(['data']);
  const sheet = workbook.Sheets.data!;
  const [headers] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
  expect(headers).toEqual(['Название', 'Тип группы', 'Длительность (мин)', 'Стоимость', 'Дата создания', 'Статус']);
  const rows = XLSX.utils.sheet_to_json<Record<string, string | number>>(sheet);
  expect(rows).toEqual([
    expect.objectContaining({ Название: service, 'Тип группы': solo, 'Длительность (мин)': 45, Стоимость: 990.5, Статус: 'Активен' }),
    expect.objectContaining({
      Название: `Старая услуга ${suffix}`,
      'Тип группы': group,
      'Длительность (мин)': 120,
      Стоимость: 700,
      Статус: 'Архивирован',
    }),
  ]);
  expect(rows[0]!['Дата создания']).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
});

test('a moderator sees the services without the ADMIN-only controls', async ({ page, request }) => {
  const suffix = uniqueLogin('');
  const api = await adminApi(request);
  const groupId = (await api.createGroupType(`Группа ${suffix}`, 5)).id;
  const service = `Физика ${suffix}`;
  await api.createService({ name: service, group_type_id: groupId, duration_minutes: 60, price: 1000 });
  const moderator = {
    username: uniqueLogin('moder'),
    password: 'moder-secret',
    first_name: 'Мария',
    second_name: 'Модерова',
    roles: ['MODERATOR'],
  };
  await createUserViaApi(request, moderator);

  await login(page, moderator.username, moderator.password);
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('button', { name: 'Настройки' })).toHaveCount(0);
  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { name: 'Услуги' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Название' }).fill(suffix);
  const row = rowOf(page, service);
  await expect(cell(row, 'duration_minutes')).toHaveText('1 ч');
  await expect(cell(row, 'groupType')).toHaveText(`Группа ${suffix}`);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Добавить услугу' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Скачать в Excel' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Действия' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Архив' }).click();
  await expect(page.getByRole('button', { name: /^Восстановить/ })).toHaveCount(0);
});
