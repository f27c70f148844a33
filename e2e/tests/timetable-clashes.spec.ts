import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptCookies, loginAsAdmin, uniqueLogin } from './support/portal';
import { adminApi, boardCard, dragOnBoard, personViaApi, type AdminApi } from './support/timetable';

// A timetable that checks people (docs/product/beyond.md): where a teacher or a student is busy, the
// board and the lesson page say so before the server refuses, and the server's refusal changes nothing.

// Monday from 09:00 to 15:00 is 6 × 150 px: the whole day in the window.
test.use({ viewport: { width: 1400, height: 1400 } });
test.beforeEach(async ({ page }) => acceptCookies(page));

const MONDAY = 1;

/** The portal's toast (notistack) saying `text`. */
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text });

interface Place {
  filial: { id: number; name: string };
  cabinet: { id: number; name: string };
}

/** A branch open 09:00–15:00 with one cabinet. */
async function branch(api: AdminApi, tag: string, name: string): Promise<Place> {
  const filial = await api.post<{ id: number; name: string }>('filials', {
    name: `${name} ${tag}`,
    city: 'Казань',
    address: 'ул. Баумана, 1',
    time_start: '09:00',
    time_end: '15:00',
  });
  const cabinet = await api.post<{ id: number; name: string }>('cabinets', {
    name: `Каб ${name} ${tag}`,
    filial_id: filial.id,
    quantity: 8,
  });
  return { filial, cabinet };
}

/** An hour-long service, a subject, and a class of one new teacher: its lessons are that teacher's. */
async function teacherClass(request: APIRequestContext, api: AdminApi, tag: string, surname: string) {
  const teacher = await personViaApi(request, api, 'TEACHER', { first: 'Анна', second: `${surname}${tag}`, login: uniqueLogin('tct') });
  const subject = await api.post<{ id: number; name: string }>('subjects', { name: `Физика ${surname} ${tag}` });
  const groupType = await api.post('group-types', { name: `Группа ${surname} ${tag}`, total_places: 8 });
  const service = await api.post('services', {
    name: `Урок ${surname} ${tag}`,
    group_type_id: groupType.id,
    duration_minutes: 60,
    price: 1500,
  });
  const cls = await api.post('classes', {
    name: `${surname}${tag} | ${subject.name}`,
    subject_ids: [subject.id],
    teacher_ids: [teacher.id],
  });
  /** A Monday lesson of the class, its teacher the class's only one. */
  const lesson = (cabinetId: number, time_start: string, short_title: string, students: number[] = []) =>
    api.post<{ id: number; teacher_id: number | null }>('schedule', {
      cabinet_id: cabinetId,
      day_of_week: MONDAY,
      time_start,
      service_id: service.id,
      class_id: cls.id,
      subject: subject.name,
      short_title,
      students,
    });
  return { teacher, lesson, busyText: `Преподаватель ${surname}${tag} А. в это время ведёт другое занятие` };
}

test('a lesson dragged where its teacher teaches in another branch: the slot is unavailable with the reason, and the refused drop changes nothing', async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const tag = uniqueLogin('');
  const here = await branch(api, tag, 'Здесь');
  const there = await branch(api, tag, 'Там');
  const klass = await teacherClass(request, api, tag, 'Двоева');
  const title = `Механика ${tag}`;
  const moved = await klass.lesson(here.cabinet.id, '10:00', title);
  expect(moved.teacher_id).toBe(klass.teacher.id);
  // the same teacher, Monday 12:00–13:00, in the other branch
  await klass.lesson(there.cabinet.id, '12:00', `Оптика ${tag}`);

  await loginAsAdmin(page);
  await page.goto(`/admin/shedule?filialId=${here.filial.id}`);
  const column = page.getByTestId(`column-${here.cabinet.id}-${MONDAY}`);
  const card = boardCard(column, title);
  await expect(card).toContainText('10:00–11:00');
  const busyGap = page.getByTestId(`gap-${here.cabinet.id}-${MONDAY}-12:00`);
  const freeGap = page.getByTestId(`gap-${here.cabinet.id}-${MONDAY}-13:00`);
  await expect(busyGap).not.toHaveClass(/tt-blocked/);

  await dragOnBoard(page, card, busyGap, klass.busyText, async () => {
    // shown before the drop: hatched, the reason on hover; an hour from 11:00 or from 13:00 only touches 12:00–13:00
    await expect(busyGap).toHaveClass(/tt-blocked/);
    await expect(busyGap).toHaveAttribute('title', klass.busyText);
    // the card under the pointer says it too
    await expect(page.locator('.tt-ghost-reason')).toHaveText(klass.busyText);
    await expect(page.getByTestId(`gap-${here.cabinet.id}-${MONDAY}-11:00`)).not.toHaveClass(/tt-blocked/);
    await expect(freeGap).not.toHaveClass(/tt-blocked/);
    await page.screenshot({ path: testInfo.outputPath('timetable-clash-dragging.png') });
  });

  // the server refuses with the same reason; the lesson stays where it was
  await expect(toast(page, klass.busyText)).toBeVisible();
  await expect(card).toContainText('10:00–11:00');
  await expect(busyGap).toBeVisible();
  await expect(busyGap).not.toHaveClass(/tt-blocked/);
  await page.reload();
  await expect(boardCard(page.getByTestId(`column-${here.cabinet.id}-${MONDAY}`), title)).toContainText('10:00–11:00');
});

test('a student busy at the lesson’s time is marked in the picker and cannot be added on the lesson page', async ({ page, request }) => {
  const api = await adminApi(request);
  const tag = uniqueLogin('');
  const place = await branch(api, tag, 'Ученики');
  const second = await api.post<{ id: number; name: string }>('cabinets', {
    name: `Каб 2 ${tag}`,
    filial_id: place.filial.id,
    quantity: 8,
  });
  const student = await personViaApi(request, api, 'STUDENT', { first: 'Павел', second: `Занятов${tag}`, login: uniqueLogin('tcs') });
  // Павел has a lesson 12:00–13:00; another class's lesson 12:30–13:30 in the next cabinet has nobody yet
  await (await teacherClass(request, api, tag, 'Первая')).lesson(place.cabinet.id, '12:00', `Алгебра ${tag}`, [student.id]);
  const target = await (await teacherClass(request, api, tag, 'Вторая')).lesson(second.id, '12:30', `Геометрия ${tag}`);
  const refusal = `Ученик Занятов${tag} П. в это время на другом занятии`;

  await loginAsAdmin(page);
  await page.goto(`/admin/schedules/${target.id}`);
  await expect(page.getByText('Студенты не добавлены')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить студентов' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить студентов' });
  await dialog.getByRole('combobox', { name: 'Ученики' }).fill(`Занятов${tag}`);
  const option = page.getByRole('option', { name: new RegExp(`Занятов${tag} Павел`) });
  await expect(option).toContainText('— занят в это время');
  await option.click();
  await expect(dialog.getByText(refusal)).toBeVisible();
  await dialog.getByRole('button', { name: 'Добавить' }).click();

  // the server refuses (409) with the same words; the dialog stays open and the student is not added
  await expect(toast(page, refusal)).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByText('Студенты не добавлены')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Студенты не добавлены')).toBeVisible();
});
