import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies, loginAsAdmin, uniqueLogin } from './support/portal';
import { adminApi, boardCard as card, personViaApi } from './support/timetable';

// The board without a mouse (docs/product/screens.md "The timetable board"): a lesson card's
// 'Переместить…' moves or swaps it by day, start and cabinet, the result said in the board's live region.

test.use({ viewport: { width: 1400, height: 1000 } });
test.beforeEach(async ({ page }) => acceptCookies(page));

const MONDAY = 1;

/** Presses Tab until `target` has the focus (a board has a button per free gap before its cards). */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** In a focused MUI select: opens its list, goes to `option`, chooses it, all by keyboard. */
async function chooseByKeys(page: Page, select: Locator, option: string) {
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  // the list opens on the chosen option and does not wrap: from the first one down
  await expect(listbox.locator('[role="option"]:focus')).toHaveCount(1);
  await page.keyboard.press('Home');
  for (let i = 0; i < 10 && !(await wanted.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(select).toHaveText(option);
}

/** The dialog's fields from its start: day, start time (hours then minutes, typed), cabinet; then the submit button. */
async function choosePlace(page: Page, dialog: Locator, place: { day: string; time: string; cabinet: string }) {
  const day = dialog.getByRole('combobox', { name: 'День недели' });
  await tabTo(page, day, 5);
  await chooseByKeys(page, day, place.day);
  const hours = dialog.getByRole('group', { name: 'Время начала' }).getByRole('spinbutton', { name: 'Часы' });
  await tabTo(page, hours, 3);
  await page.keyboard.type(place.time.replace(':', ''));
  await expect(dialog.getByRole('group', { name: 'Время начала' }).locator('input')).toHaveValue(place.time);
  const cabinet = dialog.getByRole('combobox', { name: 'Кабинет' });
  await tabTo(page, cabinet, 5);
  await chooseByKeys(page, cabinet, place.cabinet);
}

/** From the focused card: Tab to its 'Переместить…' (after 'Изменить') and Enter. */
async function openMove(page: Page, lesson: Locator) {
  await expect(lesson).toBeFocused();
  // the card's buttons are its body's siblings, in the card around it
  await tabTo(page, lesson.locator('..').getByRole('button', { name: /^Переместить / }), 3);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Переместить занятие' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a lesson moved, refused and swapped by keyboard alone; each result is announced and the focus comes back to its card', async ({
  page,
  request,
}) => {
  // some two hundred keyboard steps: more than the default minute on a busy machine
  test.setTimeout(150_000);
  const api = await adminApi(request);
  const tag = uniqueLogin('');
  const filial = await api.post<{ id: number; name: string }>('filials', {
    name: `Филиал ${tag}`,
    city: 'Казань',
    address: 'ул. Баумана, 1',
    time_start: '09:00',
    time_end: '18:00',
  });
  const first = await api.post<{ id: number; name: string }>('cabinets', { name: `Каб 1-${tag}`, filial_id: filial.id, quantity: 8 });
  const second = await api.post<{ id: number; name: string }>('cabinets', { name: `Каб 2-${tag}`, filial_id: filial.id, quantity: 8 });
  const groupType = await api.post('group-types', { name: `Группа ${tag}`, total_places: 8 });
  const service = await api.post('services', { name: `Урок ${tag}`, group_type_id: groupType.id, duration_minutes: 60, price: 1500 });
  const teacher = await personViaApi(request, api, 'TEACHER', { first: 'Анна', second: `Клавиш${tag}`, login: uniqueLogin('tkb') });
  const subject = await api.post<{ id: number; name: string }>('subjects', { name: `Физика ${tag}` });
  const cls = await api.post('classes', { name: `Клавиш${tag} | Физика`, subject_ids: [subject.id], teacher_ids: [teacher.id] });
  const alpha = `Альфа ${tag}`;
  const beta = `Бета ${tag}`;
  // one teacher: Альфа Monday 10:00–11:00 and Бета 13:00–14:00 in the first cabinet
  for (const [time_start, short_title] of [
    ['10:00', alpha],
    ['13:00', beta],
  ]) {
    await api.post('schedule', {
      cabinet_id: first.id,
      day_of_week: MONDAY,
      time_start,
      service_id: service.id,
      class_id: cls.id,
      subject: subject.name,
      short_title,
    });
  }
  const column = (cabinetId: number) => page.getByTestId(`column-${cabinetId}-${MONDAY}`);
  const announcement = page.getByTestId('board-announcement');

  await loginAsAdmin(page);
  await page.goto(`/admin/shedule?filialId=${filial.id}`);
  await expect(card(column(first.id), alpha)).toContainText('10:00–11:00');
  await expect(announcement).toHaveAttribute('aria-live', 'polite');

  // from the branch selector, Tab by Tab to Альфа's card
  await page.getByRole('combobox', { name: 'Филиал' }).focus();
  await tabTo(page, card(page, alpha));

  // a move: Понедельник 15:00 in the second cabinet
  let dialog = await openMove(page, card(page, alpha));
  await expect(dialog.getByText(`Сейчас: Понедельник 10:00–11:00, кабинет ${first.name}`)).toBeVisible();
  await choosePlace(page, dialog, { day: 'Понедельник', time: '15:00', cabinet: second.name });
  await expect(dialog.getByRole('status')).toHaveText('В этот день в кабинете нет других занятий');
  await tabTo(page, dialog.getByRole('button', { name: 'Переместить', exact: true }), 3);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card(column(second.id), alpha)).toContainText('15:00–16:00');
  await expect(card(column(first.id), alpha)).toHaveCount(0);
  await expect(announcement).toHaveText(`Занятие «${alpha}» перенесено: Понедельник 15:00–16:00, кабинет ${second.name}`);
  await expect(card(page, alpha)).toBeFocused();

  // refused: 13:30 in the first cabinet runs into Бета; the dialog says so before, the server after
  dialog = await openMove(page, card(page, alpha));
  await choosePlace(page, dialog, { day: 'Понедельник', time: '13:30', cabinet: first.name });
  await expect(dialog.getByRole('status')).toContainText('Время занято другим занятием!');
  await tabTo(page, dialog.getByRole('button', { name: 'Переместить', exact: true }), 3);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Время занято другим занятием!');
  await expect(announcement).toHaveText('Время занято другим занятием!');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(column(second.id), alpha)).toContainText('15:00–16:00');
  await expect(card(column(first.id), beta)).toContainText('13:00–14:00');
  await expect(card(page, alpha)).toBeFocused();

  // a swap: Бета's own start in its cabinet
  dialog = await openMove(page, card(page, alpha));
  await choosePlace(page, dialog, { day: 'Понедельник', time: '13:00', cabinet: first.name });
  await expect(dialog.getByRole('status')).toContainText(`Обменять местами с «${beta}» (Понедельник 13:00–14:00, кабинет ${first.name})`);
  await tabTo(page, dialog.getByRole('button', { name: 'Обменять местами' }), 3);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card(column(first.id), alpha)).toContainText('13:00–14:00');
  await expect(card(column(second.id), beta)).toContainText('15:00–16:00');
  await expect(announcement).toHaveText(
    `Занятия обменялись местами: «${alpha}» — Понедельник 13:00–14:00, кабинет ${first.name}; «${beta}» — Понедельник 15:00–16:00, кабинет ${second.name}`,
  );
  await expect(card(page, alpha)).toBeFocused();
});
