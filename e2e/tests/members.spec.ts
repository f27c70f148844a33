import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { acceptCookies, adminToken, createUserViaApi, login, loginAsAdmin, logout, uniqueLogin } from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

async function fillUserForm(
  page: Page,
  user: { second_name: string; first_name: string; username: string; password: string; role: string },
) {
  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  const form = page.getByRole('dialog', { name: 'Новый пользователь' });
  await form.getByLabel('Фамилия').fill(user.second_name);
  await form.getByLabel('Имя', { exact: false }).first().fill(user.first_name);
  await form.getByLabel('Логин').fill(user.username);
  await form.getByLabel('Пароль').fill(user.password);
  await form.getByRole('checkbox', { name: user.role }).check();
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form).toBeHidden();
}

/**
 * The users list newest first ('Дата создания' descending): the specs running beside this one
 * create users too, and the API's own order (by id) would put this spec's past the first page.
 */
async function newestFirst(page: Page) {
  const header = page.getByRole('columnheader', { name: 'Дата создания' });
  for (let clicks = 0; clicks < 3 && (await header.getAttribute('aria-sort')) !== 'descending'; clicks++) {
    await header.click();
  }
  await expect(header).toHaveAttribute('aria-sort', 'descending');
}

test('the admin creates a teacher and a student, and each lands on their own area', async ({ page }) => {
  const teacher = {
    second_name: 'Учителева',
    first_name: 'Анна',
    username: uniqueLogin('teacher'),
    password: 'teacher-secret',
    role: 'Преподаватель',
  };
  const student = {
    second_name: 'Ученов',
    first_name: 'Пётр',
    username: uniqueLogin('student'),
    password: 'student-secret',
    role: 'Ученик',
  };

  await loginAsAdmin(page);
  await fillUserForm(page, teacher);
  await expect(page.getByText('Пользователь создан')).toBeVisible();
  await fillUserForm(page, student);
  await newestFirst(page);
  const table = page.getByRole('grid');
  await expect(table.getByText(teacher.username)).toBeVisible();
  await expect(table.getByText(student.username)).toBeVisible();
  await logout(page);

  await login(page, teacher.username, teacher.password);
  await expect(page).toHaveURL(/\/teacher\/create-achivement$/);
  await expect(page.getByTestId('user-short-name')).toHaveText('Учителева А.');
  await expect(page.getByRole('link', { name: 'Мои отчеты' })).toBeVisible();
  await logout(page);

  await login(page, student.username, student.password);
  await expect(page).toHaveURL(/\/student\/achivements$/);
  await expect(page.getByRole('tab', { name: 'Отправить жалобу' })).toBeVisible();
  // a student typing an admin address is sent back to their own area
  await page.goto('/admin/members');
  await expect(page).toHaveURL(/\/student\/achivements$/);
});

test('the form refuses a user without a role, and a taken login lands on its field', async ({ page, request }) => {
  const taken = uniqueLogin('taken');
  await createUserViaApi(request, {
    username: taken,
    password: 'secret-1',
    first_name: 'Иван',
    second_name: 'Занятов',
    roles: ['STUDENT'],
  });
  await loginAsAdmin(page);

  await page.getByRole('button', { name: 'Добавить пользователя' }).click();
  const form = page.getByRole('dialog', { name: 'Новый пользователь' });
  await form.getByLabel('Фамилия').fill('Повторов');
  await form.getByLabel('Имя', { exact: false }).first().fill('Олег');
  await form.getByLabel('Логин').fill(taken);
  await form.getByLabel('Пароль').fill('secret-2');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('Необходимо выбрать хотя бы одну роль')).toBeVisible();

  await form.getByRole('checkbox', { name: 'Ученик' }).check();
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('Пользователь с таким логином уже существует')).toBeVisible();
  await expect(page.getByText('Не удалось создать пользователя')).toBeVisible();
});

