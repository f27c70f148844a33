import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { acceptCookies, adminToken, createUserViaApi, loginAsAdmin, typeTime, uniqueLogin } from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Opens a page of the ADMIN-only 'Настройки' menu group. */
async function openSettings(page: Page, entry: string, heading: string) {
  await page.getByRole('button', { name: 'Настройки' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

const rowOf = (page: Page, text: string) => page.getByRole('grid').getByRole('row').filter({ hasText: text });

/** A DataGrid cell of a row, by its column's field. */
const cell = (row: Locator, field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);

/** A cabinet card of the branch page, by the cabinet's name. */
const cabinetCard = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** Answers the confirmation dialog with 'Да' after checking its question. */
async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'Подтверждение' });
  await expect(dialog.getByText(question)).toBeVisible();
  await dialog.getByRole('button', { name: 'Да' }).click();
  await expect(dialog).toBeHidden();
}

/** Picks an option of an MUI Autocomplete by typing part of it. */
async function pick(scope: Locator, label: string, typed: string, option: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.fill(typed);
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** Picks an option of an MUI select (TextField select). */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The ADMIN's API calls, for data the journey needs but is not about. */
async function adminApi(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const post = async (path: string, data: object): Promise<{ id: number }> => {
    const created = await request.post(path, { data, headers });
    expect(created.status(), await created.text()).toBe(201);
    return created.json();
  };
  return {
    createSubject: (name: string) => post('/api/subjects', { name }),
    createGroupType: (name: string, total_places: number) => post('/api/group-types', { name, total_places }),
    createFilial: (name: string) => post('/api/filials', { name }),
    createCabinet: (name: string, filial_id: number) => post('/api/cabinets', { name, filial_id, quantity: 5 }),
    async archiveFilial(id: number) {
      expect((await request.delete(`/api/filials/${id}/archive`, { headers })).ok()).toBeTruthy();
    },
  };
}

test('the admin sets up a branch with cabinets, archives and restores them, fills a lesson of a new class, and deletes a closed branch', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueLogin('');
  const branch = `Филиал ${suffix}`;
  const room = `Кабинет ${suffix}`;
  const hall = `Зал ${suffix}`;
  const subject = `Астрономия ${suffix}`;
  const groupType = `Мини-группа ${suffix}`;
  const teacher = { first_name: 'Галина', second_name: `Звездова${suffix}`, last_name: 'Петровна' };
  const students = [
    { first_name: 'Анна', second_name: `Кометова${suffix}`, last_name: 'Ивановна' },
    { first_name: 'Борис', second_name: `Лунин${suffix}`, last_name: 'Олегович' },
  ];
  const fullName = (p: { first_name: string; second_name: string; last_name: string }) => `${p.second_name} ${p.first_name} ${p.last_name}`;

  const api = await adminApi(request);
  // a closed branch: its room must not be offered for lessons
  const closedBranch = `Закрытое отделение ${suffix}`;
  const closed = await api.createFilial(closedBranch);
  await api.createCabinet(`Аудитория ${suffix}`, closed.id);
  await api.archiveFilial(closed.id);
  await api.createSubject(subject);
  await api.createGroupType(groupType, 6);
  await createUserViaApi(request, { username: uniqueLogin('teach'), password: 'secret-123', roles: ['TEACHER'], ...teacher });
  for (const student of students) {
    await createUserViaApi(request, { username: uniqueLogin('stud'), password: 'secret-123', roles: ['STUDENT'], ...student });
  }

  await loginAsAdmin(page);

  // ——— 'Филиалы': a new branch ———
  await openSettings(page, 'филиалы', 'Филиалы');
  await page.getByRole('button', { name: 'Добавить филиал' }).click();
  const branchForm = page.getByRole('dialog', { name: 'Добавить филиал' });
  await branchForm.getByLabel('Название').fill(branch);
  await branchForm.getByLabel('Город').fill('Казань');
  await branchForm.getByLabel('Адрес').fill('ул. Баумана, 10');
  await typeTime(branchForm, 'Время открытия', '09:00');
  await typeTime(branchForm, 'Время закрытия', '20:00');
  await branchForm.getByLabel('График работы').fill('пн-пт 9:00-20:00, сб 10:00-15:00');
  await branchForm.getByRole('button', { name: 'Добавить филиал' }).click();
  await expect(branchForm).toBeHidden();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(suffix);
  const branchRow = rowOf(page, branch);
  await expect(branchRow).toHaveCount(1);
  await expect(cell(branchRow, 'city')).toHaveText('Казань');
  await expect(cell(branchRow, 'address')).toHaveText('ул. Баумана, 10');
  await expect(cell(branchRow, 'hours')).toHaveText('09:00 – 20:00');

  // ——— the branch page: two cabinets ———
  await branchRow.getByRole('button', { name: `Просмотр ${branch}` }).click();
  await expect(page).toHaveURL(/\/admin\/filials\/\d+$/);
  await expect(page.getByRole('heading', { name: branch })).toBeVisible();
  await expect(page.getByText('пн-пт 9:00-20:00, сб 10:00-15:00')).toBeVisible();
  await expect(page.getByText('09:00 – 20:00')).toBeVisible();
  await expect(page.getByText('Нет кабинетов')).toBeVisible();
  await expect(page.getByText('В данном филиале пока нет созданных кабинетов.')).toBeVisible();

  for (const [name, capacity, colour] of [
    [room, '12', '#ff5722'],
    [hall, '20', '#4caf50'],
  ] as const) {
    await page.getByRole('button', { name: 'Добавить кабинет +' }).click();
    const cabinetForm = page.getByRole('dialog', { name: 'Создать кабинет' });
    await cabinetForm.getByLabel('Название кабинета').fill(name);
    await cabinetForm.getByLabel('Вместимость').fill(capacity);
    await cabinetForm.getByLabel('Цвет').fill(colour);
    await cabinetForm.getByRole('button', { name: 'Создать кабинет' }).click();
    await expect(cabinetForm).toBeHidden();
    await expect(cabinetCard(page, name).getByText(`Вместимость: ${capacity} мест`)).toBeVisible();
    await expect(cabinetCard(page, name).getByLabel(`Цвет ${colour}`)).toBeVisible();
  }
  await expect(page.getByText('Всего: 2 кабинета')).toBeVisible();

  // the card's delete icon archives (with a confirmation); the archive tab restores
  await cabinetCard(page, room)
    .getByRole('button', { name: `Архивировать ${room}` })
    .click();
  await confirm(page, `Вы действительно хотите архивировать кабинет "${room}"?`);
  await expect(cabinetCard(page, room)).toHaveCount(0);
  await expect(page.getByText('Всего: 1 кабинет')).toBeVisible();
  await page.getByRole('tab', { name: 'Архив' }).click();
  await expect(page.getByText('В архиве: 1 кабинет')).toBeVisible();
  await expect(cabinetCard(page, room).getByText('Архивирован')).toBeVisible();
  await expect(cabinetCard(page, hall)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('branch-cabinets-archive.png'), fullPage: true });
  await cabinetCard(page, room)
    .getByRole('button', { name: `Восстановить ${room}` })
    .click();
  await expect(page.getByText('В архиве нет кабинетов')).toBeVisible();
  await page.getByRole('tab', { name: 'Активные' }).click();
  await expect(cabinetCard(page, room).getByText('Вместимость: 12 мест')).toBeVisible();
  await expect(page.getByText('Всего: 2 кабинета')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('branch-page.png'), fullPage: true });

  // ——— the branch archived from the list, found in 'Архив', restored ———
  await openSettings(page, 'филиалы', 'Филиалы');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(suffix);
  await rowOf(page, branch)
    .getByRole('button', { name: `Архивировать ${branch}` })
    .click();
  await confirm(page, `Вы действительно хотите архивировать филиал "${branch}"?`);
  await expect(rowOf(page, branch)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Архив' }).click();
  const archivedRow = rowOf(page, branch);
  await expect(cell(archivedRow, 'status')).toHaveText('Архивирован');
  await expect(archivedRow.getByRole('button', { name: `Удалить навсегда ${branch}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('branches-archive.png'), fullPage: true });
  await archivedRow.getByRole('button', { name: `Восстановить ${branch}` }).click();
  await expect(rowOf(page, branch)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Активные' }).click();
  await expect(rowOf(page, branch)).toHaveCount(1);

  // ——— 'Классы': a class named from its teacher, subject and year ———
  const className = `${teacher.second_name} | ${subject} | 2025-2026`;
  await openSettings(page, 'классы', 'Классы');
  await page.getByRole('button', { name: 'Создать класс' }).click();
  const classForm = page.getByRole('dialog', { name: 'Создать класс' });
  await expect(classForm.getByText('Заполните все обязательные поля')).toBeVisible();
  await expect(classForm.getByRole('button', { name: 'Создать класс' })).toBeDisabled();
  await pick(classForm, 'Преподаватели', teacher.second_name, `${teacher.second_name} ${teacher.first_name}`);
  await pick(classForm, 'Предметы', subject, subject);
  await classForm.getByLabel('Учебный год').fill('2025-2026');
  await expect(classForm.getByLabel('Название')).toHaveValue(className);
  await classForm.getByRole('button', { name: 'Создать класс' }).click();
  await expect(classForm).toBeHidden();
  const classRow = rowOf(page, className);
  await expect(classRow).toHaveCount(1);
  await expect(cell(classRow, 'academic_year')).toHaveText('2025-2026');

  // ——— the class page: a lesson in the new branch's cabinet ———
  await classRow.getByRole('button', { name: `Просмотр ${className}` }).click();
  await expect(page).toHaveURL(/\/admin\/classes\/\d+$/);
  await expect(page.getByRole('heading', { name: className })).toBeVisible();
  await expect(page.getByText(`${teacher.second_name} ${teacher.first_name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить занятие +' }).click();
  const lessonForm = page.getByRole('dialog', { name: 'Добавить занятие' });
  await choose(lessonForm, 'День недели', 'Среда');
  await expect(lessonForm.getByRole('combobox', { name: 'Предмет' })).toHaveText(subject);
  await choose(lessonForm, 'Тип занятия', groupType);
  await expect(lessonForm.getByLabel('Количество мест')).toHaveValue('6');
  await typeTime(lessonForm, 'Время начала', '16:00');
  await lessonForm.getByLabel('Длительность (мин)').fill('90');
  await lessonForm.getByRole('combobox', { name: 'Кабинет' }).click();
  const cabinetOptions = page.getByRole('listbox');
  await expect(cabinetOptions.getByText(branch, { exact: true })).toBeVisible();
  await expect(cabinetOptions.getByText(closedBranch, { exact: true })).toHaveCount(0);
  await expect(cabinetOptions.getByRole('option', { name: `Аудитория ${suffix}` })).toHaveCount(0);
  await cabinetOptions.getByRole('option', { name: room, exact: true }).click();
  const lessonName = await lessonForm.getByLabel('Название', { exact: true }).inputValue();
  expect(lessonName).toMatch(/^Ср 16:00-17:30 .*Звездова.* Астрономия/);
  await expect(lessonForm.getByRole('combobox', { name: 'Статус' })).toHaveText('Не подтвердили');
  await lessonForm.getByRole('button', { name: 'Создать занятие' }).click();
  await expect(lessonForm).toBeHidden();
  const lessonCard = page.getByRole('list', { name: 'Занятия класса' }).getByRole('listitem').filter({ hasText: lessonName });
  await expect(lessonCard.getByText('Ученики: 0/6')).toBeVisible();

  // ——— the lesson page: two students in, one out ———
  await lessonCard.getByRole('button', { name: `Открыть занятие ${lessonName}` }).click();
  await expect(page).toHaveURL(/\/admin\/schedules\/\d+$/);
  await expect(page.getByRole('heading', { name: lessonName })).toBeVisible();
  const details = page.locator('dl');
  const detail = (term: string) => details.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(detail('Предмет')).toHaveText(subject);
  await expect(detail('День недели')).toHaveText('Среда');
  await expect(detail('Время')).toHaveText('16:00 - 17:30');
  await expect(detail('Длительность')).toHaveText('90 мин');
  await expect(detail('Тип занятия')).toHaveText(groupType);
  await expect(detail('Всего мест')).toHaveText('6');
  await expect(detail('Свободных мест')).toHaveText('6');
  await expect(detail('Кабинет')).toContainText(room);
  await expect(page.getByText('Студенты не добавлены')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить студентов' }).click();
  const studentsForm = page.getByRole('dialog', { name: 'Добавить студентов' });
  for (const student of students) await pick(studentsForm, 'Ученики', student.second_name, fullName(student));
  await studentsForm.getByRole('button', { name: 'Добавить' }).click();
  await expect(studentsForm).toBeHidden();
  const lessonStudents = page.getByRole('list', { name: 'Студенты занятия' });
  await expect(lessonStudents.getByRole('listitem')).toHaveCount(2);
  await expect(detail('Свободных мест')).toHaveText('4');

  await lessonStudents.getByRole('button', { name: `Удалить ${fullName(students[0]!)}` }).click();
  await expect(lessonStudents.getByRole('listitem')).toHaveCount(1);
  await expect(lessonStudents.getByText(fullName(students[1]!))).toBeVisible();
  await expect(detail('Свободных мест')).toHaveText('5');
  await page.screenshot({ path: test.info().outputPath('lesson-page.png'), fullPage: true });

  // back on the class page the card counts the one student left
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/admin\/classes\/\d+$/);
  await expect(lessonCard.getByText('Ученики: 1/6')).toBeVisible();
  await expect(lessonCard.getByText(`${students[1]!.second_name} ${students[1]!.first_name}`)).toBeVisible();

  // ——— the closed branch, with no lessons, deleted for good from the archive ———
  await openSettings(page, 'филиалы', 'Филиалы');
  await page.getByRole('tab', { name: 'Архив' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(suffix);
  await rowOf(page, closedBranch)
    .getByRole('button', { name: `Удалить навсегда ${closedBranch}` })
    .click();
  await confirm(page, `Вы действительно хотите удалить филиал "${closedBranch}"? Это действие нельзя отменить.`);
  await expect(rowOf(page, closedBranch)).toHaveCount(0);
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await page.getByRole('tab', { name: 'Активные' }).click();
  await expect(rowOf(page, branch)).toHaveCount(1);
});
