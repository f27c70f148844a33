import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookies, createUserViaApi, isoDay, login, logout, typeDate, typedDate, uniqueLogin } from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

const PASSWORD = 'secret-pass-1';

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** An achievement sent straight through the API, for rows the journey needs but does not type. */
async function createAchievementViaApi(request: APIRequestContext, token: string, studentId: number, lessonTheme: string) {
  const response = await request.post('/api/achivements/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: { studentId, lessonDate: isoDay(), lessonTheme, checkType: 'Контрольная', subject: 'Физика', points: 5, maxPoints: 5, notes: '' },
  });
  expect(response.status()).toBe(201);
}

async function pickStudent(page: Page, fullName: string) {
  const picker = page.getByLabel('Выберите ученика из списка');
  await picker.fill(fullName.split(' ')[0]!);
  await page.getByRole('option', { name: fullName }).click();
  await expect(picker).toHaveValue(fullName);
}

test('a teacher reports achievements and a difficulty, edits and archives in «Мои отчеты», sees statistics; the student sees only their own', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueLogin('');
  const teacher = {
    username: uniqueLogin('tch'),
    password: PASSWORD,
    first_name: 'Анна',
    second_name: `Учителева${tag}`,
    roles: ['TEACHER'],
  };
  const pupil = { username: uniqueLogin('pup'), password: PASSWORD, first_name: 'Пётр', second_name: `Первов${tag}`, roles: ['STUDENT'] };
  const other = { username: uniqueLogin('oth'), password: PASSWORD, first_name: 'Олег', second_name: `Другов${tag}`, roles: ['STUDENT'] };
  await createUserViaApi(request, teacher);
  const pupilUser = (await createUserViaApi(request, pupil)) as { id: number };
  const otherUser = (await createUserViaApi(request, other)) as { id: number };
  const pupilName = `${pupil.second_name} ${pupil.first_name}`;

  const graded = `Законы Ньютона ${tag}`;
  const gradedEdited = `Законы Ньютона, исправлено ${tag}`;
  const ungraded = `Устный опрос ${tag}`;
  const toArchive = `В архив ${tag}`;
  const othersTopic = `Чужой отчет ${tag}`;

  // rows typed elsewhere: one for the other student, one to archive
  const token = await apiToken(request, teacher.username);
  await createAchievementViaApi(request, token, otherUser.id, othersTopic);
  await createAchievementViaApi(request, token, pupilUser.id, toArchive);

  await login(page, teacher.username, teacher.password);
  await expect(page).toHaveURL(/\/teacher\/create-achivement$/);
  const sidebar = page.getByRole('navigation', { name: 'Разделы преподавателя' });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Отправить отчет',
    'Сообщить о трудностях',
    'Мои отчеты',
    'Статистика',
    'Отчеты по месяцам',
    'Пожаловаться',
    'Журнал',
    'Моя зарплата',
    'Моё расписание',
  ]);
  await expect(page.getByRole('heading', { name: 'Дневник достижений', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Предмет')).toHaveValue('Физика');

  // graded: points over max are refused first
  await pickStudent(page, pupilName);
  await page.getByLabel('Тема урока').fill(graded);
  await page.getByLabel('Максимальный балл').fill('10');
  await page.getByLabel('Набранные баллы').fill('12');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Количество баллов не может привышать максимальный балл')).toBeVisible();
  await page.getByLabel('Набранные баллы').fill('8');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Отчет успешно отправлен')).toBeVisible();
  await expect(page.getByLabel('Выберите ученика из списка')).toHaveValue('');
  await expect(page.getByLabel('Тема урока')).toHaveValue('');

  // ungraded: the point fields go away
  await pickStudent(page, pupilName);
  await page.getByLabel('Тема урока').fill(ungraded);
  await page.getByRole('checkbox', { name: 'Не оценивать ученика' }).check();
  await expect(page.getByLabel('Набранные баллы')).toHaveCount(0);
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByLabel('Выберите ученика из списка')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Не оценивать ученика' })).not.toBeChecked();

  // «Мои отчеты»: four rows, the ungraded one without points
  await sidebar.getByRole('link', { name: 'Мои отчеты' }).click();
  await expect(page).toHaveURL(/\/teacher\/achivements$/);
  const grid = page.getByRole('grid');
  const row = (topic: string) => grid.getByRole('row').filter({ hasText: topic });
  await expect(row(graded)).toContainText('8');
  await expect(row(graded)).toContainText(pupilName);
  await expect(row(ungraded)).toContainText('—');
  await expect(row(othersTopic)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Добавить отчет' })).toHaveAttribute('href', '/teacher');

  // edit in the modal: disabled until the edit icon is pressed
  await row(graded).getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Дневник достижений' });
  await expect(dialog.getByLabel('Тема урока')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Редактировать' }).click();
  await dialog.getByLabel('Тема урока').fill(gradedEdited);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Запись обновлена')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(gradedEdited)).toBeVisible();

  // archive: asked first, then the row leaves
  await row(toArchive).getByRole('button', { name: 'В архив' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Отчет успешно перемещен в архив')).toBeVisible();
  await expect(row(toArchive)).toHaveCount(0);

  // a difficulty
  await sidebar.getByRole('link', { name: 'Сообщить о трудностях' }).click();
  await expect(page.getByRole('heading', { name: 'СООБЩИТЬ О ТРУДНОСТЯХ' })).toBeVisible();
  await pickStudent(page, pupilName);
  await page.getByLabel('Проблема').fill(`Не выполняет домашние задания ${tag}`);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Успешно отправлено', { exact: true })).toBeVisible();

  // statistics: a reversed range is refused, a real one draws the chart
  await sidebar.getByRole('link', { name: 'Статистика' }).click();
  await expect(page.getByRole('button', { name: 'Показать' })).toBeVisible();
  await expect(page.getByLabel('Преподаватель')).toHaveCount(0);
  await typeDate(page, 'Дата начала', typedDate(isoDay(2)));
  await typeDate(page, 'Дата окончания', typedDate(isoDay(-2)));
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page.getByText('Дата начала не может быть позже даты окончания')).toBeVisible();
  await expect(page.getByText('Дата начала не может быть позже даты окончания')).toBeHidden({ timeout: 5_000 });
  await typeDate(page, 'Дата начала', typedDate(isoDay(-20)));
  await typeDate(page, 'Дата окончания', typedDate(isoDay(2)));
  await page.getByRole('button', { name: 'Показать' }).click();
  const chart = page.getByRole('figure', { name: 'Статистика успеваемости' });
  await expect(chart).toBeVisible();
  await expect(chart.getByText('Успеваемость по баллам (%)')).toBeVisible();
  // y labels carry '%', and today's result is a point on the chart
  await expect(chart.getByText(/^\d+%$/).first()).toBeVisible();
  await expect(chart.locator('.MuiLineChart-mark').first()).toBeVisible();

  // the monthly report shows the pupil
  await sidebar.getByRole('link', { name: 'Отчеты по месяцам' }).click();
  await expect(page.getByRole('heading', { name: 'Отчеты учителей по месяцам (учебный год)' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: pupil.second_name })).toBeVisible();
  await logout(page);

  // the pupil sees their own achievements, not the archived one nor the other student's
  await login(page, pupil.username, pupil.password);
  await expect(page).toHaveURL(/\/student\/achivements$/);
  const studentGrid = page.getByRole('grid');
  await expect(studentGrid.getByRole('row').filter({ hasText: gradedEdited })).toContainText(teacher.second_name);
  await expect(studentGrid.getByRole('row').filter({ hasText: ungraded })).toBeVisible();
  await expect(studentGrid.getByText(othersTopic)).toHaveCount(0);
  await expect(studentGrid.getByText(toArchive)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
});
