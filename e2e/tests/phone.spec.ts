import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies, isoDay, login, loginAsAdmin, openFromMenu } from './support/portal';
import { journalLessons, PASSWORD, type JournalPerson } from './support/journal';

// The teacher's and the student's areas on a phone (issue #16): a menu instead of the sidebar and
// the tabs, cards instead of tables, nothing wider than the screen, every tap target at least 44 px;
// and the admin area, a desktop tool, on a tablet.
const PHONE = { width: 375, height: 667 };
const TOUCH_TARGET = 44;
test.use({ viewport: PHONE });
test.beforeEach(async ({ page }) => acceptCookies(page));

let teacher: JournalPerson;
let student: JournalPerson;
/** The student's full name as the teacher's picker lists it. */
let studentName: string;
/** An achievement the teacher sent for the student through the API. */
let sentTopic: string;

test.beforeAll(async ({ request }) => {
  // one lesson today, so that the journal and both weeks have something on them
  const j = await journalLessons(request, [{ time_start: '00:00', duration_minutes: 5 }], 1);
  teacher = j.teacher;
  student = j.students[0]!;
  studentName = `${student.surname} Борис`;
  sentTopic = `Дроби ${j.tag}`;
  const signIn = await request.post('/api/auth/login', { data: { username: teacher.username, password: PASSWORD } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const sent = await request.post('/api/achivements/create', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      studentId: student.id,
      lessonDate: isoDay(),
      lessonTheme: sentTopic,
      checkType: 'Контрольная',
      subject: 'Математика',
      points: 4,
      maxPoints: 5,
      notes: '',
    },
  });
  expect(sent.status()).toBe(201);
});

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function expectTallEnough(target: Locator) {
  // the address may come before the screen: after a login the portal loads, then draws the area
  // (and may draw its header once more as the session settles), so measure until it holds still
  await expect(async () => expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(TOUCH_TARGET)).toPass();
}

/** What a finger taps in the header and the page, visible and lower than 44 px: '<role> "<name>" <height>'. */
async function smallTargets(page: Page): Promise<string[]> {
  return page
    .locator('header, main')
    .locator('button, a[href], [role="button"], [role="tab"], input[type="checkbox"]')
    .evaluateAll((elements, min) => {
      const described: string[] = [];
      for (const element of elements) {
        const box = element.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        if (!shown || box.height >= min) continue;
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        described.push(`${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name}" ${Math.round(box.height)}`);
      }
      return described;
    }, TOUCH_TARGET);
}

