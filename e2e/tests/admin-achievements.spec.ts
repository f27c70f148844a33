import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { acceptCookies, adminToken, createUserViaApi, isoDay, loginAsAdmin, typeDate, typedDate, uniqueLogin } from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

const PASSWORD = 'secret-pass-1';

interface Seed {
  studentId: number;
  lessonTheme: string;
  checkType: string;
  notes: string;
  points: number;
  maxPoints: number;
}

/** The teacher's reports, sent straight through the API: the journey is about the admin screens. */
async function createAchievementsAsTeacher(request: APIRequestContext, username: string, subject: string, seeds: Seed[]) {
  const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { accessToken } = (await login.json()) as { accessToken: string };
  for (const seed of seeds) {
    const response = await request.post('/api/achivements/create', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { ...seed, lessonDate: isoDay(), subject },
    });
    expect(response.status()).toBe(201);
  }
}

async function openMenu(page: Page, group: string, entry: string) {
  await page.getByRole('button', { name: group, exact: true }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** Picks a person in one of the list's search filters (Учитель, Ученик). */
async function choosePerson(page: Page, label: string, fullName: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(fullName.split(' ')[0]!);
  await page.getByRole('option', { name: fullName }).click();
  await expect(input).toHaveValue(fullName);
}

async function chooseCheckType(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Тип проверки' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const rowOf = (page: Page, text: string) => page.getByRole('grid').getByRole('row').filter({ hasText: text });

/** A subject of the journey's own: the subjects other journeys add come before or after it in the chart's pages. */
async function createSubject(request: APIRequestContext, name: string) {
  const response = await request.post('/api/subjects', {
    data: { name },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the admin filters, copies, archives, deletes in the archive and exports achievements; statistics check the range', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueLogin('');
  const teacher = {
    username: uniqueLogin('atch'),
    password: PASSWORD,
    first_name: 'Ирина',
    second_name: `Наставникова${tag}`,
    roles: ['TEACHER'],
  };
  const first = { username: uniqueLogin('ast1'), password: PASSWORD, first_name: 'Пётр', second_name: `Первый${tag}`, roles: ['STUDENT'] };
  const second = { username: uniqueLogin('ast2'), password: PASSWORD, first_name: 'Олег', second_name: `Второй${tag}`, roles: ['STUDENT'] };
  await createUserViaApi(request, teacher);
  const firstUser = (await createUserViaApi(request, first)) as { id: number };
  const secondUser = (await createUserViaApi(request, second)) as { id: number };
  const teacherName = `${teacher.second_name} ${teacher.first_name}`;
  const secondName = `${second.second_name} ${second.first_name}`;

  const kinematics = `Кинематика ${tag}`;
  const optics = `Оптика ${tag}`;
  const toArchive = `Архивная ${tag}`;
  const comment = `Повторить формулы ${tag}`;
  const physics = `Физика ${tag}`;
  await createSubject(request, physics);
  await createAchievementsAsTeacher(request, teacher.username, physics, [
    { studentId: firstUser.id, lessonTheme: kinematics, checkType: 'Контрольная', notes: comment, points: 8, maxPoints: 10 },
    { studentId: secondUser.id, lessonTheme: optics, checkType: 'Пробный экзамен', notes: 'Хорошо', points: 4, maxPoints: 5 },
    { studentId: firstUser.id, lessonTheme: toArchive, checkType: 'Домашняя работа', notes: 'В архив', points: 3, maxPoints: 5 },
  ]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await loginAsAdmin(page);
  await openMenu(page, 'Отчеты', 'достижения');
  await expect(page).toHaveURL(/\/admin\/achivements$/);
  await expect(page.getByRole('heading', { name: 'Достижения', level: 1 })).toBeVisible();

  // filters run on the server: the teacher, then a student, then a check type
  await choosePerson(page, 'Учитель', teacherName);
  await expect(rowOf(page, tag)).toHaveCount(3);
  await expect(rowOf(page, kinematics)).toContainText(`${physics} (${teacher.second_name} И.)`);
  await expect(rowOf(page, kinematics)).toContainText('8 / 10');
  await choosePerson(page, 'Ученик', secondName);
  await expect(rowOf(page, tag)).toHaveCount(1);
  await expect(rowOf(page, optics)).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Ученик' }).clear();
  await page.getByRole('combobox', { name: 'Ученик' }).press('Escape');
  await chooseCheckType(page, 'Пробный экзамен');
  await expect(rowOf(page, tag)).toHaveCount(1);
  await chooseCheckType(page, 'Все типы');
  await page.getByRole('searchbox', { name: 'Тема' }).fill(`Кинем`);
  await expect(rowOf(page, tag)).toHaveCount(1);
  await expect(rowOf(page, kinematics)).toHaveCount(1);

  // copy the comment
  await rowOf(page, kinematics)
    .getByRole('button', { name: `Скопировать комментарий ${kinematics}` })
    .click();
  await expect(page.getByText('Комментарий успешно скопирован')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(comment);

  // archive one
  await page.getByRole('searchbox', { name: 'Тема' }).fill('');
  await expect(rowOf(page, tag)).toHaveCount(3);
  await rowOf(page, toArchive)
    .getByRole('button', { name: `В архив ${toArchive}` })
    .click();
  await expect(page.getByText('Переместить отчет в архив?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Запись перемещена в архив')).toBeVisible();
  await expect(rowOf(page, toArchive)).toHaveCount(0);
  await expect(rowOf(page, tag)).toHaveCount(2);

  // the Excel of the filtered list, built by the API
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать в Excel' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = XLSX.readFile(await download.path());
  expect(workbook.SheetNames).toEqual(['data']);
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets.data!);
  expect(rows).toHaveLength(2);
  expect(rows).toContainEqual(expect.objectContaining({ 'Тема урока': kinematics, Комментарий: comment, Предмет: physics }));
  expect(rows.some((row) => row['Тема урока'] === toArchive)).toBe(false);

  // the archive: found, looked at, deleted for real
  await openMenu(page, 'Архив', 'архив');
  await page.getByRole('tab', { name: 'Достижения' }).click();
  await expect(page).toHaveURL(/\/admin\/archive\/achivements$/);
  await expect(page.getByRole('heading', { name: 'Архив достижений', level: 1 })).toBeVisible();
  await choosePerson(page, 'Учитель', teacherName);
  await expect(rowOf(page, tag)).toHaveCount(1);
  await rowOf(page, toArchive)
    .getByRole('button', { name: `Подробнее ${toArchive}` })
    .click();
  const details = page.getByRole('dialog', { name: `Отчет: ${toArchive}` });
  await expect(details).toContainText('Домашняя работа');
  await details.getByRole('button', { name: 'Закрыть' }).click();
  await expect(details).toBeHidden();
  await rowOf(page, toArchive)
    .getByRole('button', { name: `Удалить ${toArchive}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Отчет успешно удален')).toBeVisible();
  await expect(rowOf(page, toArchive)).toHaveCount(0);
  await expect(page.getByText('В архиве нет отчетов')).toBeVisible();

  // statistics: a chart for a chosen range; a reversed range is refused
  await openMenu(page, 'Отчеты', 'статистика 2');
  await expect(page).toHaveURL(/\/admin\/statistics$/);
  await typeDate(page, 'Дата начала', typedDate(isoDay(-7)));
  await typeDate(page, 'Дата окончания', typedDate(isoDay(1)));
  await page.getByRole('button', { name: 'Показать' }).click();
  const chart = page.getByRole('figure', { name: 'Статистика успеваемости' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg').first()).toBeVisible();
  await typeDate(page, 'Дата начала', typedDate(isoDay(2)));
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page.getByText('Дата начала не может быть позже даты окончания')).toBeVisible();

  // 'статистика 1': the same data by subject and by teacher
  await openMenu(page, 'Отчеты', 'статистика 1');
  await expect(page).toHaveURL(/\/admin\/achives-visualizer$/);
  await typeDate(page, 'Дата начала', typedDate(isoDay(-7)));
  await typeDate(page, 'Дата окончания', typedDate(isoDay(1)));
  await choosePerson(page, 'Преподаватель', teacherName);
  await page.getByRole('button', { name: 'Показать' }).click();
  const bySubject = page.getByRole('figure', { name: 'Средний результат по предметам' });
  // a bar per subject, twelve a page: the journey's subject is on whichever page its name sorts to
  const physicsRow = bySubject.getByRole('row').filter({ hasText: physics });
  await expect(bySubject).toBeVisible();
  while (!(await physicsRow.isVisible())) {
    const pages = page.getByRole('navigation', { name: 'Страницы диаграммы' });
    await expect(pages.getByRole('button', { name: 'Вперед' })).toBeEnabled();
    const current = await pages.getByText(/^Страница/).textContent();
    await pages.getByRole('button', { name: 'Вперед' }).click();
    await expect(pages.getByText(/^Страница/)).not.toHaveText(current!);
    await expect(bySubject).toBeVisible();
  }
  await expect(bySubject.locator('svg').first()).toBeVisible();
  // Кинематика 8/10 and Оптика 4/5: 80% in the subject
  await expect(physicsRow).toContainText('80%');
  await page.getByRole('tab', { name: 'По преподавателям' }).click();
  await expect(
    page.getByRole('figure', { name: 'Отчеты по преподавателям' }).getByRole('row').filter({ hasText: teacherName }),
  ).toContainText('2');
});
