import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { acceptCookies, adminToken, createUserViaApi, login, openFromMenu, uniqueLogin } from './support/portal';

test.beforeEach(async ({ page }) => acceptCookies(page));

const PASSWORD = 'secret-pass-1';
const WEEKDAYS = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'];

/** Today's weekday in the centre's zone (the browser's too: Europe/Moscow), 1 Monday … 7 Sunday. */
function todayInMoscow(): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Moscow', weekday: 'short' }).format(new Date());
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

/**
 * A teacher and a student with two lessons in two branches, made through the API: today in
 * «Центральный …» (Кабинет 1, 10:00–11:30) and tomorrow in «Северный …» (Зал 2, 12:00–13:00).
 */
async function aWeekAcrossBranches(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (path: string, data: object): Promise<{ id: number }> => {
    const created = await request.post(path, { data, headers });
    expect(created.status(), await created.text()).toBe(201);
    return created.json();
  };
  const tag = uniqueLogin('');
  const teacher = {
    username: uniqueLogin('wt'),
    password: PASSWORD,
    first_name: 'Галина',
    second_name: `Недельная${tag}`,
    roles: ['TEACHER'],
  };
  const student = {
    username: uniqueLogin('ws'),
    password: PASSWORD,
    first_name: 'Борис',
    second_name: `Расписанов${tag}`,
    roles: ['STUDENT'],
  };
  const teacherId = ((await createUserViaApi(request, teacher, token)) as { id: number }).id;
  const studentId = ((await createUserViaApi(request, student, token)) as { id: number }).id;
  const central = `Центральный ${tag}`;
  const north = `Северный ${tag}`;
  const subject = `Астрономия ${tag}`;
  const subjectId = (await post('/api/subjects', { name: subject })).id;
  const room = await post('/api/cabinets', {
    name: 'Кабинет 1',
    filial_id: (await post('/api/filials', { name: central })).id,
    quantity: 5,
  });
  const hall = await post('/api/cabinets', { name: 'Зал 2', filial_id: (await post('/api/filials', { name: north })).id, quantity: 5 });
  const klass = await post('/api/classes', { subject_ids: [subjectId], teacher_ids: [teacherId] });
  const today = todayInMoscow();
  const tomorrow = (today % 7) + 1;
  const lesson = (cabinet_id: number, day_of_week: number, time_start: string, duration_minutes: number) =>
    post('/api/schedule', {
      class_id: klass.id,
      teacher_id: teacherId,
      subject,
      cabinet_id,
      day_of_week,
      time_start,
      duration_minutes,
      students: [studentId],
    });
  await lesson(room.id, today, '10:00', 90);
  await lesson(hall.id, tomorrow, '12:00', 60);
  return { teacher, student, central, north, subject, today, tomorrow };
}

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
}

test("the teacher's week shows their lessons across two branches, and the calendar feed it offers answers text/calendar that parses, until 'Отключить'", async ({
  page,
  request,
  context,
}) => {
  const w = await aWeekAcrossBranches(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, w.teacher.username, PASSWORD);
  await page.getByRole('navigation', { name: 'Разделы преподавателя' }).getByRole('link', { name: 'Моё расписание' }).click();
  await expect(page).toHaveURL(/\/teacher\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Моё расписание' })).toBeVisible();

  const today = page.getByRole('region', { name: WEEKDAYS[w.today - 1] });
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(today.getByText('Сегодня')).toBeVisible();
  await expect(today.getByText('10:00–11:30')).toBeVisible();
  await expect(today.getByText(w.subject)).toBeVisible();
  await expect(today.getByText(`${w.central}, Кабинет 1`)).toBeVisible();
  const tomorrow = page.getByRole('region', { name: WEEKDAYS[w.tomorrow - 1] });
  await expect(tomorrow.getByText('12:00–13:00')).toBeVisible();
  await expect(tomorrow.getByText(`${w.north}, Зал 2`)).toBeVisible();
  await expect(page.getByText('Нет занятий')).toHaveCount(5);

  await page.getByRole('button', { name: 'Подписаться в календаре' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подписаться в календаре' });
  const address = dialog.getByLabel('Адрес календаря');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await dialog.getByRole('button', { name: 'Копировать' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Адрес скопирован');
  const url = await address.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // a calendar program fetches it without any session
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Moscow']);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => event.location).sort()).toEqual([`${w.central}, Кабинет 1`, `${w.north}, Зал 2`].sort());
  for (const event of events) {
    expect(event.summary.startsWith(`${w.subject} — `)).toBe(true);
    expect(event.startDate.zone.tzid).toBe('Europe/Moscow');
    expect(event.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY');
  }

  // 'Отключить' ends the feed: the dialog shows no address, and the old one answers 404 at once
  await dialog.getByRole('button', { name: 'Отключить' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Календарь отключён: прежний адрес больше не работает/);
  await expect(address).toHaveCount(0);
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
  await dialog.getByRole('button', { name: 'Получить новый адрес' }).click();
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const renewed = await address.inputValue();
  expect(renewed).not.toBe(url);
  expect((await request.get(new URL(renewed).pathname)).status()).toBe(200);

  // the same screen on a phone: today's lessons alone, and the menu above it fits the screen
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await page.setViewportSize({ width: 375, height: 667 });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([WEEKDAYS[w.today - 1]!]);
  await expect(page.getByText('10:00–11:30')).toBeVisible();
  await expectNoSidewaysScroll(page, 375);
});

test("the student's week on a phone: one day at a time, opening on today, the next day in the other branch, and no sideways scrolling", async ({
  page,
  request,
}) => {
  const w = await aWeekAcrossBranches(request);
  await page.setViewportSize({ width: 375, height: 667 });
  await login(page, w.student.username, PASSWORD);
  await expect(page).toHaveURL(/\/student\/achivements$/);
  await openFromMenu(page, 'Разделы ученика', 'Расписание');
  await expect(page).toHaveURL(/\/student\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Расписание' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2 })).toHaveText([WEEKDAYS[w.today - 1]!]);
  await expect(page.getByText('Сегодня')).toBeVisible();
  await expect(page.getByText('10:00–11:30')).toBeVisible();
  await expect(page.getByText(`${w.central}, Кабинет 1`)).toBeVisible();
  await expect(page.getByText('12:00–13:00')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 375);

  await page.getByRole('button', { name: 'Следующий день' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([WEEKDAYS[w.tomorrow - 1]!]);
  await expect(page.getByText('Сегодня')).toHaveCount(0);
  await expect(page.getByText('12:00–13:00')).toBeVisible();
  await expect(page.getByText(`${w.north}, Зал 2`)).toBeVisible();
  await expectNoSidewaysScroll(page, 375);

  await page.getByRole('button', { name: 'Подписаться в календаре' }).click();
  await expect(page.getByRole('dialog').getByLabel('Адрес календаря')).toHaveValue(/\.ics$/);
  await expectNoSidewaysScroll(page, 375);
});
