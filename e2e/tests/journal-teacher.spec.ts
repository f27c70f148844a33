import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, login, openFromMenu, typeDate, typedDate } from './support/portal';
import { adminCall, centreDay, journalLessons, PASSWORD } from './support/journal';

// The teacher's 'Журнал' (docs/product/beyond.md §3), made for a phone first.
test.use({ viewport: { width: 375, height: 667 } });
test.beforeEach(async ({ page }) => acceptCookies(page));

/** A lesson's card in the journal: 'HH:MM–HH:MM <subject>'. */
const lessonCard = (page: Page, time: string, subject: string) => page.getByRole('article', { name: `${time} ${subject}` });

/** A student's row: the button named '<full name>: <mark>'. */
const studentButton = (scope: ReturnType<typeof lessonCard>, surname: string) =>
  scope.getByRole('button', { name: new RegExp(`^${surname}\\b`) });

async function openJournal(page: Page) {
  await openFromMenu(page, 'Разделы преподавателя', 'Журнал');
  await expect(page).toHaveURL(/\/teacher\/journal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
}

test("a teacher on a phone takes today's register: 'Все присутствуют', then one student late by 7 minutes; after a reload the marks are there", async ({
  page,
  request,
}) => {
  const j = await journalLessons(request, [{ time_start: '00:00', duration_minutes: 5 }]);
  const [first, second] = j.students as [(typeof j.students)[0], (typeof j.students)[0]];
  await login(page, j.teacher.username, PASSWORD);
  await openJournal(page);

  const lesson = lessonCard(page, '00:00–00:05', j.subject.name);
  await expect(lesson.getByText(`${j.filial.name}, Кабинет 7`)).toBeVisible();
  await expect(lesson.getByText('Не отмечено')).toBeVisible();
  await expect(studentButton(lesson, first.surname)).toHaveAccessibleName(/: Не отмечен$/);

  await lesson.getByRole('button', { name: 'Все присутствуют' }).click();
  await expect(studentButton(lesson, first.surname)).toHaveAccessibleName(/: Присутствовал$/);
  await expect(studentButton(lesson, second.surname)).toHaveAccessibleName(/: Присутствовал$/);
  await expect(lesson.getByText('Отмечено', { exact: true })).toBeVisible();
  await expect(lesson.getByText('Сохраняется…')).toHaveCount(0);

  // one tap each: present → absent → late
  const late = studentButton(lesson, second.surname);
  await late.click();
  await expect(late).toHaveAccessibleName(/: Отсутствовал$/);
  await late.click();
  await expect(late).toHaveAccessibleName(/: Опоздал$/);
  const minutes = lesson.getByRole('textbox', { name: new RegExp(`^Опоздание, мин: ${second.surname}`) });
  await minutes.fill('7');
  await minutes.press('Enter');
  await expect(lesson.getByText('Сохраняется…')).toHaveCount(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);

  await page.reload();
  await expect(studentButton(lesson, first.surname)).toHaveAccessibleName(/: Присутствовал$/);
  await expect(studentButton(lesson, second.surname)).toHaveAccessibleName(/: Опоздал$/);
  await expect(lesson.getByRole('textbox', { name: new RegExp(`^Опоздание, мин: ${second.surname}`) })).toHaveValue('7');
});

test("a lesson an administrator cancelled shows 'Отменено' and the reason, with nothing to mark", async ({ page, request }) => {
  const j = await journalLessons(
    request,
    [
      { time_start: '00:00', duration_minutes: 5 },
      { time_start: '00:10', duration_minutes: 5 },
    ],
    1,
  );
  await adminCall(request, j.api, 'post', `journal/${j.lessons[1]!.id}/${centreDay()}/cancel`, { reason: 'Преподаватель на курсах' });
  await login(page, j.teacher.username, PASSWORD);
  await openJournal(page);

  const cancelled = lessonCard(page, '00:10–00:15', j.subject.name);
  await expect(cancelled.getByText('Отменено')).toBeVisible();
  await expect(cancelled.getByText('Причина: Преподаватель на курсах')).toBeVisible();
  await expect(cancelled.getByRole('button')).toHaveCount(0);
  // the other lesson of the day is still there to mark
  await expect(lessonCard(page, '00:00–00:05', j.subject.name).getByRole('button', { name: 'Все присутствуют' })).toBeVisible();
});

test("a day off of the lesson's branch hides that day's lessons in the journal", async ({ page, request }) => {
  const j = await journalLessons(request, [{ time_start: '00:00', duration_minutes: 5 }], 1);
  const nextWeek = centreDay(7);
  await login(page, j.teacher.username, PASSWORD);
  await openJournal(page);
  const lesson = lessonCard(page, '00:00–00:05', j.subject.name);
  await expect(lesson).toBeVisible();

  // next week's date of the lesson's weekday: shown ahead of time, not marked
  await typeDate(page, 'Дата', typedDate(nextWeek));
  await expect(page.getByText('Нельзя отметить посещаемость будущего занятия')).toBeVisible();
  await expect(lesson.getByText('Запланировано')).toBeVisible();
  await expect(studentButton(lesson, j.students[0]!.surname)).toBeDisabled();

  await adminCall(request, j.api, 'post', 'days-off', { date: nextWeek, filial_id: j.filial.id, reason: 'Санитарный день' }, 201);
  // the address keeps the day: a reload reads it again
  await expect(page).toHaveURL(new RegExp(`/teacher/journal\\?date=${nextWeek}$`));
  await page.reload();
  await expect(page.getByText('Занятий нет')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Дата' }).locator('input')).toHaveValue(typedDate(nextWeek));
  await expect(lesson).toHaveCount(0);

  // today, the same weekday, still has it
  await page.getByRole('button', { name: 'Сегодня' }).click();
  await expect(lesson).toBeVisible();
});