test('a teacher on a phone sends an achievement from the menu and finds it in «Мои отчеты»', async ({ page }) => {
  const topic = `Проценты ${Date.now().toString(36)}`;
  await login(page, teacher.username, PASSWORD);
  await expect(page).toHaveURL(/\/teacher\/create-achivement$/);
  const menu = page.getByRole('button', { name: 'Меню' });
  await expectTallEnough(menu);
  await expect(page.getByRole('navigation', { name: 'Разделы преподавателя' })).toHaveCount(0);

  await openFromMenu(page, 'Разделы преподавателя', 'Отправить отчет');
  await expect(page.getByRole('navigation', { name: 'Разделы преподавателя' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Дневник достижений' })).toBeVisible();
  const picker = page.getByLabel('Выберите ученика из списка');
  await picker.fill(student.surname);
  await page.getByRole('option', { name: studentName }).click();
  await expect(picker).toHaveValue(studentName);
  await page.getByLabel('Тема урока').fill(topic);
  await page.getByLabel('Максимальный балл').fill('10');
  await page.getByLabel('Набранные баллы').fill('9');
  await expectNoSidewaysScroll(page);
  const create = page.getByRole('button', { name: 'Создать' });
  await expectTallEnough(create);
  await create.click();
  await expect(page.getByText('Отчет успешно отправлен')).toBeVisible();
  await expect(page.getByLabel('Тема урока')).toHaveValue('');

  await openFromMenu(page, 'Разделы преподавателя', 'Мои отчеты');
  await expect(page).toHaveURL(/\/teacher\/achivements$/);
  const card = page.getByRole('list', { name: 'Мои отчеты' }).getByRole('listitem').filter({ hasText: topic });
  await expect(card).toContainText(studentName);
  await expect(card).toContainText('Набранные баллы9');
  await expectTallEnough(card.getByRole('button', { name: 'Изменить' }));
  await expectNoSidewaysScroll(page);

  // the edit dialog takes the whole screen
  await card.getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Дневник достижений' });
  await expect(dialog.getByLabel('Тема урока')).toHaveValue(topic);
  expect((await dialog.boundingBox())!.width).toBe(PHONE.width);
  await expectNoSidewaysScroll(page);
});

test.describe('a touch screen', () => {
  test.use({ hasTouch: true });

  test('the student picker and the subject, tapped, take the focus and what is typed', async ({ page }) => {
    await login(page, teacher.username, PASSWORD);
    await expect(page).toHaveURL(/\/teacher\/create-achivement$/);
    const picker = page.getByRole('combobox', { name: /^Выберите ученика из списка/ });
    await picker.tap();
    await page.keyboard.type(student.surname);
    await page.getByRole('option', { name: studentName }).tap();
    await expect(picker).toHaveValue(studentName);

    const subject = page.getByRole('combobox', { name: /^Предмет/ });
    await subject.tap();
    // the teacher's own subject is there already: typed over
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Химия');
    await expect(subject).toHaveValue('Химия');
    await expect(subject).toBeFocused();
  });
});

test('a student on a phone sees the teacher’s achievement and sends feedback', async ({ page }) => {
  await login(page, student.username, PASSWORD);
  await expect(page).toHaveURL(/\/student\/achivements$/);
  const card = page.getByRole('list', { name: 'Достижения' }).getByRole('listitem').filter({ hasText: sentTopic });
  await expect(card).toContainText(teacher.surname);
  await expect(card).toContainText('Набранные баллы4');
  await expectNoSidewaysScroll(page);

  await openFromMenu(page, 'Разделы ученика', 'Отправить жалобу');
  await page.getByRole('tab', { name: 'Обратная связь' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Обратная связь' })).toBeVisible();
  await page.getByLabel('Ваша фамилия').fill(student.surname);
  await page.getByRole('textbox', { name: 'Обратная связь' }).fill('Спасибо за понятные объяснения');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Успешно отправлено' })).toBeVisible();
  await expect(page.getByLabel('Ваша фамилия')).toHaveValue('');
  await expectNoSidewaysScroll(page);
});

/** A screen of an area: its menu entry (and tab), its h1, and a text that shows once its data is in. */
type Screen = { entry: string; tab?: string; heading: string; ready?: string };

const teacherScreens = (): Screen[] => [
  { entry: 'Отправить отчет', heading: 'Дневник достижений' },
  { entry: 'Сообщить о трудностях', heading: 'СООБЩИТЬ О ТРУДНОСТЯХ' },
  { entry: 'Мои отчеты', heading: 'Мои отчеты', ready: sentTopic },
  { entry: 'Статистика', heading: 'Статистика' },
  { entry: 'Отчеты по месяцам', heading: 'Отчеты учителей по месяцам (учебный год)', ready: student.surname },
  { entry: 'Пожаловаться', heading: 'Пожаловаться' },
  { entry: 'Журнал', heading: 'Журнал', ready: 'Все присутствуют' },
  { entry: 'Моя зарплата', heading: 'Моя зарплата', ready: 'Нет проведённых занятий за этот месяц' },
  { entry: 'Моё расписание', heading: 'Моё расписание', ready: '00:00–00:05' },
];

const studentScreens = (): Screen[] => [
  { entry: 'Достижения', heading: 'Достижения', ready: sentTopic },
  { entry: 'Отправить жалобу', heading: 'Жалоба на учителя' },
  { entry: 'Отправить жалобу', tab: 'Обратная связь', heading: 'Обратная связь' },
  { entry: 'Посещаемость', heading: 'Посещаемость', ready: 'За этот период отметок нет' },
  { entry: 'Баланс', heading: 'Баланс', ready: 'Оплат и списаний пока нет' },
  { entry: 'Расписание', heading: 'Расписание', ready: '00:00–00:05' },
];

async function walkScreens(page: Page, area: 'Разделы преподавателя' | 'Разделы ученика', screens: Screen[]) {
  for (const { entry, tab, heading, ready } of screens) {
    await openFromMenu(page, area, entry);
    if (tab) await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (ready) await expect(page.getByText(ready).first()).toBeVisible();
    await expect(page.getByText('Загрузка...')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    expect(await smallTargets(page), heading).toEqual([]);
  }
}

test('every teacher screen on a phone fits the width, and what a finger taps is at least 44 px tall', async ({ page }) => {
  await login(page, teacher.username, PASSWORD);
  await expect(page).toHaveURL(/\/teacher\/create-achivement$/);
  await walkScreens(page, 'Разделы преподавателя', teacherScreens());
});

test('every student screen on a phone fits the width, and what a finger taps is at least 44 px tall', async ({ page }) => {
  await login(page, student.username, PASSWORD);
  await expect(page).toHaveURL(/\/student\/achivements$/);
  await walkScreens(page, 'Разделы ученика', studentScreens());
});

test.describe('the admin area on a tablet', () => {
  const TABLET = { width: 768, height: 1024 };
  test.use({ viewport: TABLET });

  // the admin area's widest pages (the grids, the charts, the timetable board): group and entry of its menu, the page's h1
  const ADMIN_PAGES = [
    ['Отчеты', 'достижения', 'Достижения'],
    ['Отчеты', 'статистика 1', 'Статистика'],
    ['Пользователи', 'пользователи', 'Пользователи'],
    ['Пользователи', 'Импорт', 'Импорт'],
    ['Сотрудники', 'начисление зарплаты', 'Начисление зарплаты'],
    ['Сотрудники', 'трудности', 'Трудности'],
    ['Клиенты', 'загруженность центра', 'Расписание занятий'],
    ['Клиенты', 'Журнал посещаемости', 'Журнал посещаемости'],
    ['Клиенты', 'Оплаты', 'Оплаты'],
    ['Настройки', 'классы', 'Классы'],
    ['Архив', 'Журнал изменений', 'Журнал изменений'],
  ] as const;

  test('its widest pages never scroll sideways at 768 px', async ({ page }) => {
    await loginAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Разделы администратора' });
    for (const [group, entry, heading] of ADMIN_PAGES) {
      await nav.getByRole('button', { name: group }).click();
      await page.getByRole('menuitem', { name: entry, exact: true }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByText('Загрузка...')).toHaveCount(0);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), entry).toBeLessThanOrEqual(TABLET.width);
    }
  });
});