test('the admin edits, bans and deletes users; the banned one moves to the archive', async ({ page, request }) => {
  const toEdit = uniqueLogin('edit');
  const toBan = uniqueLogin('ban');
  const toDelete = uniqueLogin('del');
  for (const [username, surname] of [
    [toEdit, 'Правкин'],
    [toBan, 'Банов'],
    [toDelete, 'Удалов'],
  ]) {
    await createUserViaApi(request, { username, password: 'secret-1', first_name: 'Тест', second_name: surname, roles: ['STUDENT'] });
  }
  await loginAsAdmin(page);
  await newestFirst(page);

  await page.getByLabel(`Изменить ${toEdit}`).click();
  const form = page.getByRole('dialog', { name: 'Редактирование пользователя' });
  await expect(form.getByLabel('Логин')).toHaveValue(toEdit);
  await expect(form.getByRole('checkbox', { name: 'Ученик' })).toBeChecked();
  await form.getByLabel('Фамилия').fill('Исправленный');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пользователь обновлен')).toBeVisible();
  await expect(page.getByRole('grid').getByText('Исправленный')).toBeVisible();

  await page.getByLabel(`Заблокировать ${toBan}`).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Пользователь забанен')).toBeVisible();
  await expect(page.getByRole('grid').getByText(toBan)).toHaveCount(0);

  await page.getByLabel(`Удалить ${toDelete}`).click();
  await expect(page.getByText(`Вы уверены, что хотите удалить пользователя ${toDelete} ?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Пользователь удален')).toBeVisible();
  await expect(page.getByRole('grid').getByText(toDelete)).toHaveCount(0);

  await page.getByRole('button', { name: 'Архив' }).click();
  await page.getByRole('menuitem', { name: 'архив' }).click();
  await expect(page).toHaveURL(/\/admin\/archive\/members$/);
  await expect(page.getByRole('grid').getByText(toBan)).toBeVisible();
});

test('the admin filters by surname and role and downloads the list as Excel', async ({ page, request }) => {
  const username = uniqueLogin('filt');
  await createUserViaApi(request, { username, password: 'secret-1', first_name: 'Фильтр', second_name: 'Фильтров', roles: ['TEACHER'] });
  await loginAsAdmin(page);

  await page.getByLabel('Фамилия').fill('Фильтров');
  const grid = page.getByRole('grid');
  await expect(grid.getByText(username)).toBeVisible();
  await expect(grid.getByText('admin', { exact: true })).toHaveCount(0);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать в Excel' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = XLSX.readFile(await download.path());
  expect(workbook.SheetNames).toEqual(['data']);
  const sheet = workbook.Sheets.data!;
  const [headers] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
  expect(headers).toEqual(['Имя', 'Отчество', 'Фамилия', 'Логин', 'Роль', 'Дата создания']);
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet);
  expect(rows).toEqual([expect.objectContaining({ Фамилия: 'Фильтров', Логин: username, Роль: 'Преподаватель' })]);
});

test('the list keeps its search, page size and page in the address: a reload shows the same page, Back the one before', async ({
  page,
  request,
}) => {
  const surname = `Адресова${uniqueLogin('')}`;
  // 51 students, two pages of 50; one login for all of them (logins are throttled)
  const token = await adminToken(request);
  for (let batch = 0; batch < 51; batch += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, 51 - batch) }, (_, i) =>
        createUserViaApi(
          request,
          {
            username: uniqueLogin(`addr${batch + i}x`),
            password: 'student-secret',
            first_name: 'Ученица',
            second_name: surname,
            roles: ['STUDENT'],
          },
          token,
        ),
      ),
    );
  }

  await loginAsAdmin(page);
  await page.goto('/admin/members');
  const pager = page.getByRole('navigation', { name: 'Страницы таблицы' });
  await page.getByRole('searchbox', { name: 'Фамилия' }).fill(surname);
  await expect(pager.getByText('Страница 1 из 1')).toBeVisible();
  await pager.getByRole('combobox', { name: 'Строк на странице' }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await expect(pager.getByText('Страница 1 из 2')).toBeVisible();
  await pager.getByRole('button', { name: 'Вперед' }).click();
  await expect(pager.getByText('Страница 2 из 2')).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);

  await page.reload();
  await expect(pager.getByText('Страница 2 из 2')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Фамилия' })).toHaveValue(surname);
  await expect(page.getByRole('grid').getByText(surname)).toHaveCount(1);

  await page.goBack();
  await expect(pager.getByText('Страница 1 из 2')).toBeVisible();
  // the grid renders only the rows in view: the pager tells how many the page holds
  await expect(pager.getByText('1–50 из 51')).toBeVisible();
  await page.goBack();
  await expect(pager.getByText('Страница 1 из 1')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Фамилия' })).toHaveValue(surname);
});
