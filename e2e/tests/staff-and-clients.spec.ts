import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { acceptCookies, adminToken, createUserViaApi, login, loginAsAdmin, logout, typeTime, uniqueLogin } from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

const PASSWORD = 'secret-pass-1';

/** A minimal valid PDF: the API checks the content of what it is sent. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

interface People {
  tag: string;
  teacher: { username: string; name: string; surname: string };
  other: { username: string; name: string; surname: string };
  student: { username: string; name: string; surname: string };
  subject: string;
}

/** Two teachers, a student and a subject of this run, made through the API. */
async function seed(request: APIRequestContext): Promise<People> {
  const tag = uniqueLogin('');
  const token = await adminToken(request);
  const make = async (prefix: string, first_name: string, second_name: string, role: string) => {
    const username = uniqueLogin(prefix);
    await createUserViaApi(request, { username, password: PASSWORD, first_name, second_name, roles: [role] }, token);
    return { username, name: `${second_name} ${first_name}`, surname: second_name };
  };
  const teacher = await make('sct', 'Ирина', `Наставникова${tag}`, 'TEACHER');
  const other = await make('sco', 'Олег', `Опаздывающий${tag}`, 'TEACHER');
  const student = await make('scs', 'Пётр', `Ученов${tag}`, 'STUDENT');
  const subject = `Физика ${tag}`;
  const created = await request.post('/api/subjects', {
    data: { name: subject },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  return { tag, teacher, other, student, subject };
}

const rowOf = (page: Page, text: string) => page.getByRole('grid').getByRole('row').filter({ hasText: text });

async function choosePerson(scope: Locator, label: string, fullName: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.fill(fullName.split(' ')[0]!);
  await scope.page().getByRole('option', { name: fullName }).click();
  await expect(input).toHaveValue(fullName);
}

async function confirmYes(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
}

test('the admin creates, edits, archives and restores a compensation', async ({ page, request }) => {
  const people = await seed(request);
  const comment = `Перенос урока ${people.tag}`;
  const edited = `Перенос урока (исправлено) ${people.tag}`;

  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Сотрудники', exact: true }).click();
  await page.getByRole('menuitem', { name: 'компенсация' }).click();
  await expect(page).toHaveURL(/\/admin\/compensation$/);
  await expect(page.getByRole('heading', { name: 'Компенсации', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Создать компенсацию' }).click();
  const form = page.getByRole('dialog', { name: 'Создать компенсацию' });
  await form.getByRole('button', { name: 'Создать компенсацию' }).click();
  await expect(form.getByText('Выберите учителя!')).toBeVisible();
  await expect(form.getByText('Выберите ученика!')).toBeVisible();
  await expect(form.getByText('Выберите предмет!')).toBeVisible();
  await choosePerson(form, 'Учитель', people.teacher.name);
  await choosePerson(form, 'Ученик', people.student.name);
  await form.getByRole('combobox', { name: 'Предмет' }).click();
  await page.getByRole('option', { name: people.subject }).click();
  await form.getByLabel('Комментарий').fill(comment);
  await form.getByRole('button', { name: 'Создать компенсацию' }).click();
  await expect(page.getByText('Компенсация создана')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(rowOf(page, comment)).toContainText(people.teacher.name);
  await expect(rowOf(page, comment)).toContainText(people.subject);

  // the teacher filter narrows the list to this run's row
  await choosePerson(page.getByRole('search'), 'Учитель', people.teacher.name);
  await expect(rowOf(page, people.tag)).toHaveCount(1);

  await rowOf(page, comment)
    .getByRole('button', { name: /^Изменить/ })
    .click();
  const editForm = page.getByRole('dialog', { name: 'Редактировать компенсацию' });
  await editForm.getByLabel('Комментарий').fill(edited);
  await editForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Компенсация обновлена')).toBeVisible();
  await expect(rowOf(page, edited)).toHaveCount(1);

  await rowOf(page, edited)
    .getByRole('button', { name: /^В архив/ })
    .click();
  await confirmYes(page);
  await expect(page.getByText('Компенсация перемещена в архив')).toBeVisible();
  await expect(rowOf(page, edited)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Архив' }).click();
  await rowOf(page, edited)
    .getByRole('button', { name: /^Восстановить/ })
    .click();
  await expect(page.getByText('Компенсация восстановлена из архива')).toBeVisible();
  await expect(rowOf(page, edited)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Актуальные' }).click();
  await expect(rowOf(page, edited)).toHaveCount(1);
});

test('the admin records a lateness, is told the actual time must be later, edits, archives and deletes it', async ({ page, request }) => {
  const people = await seed(request);

  // the API refuses it too
  const refused = await request.post('/api/teacher-lateness', {
    data: { userId: 1, incidentDate: '2025-03-14', plannedTime: '10:00', actualTime: '09:30' },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toContain('Фактическое время должно быть больше планового');

  await loginAsAdmin(page);
  await page.goto('/admin/teacher-lateness');
  await expect(page.getByRole('heading', { name: 'Опоздания преподавателей', level: 1 })).toBeVisible();
  await choosePerson(page.getByRole('search'), 'Учитель', people.other.name);
  await expect(page.getByText('Ничего не найдено')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить запись' }).click();
  const form = page.getByRole('dialog', { name: 'Добавить запись об опоздании' });
  await form.getByRole('button', { name: 'Добавить запись' }).click();
  await expect(form.getByText('Выберите учителя', { exact: true })).toBeVisible();
  await expect(form.getByText('Выберите плановое время')).toBeVisible();
  await expect(form.getByText('Выберите фактическое время')).toBeVisible();
  await choosePerson(form, 'Учитель', people.other.name);
  await typeTime(form, 'Плановое время', '10:00');
  await typeTime(form, 'Фактическое время', '09:30');
  await form.getByRole('button', { name: 'Добавить запись' }).click();
  await expect(form.getByText('Фактическое время должно быть больше планового')).toBeVisible();
  await typeTime(form, 'Фактическое время', '10:20');
  await form.getByRole('button', { name: 'Добавить запись' }).click();
  await expect(page.getByText('Запись об опоздании создана')).toBeVisible();
  const row = rowOf(page, people.other.name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10:00');
  await expect(row).toContainText('10:20');
  await expect(row.getByRole('gridcell', { name: '20', exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Изменить/ }).click();
  const editForm = page.getByRole('dialog', { name: 'Редактировать запись об опоздании' });
  await typeTime(editForm, 'Фактическое время', '10:35');
  await editForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Запись об опоздании обновлена')).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '35', exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^В архив/ }).click();
  await confirmYes(page);
  await expect(page.getByText('Запись об опоздании перемещена в архив')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Архив' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Удалить/ }).click();
  await confirmYes(page);
  await expect(page.getByText('Запись об опоздании удалена')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a teacher complains about a colleague; the admin creates, edits, archives and restores complaints', async ({ page, request }) => {
  const people = await seed(request);
  const teacherComment = `Не пришёл на замену ${people.tag}`;
  const adminComment = `Родитель жалуется ${people.tag}`;
  const edited = `Родитель жалуется (уточнено) ${people.tag}`;

  // the teacher's form
  await login(page, people.teacher.username, PASSWORD);
  await expect(page).toHaveURL(/\/teacher\/create-achivement$/);
  await page.getByRole('navigation', { name: 'Разделы преподавателя' }).getByRole('link', { name: 'Пожаловаться' }).click();
  await expect(page).toHaveURL(/\/teacher\/create-complaint$/);
  await expect(page.getByRole('heading', { name: 'Пожаловаться', level: 1 })).toBeVisible();
  const teacherInput = page.getByRole('combobox', { name: 'Учитель' });
  await expect(teacherInput).toHaveAttribute('placeholder', 'Начните вводить имя учителя');
  await teacherInput.fill(`Никто${people.tag}`);
  await page.getByRole('textbox', { name: 'Опишите проблему' }).fill(teacherComment);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Учитель с таким именем не найден! Попробуйте ввести данные еще раз')).toBeVisible();
  await teacherInput.fill(people.other.surname);
  await page.getByRole('option', { name: people.other.name }).click();
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Успешно отправлено')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Опишите проблему' })).toHaveValue('');
  await logout(page);

  // the admin sees it and adds one of their own
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Клиенты', exact: true }).click();
  await page.getByRole('menuitem', { name: 'жалоба от клиента' }).click();
  await expect(page).toHaveURL(/\/admin\/complaints$/);
  await expect(page.getByRole('heading', { name: 'Жалобы', level: 1 })).toBeVisible();
  await expect(rowOf(page, teacherComment)).toContainText(people.other.name);

  await page.getByRole('button', { name: 'Создать жалобу' }).click();
  const form = page.getByRole('dialog', { name: 'Создать жалобу' });
  await form.getByRole('button', { name: 'Создать жалобу' }).click();
  await expect(form.getByText('Выберите учителя!')).toBeVisible();
  await expect(form.getByText('Выберите ученика!')).toBeVisible();
  await choosePerson(form, 'Учитель', people.teacher.name);
  await choosePerson(form, 'Ученик', people.student.name);
  await form.getByRole('textbox', { name: 'Комментарий' }).fill(adminComment);
  await form.getByRole('button', { name: 'Создать жалобу' }).click();
  await expect(page.getByText('Жалоба создана')).toBeVisible();
  await expect(rowOf(page, adminComment)).toContainText(people.student.name);

  await page.getByRole('searchbox', { name: 'Комментарий' }).fill(people.tag);
  await expect(rowOf(page, people.tag)).toHaveCount(2);

  await rowOf(page, adminComment)
    .getByRole('button', { name: /^Изменить/ })
    .click();
  const editForm = page.getByRole('dialog', { name: 'Редактировать жалобу' });
  await editForm.getByRole('textbox', { name: 'Комментарий' }).fill(edited);
  await editForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Жалоба обновлена')).toBeVisible();

  await rowOf(page, edited)
    .getByRole('button', { name: /^В архив/ })
    .click();
  await confirmYes(page);
  await expect(page.getByText('Жалоба перемещена в архив')).toBeVisible();
  await expect(rowOf(page, edited)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Архив' }).click();
  await rowOf(page, edited)
    .getByRole('button', { name: /^Восстановить/ })
    .click();
  await expect(page.getByText('Жалоба восстановлена из архива')).toBeVisible();
  await page.getByRole('tab', { name: 'Актуальные' }).click();
  await expect(rowOf(page, edited)).toHaveCount(1);
});

test('a student complains about a teacher and sends feedback with a PDF; the admin sees both on the complaints screen', async ({
  page,
  request,
}) => {
  const people = await seed(request);
  const note = `Хочу больше практики ${people.tag}`;
  const complaint = `Кричал на уроке ${people.tag}`;

  await login(page, people.student.username, PASSWORD);
  await expect(page).toHaveURL(/\/student\/achivements$/);
  await page.getByRole('tab', { name: 'Отправить жалобу' }).click();
  await expect(page).toHaveURL(/\/student\/create-complaint$/);
  // the complaint about a teacher (POST /complaint) comes first
  await expect(page.getByRole('heading', { name: 'Жалоба на учителя', level: 1 })).toBeVisible();
  const teacherInput = page.getByRole('combobox', { name: 'Учитель' });
  await expect(teacherInput).toHaveAttribute('placeholder', 'Начните вводить имя учителя');
  await teacherInput.fill(people.teacher.surname);
  await page.getByRole('option', { name: people.teacher.name }).click();
  await page.getByRole('textbox', { name: 'Опишите проблему' }).fill(complaint);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Успешно отправлено')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Опишите проблему' })).toHaveValue('');

  // then the feedback form
  await page.getByRole('tab', { name: 'Обратная связь' }).click();
  await expect(page).toHaveURL(/\/student\/create-complaint\?form=feedback$/);
  await expect(page.getByRole('heading', { name: 'Обратная связь', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Укажите вашу фамилию')).toBeVisible();
  await page.getByLabel('Ваша фамилия').fill(people.student.surname);
  await expect(page.getByRole('combobox', { name: 'Ученик' })).toContainText(people.student.name);
  await page.getByRole('textbox', { name: 'Обратная связь' }).fill(note);
  await page.getByLabel('Прикрепить файл').setInputFiles({ name: 'справка.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(/^справка\.pdf/)).toBeVisible();
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Успешно отправлено')).toBeVisible();
  await expect(page.getByLabel('Ваша фамилия')).toHaveValue('');
  await logout(page);

  await loginAsAdmin(page);
  await page.goto('/admin/complaints');
  // the student's complaint, under the student who sent it
  const complained = rowOf(page, complaint);
  await expect(complained).toContainText(people.teacher.name);
  await expect(complained).toContainText(people.student.name);
  await page.getByRole('tab', { name: 'Обратная связь от учеников' }).click();
  await expect(page).toHaveURL(/\/admin\/complaints\?tab=feedback$/);
  const row = rowOf(page, note);
  await expect(row).toContainText(people.student.surname);
  await expect(row).toContainText(people.student.name);

  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('button', { name: 'справка.pdf' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('справка.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBe(PDF.length);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await row.getByRole('button', { name: /^В архив/ }).click();
  await confirmYes(page);
  await expect(page.getByText('Обратная связь перемещена в архив')).toBeVisible();
  await expect(row).toHaveCount(0);
});
