import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { adminCall, centreDay, PASSWORD } from './support/journal';
import { heldPaidLesson } from './support/money';
import { acceptCookies, ADMIN, createUserViaApi, login, uniqueLogin } from './support/portal';

// Every screen of every role, on a desktop and on a phone, through axe-core (issue #29): no
// violation with a serious or critical impact. One browser context per role and size, signed in
// once; the screens' data is seeded through the API so that no table, list or board is empty.
test.describe.configure({ timeout: 900_000 });
// a control that is not there fails its screen at once, not at the end of the walk's long timeout
test.use({ actionTimeout: 20_000 });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 375, height: 667 },
] as const;

/** A screen: its address, its h1, and a text that shows once its data is in. */
interface Screen {
  path: string;
  heading: string | RegExp;
  ready?: string;
  /** A tab of the screen to open before the analysis. */
  tab?: string;
  /** A dialog the screen opens (a form, a record), analysed open, then closed with Escape. */
  dialog?: { open: (page: Page) => Promise<void>; name: string | RegExp; adminOnly?: boolean };
  /** Only the ADMIN sees it; the MODERATOR's menu lacks it. */
  adminOnly?: boolean;
}

interface Seed {
  tag: string;
  teacher: { username: string; surname: string };
  student: { username: string; surname: string };
  moderator: string;
  topic: string;
  filialId: number;
  filialName: string;
  classId: number;
  lessonId: number;
  lessonTitle: string;
}

let seed: Seed;

async function tokenOf(request: APIRequestContext, username: string) {
  const signIn = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(signIn.ok()).toBeTruthy();
  return ((await signIn.json()) as { accessToken: string }).accessToken;
}

test.beforeAll(async ({ request }) => {
  // a lesson held today (a teacher, two students, a branch, a class, a priced service) and the rest
  // of every list around it: a pay rate, a payment, achievements, a difficulty, a compensation, a
  // complaint, feedback, a lateness, a day off, archived records and a banned user
  const held = await heldPaidLesson(request, { price: 1750, students: 2 });
  const { api, tag, teacher, subject, today } = held;
  const [student, other] = held.students as [(typeof held.students)[0], (typeof held.students)[0]];
  const asAdmin = (method: 'post' | 'put', path: string, data: object, status = 201) => adminCall(request, api, method, path, data, status);
  await asAdmin('post', 'salary/rates', { teacherId: teacher.id, kind: 'student', amount: 500 });
  await asAdmin('post', 'payments', { studentId: student.id, amount: 1000, date: today, method: 'cash', comment: `Наличные ${tag}` });
  await asAdmin('post', 'compensation', {
    teacherId: teacher.id,
    studentId: student.id,
    subjectId: subject.id,
    eventDate: today,
    comment: `Перенос ${tag}`,
  });
  await asAdmin('post', 'complaint/admin', {
    teacherId: teacher.id,
    studentId: student.id,
    incidentDate: today,
    comment: `Опоздал ${tag}`,
  });
  await asAdmin('post', 'teacher-lateness', { userId: teacher.id, incidentDate: today, plannedTime: '10:00', actualTime: '10:15' });
  await asAdmin('post', 'days-off', { date: centreDay(20), filial_id: held.filial.id, reason: `Ремонт ${tag}` });

  const topic = `Дроби ${tag}`;
  const teacherAuth = { Authorization: `Bearer ${await tokenOf(request, teacher.username)}` };
  const asTeacher = async (method: 'post' | 'put', path: string, data?: object) => {
    const response = await request[method](`/api/${path}`, { data, headers: teacherAuth });
    expect(response.ok(), `${method.toUpperCase()} /api/${path}: ${await response.text()}`).toBeTruthy();
    return (await response.json()) as { id: number };
  };
  const achievement = (studentId: number, lessonTheme: string) =>
    asTeacher('post', 'achivements/create', {
      studentId,
      lessonDate: today,
      lessonTheme,
      checkType: 'Контрольная',
      subject: subject.name,
      points: 4,
      maxPoints: 5,
      notes: 'Хорошо',
    });
  await achievement(student.id, topic);
  await achievement(other.id, `Степени ${tag}`);
  const archived = await achievement(other.id, `Корни ${tag}`);
  await asTeacher('put', `achivements/${archived.id}`);
  await asTeacher('post', 'difficulty/create', { studentId: student.id, notes: `Не успевает ${tag}` });
  const oldDifficulty = await asTeacher('post', 'difficulty/create', { studentId: other.id, notes: `Пропускает ${tag}` });
  await asTeacher('put', `difficulty/${oldDifficulty.id}`);

  const feedback = await request.post('/api/feedback', {
    headers: { Authorization: `Bearer ${await tokenOf(request, student.username)}` },
    multipart: { surname: student.surname, studentId: String(student.id), note: `Спасибо ${tag}` },
  });
  expect(feedback.status(), await feedback.text()).toBe(201);

  const moderator = uniqueLogin('amod');
  await createUserViaApi(
    request,
    { username: moderator, password: PASSWORD, first_name: 'Мария', second_name: `Модерова${tag}`, roles: ['MODERATOR'] },
    api.token,
  );
  const banned = (await createUserViaApi(
    request,
    { username: uniqueLogin('aban'), password: PASSWORD, first_name: 'Павел', second_name: `Заблокированный${tag}`, roles: ['STUDENT'] },
    api.token,
  )) as { id: number };
  await asAdmin('post', 'users/ban', { userId: banned.id }, 200);

  seed = {
    tag,
    teacher,
    student,
    moderator,
    topic,
    filialId: held.filial.id,
    filialName: held.filial.name,
    classId: held.klass.id,
    lessonId: held.lesson.id,
    lessonTitle: subject.name,
  };
});

const adminScreens = (s: Seed): Screen[] => [
  {
    path: '/admin/members',
    heading: 'Пользователи',
    ready: s.teacher.surname,
    dialog: { open: (page) => page.getByRole('button', { name: 'Добавить пользователя' }).click(), name: /пользовател/i },
  },
  { path: '/admin/import', heading: 'Импорт' },
  { path: '/admin/achivements', heading: 'Достижения', ready: s.topic },
  { path: '/admin/achives-visualizer', heading: 'Статистика', adminOnly: true },
  { path: '/admin/statistics', heading: 'Статистика', adminOnly: true },
  { path: '/admin/salary', heading: 'Начисление зарплаты', ready: s.teacher.surname, adminOnly: true },
  { path: '/admin/salary', heading: 'Начисление зарплаты', tab: 'Ставки', ready: s.teacher.surname, adminOnly: true },
  { path: '/admin/compensation', heading: 'Компенсации', ready: `Перенос ${s.tag}` },
  { path: '/admin/teacher-lateness', heading: 'Опоздания преподавателей', ready: s.teacher.surname },
  { path: '/admin/difficults', heading: 'Трудности', ready: `Не успевает ${s.tag}` },
  {
    path: `/admin/shedule?filialId=${s.filialId}`,
    heading: 'Расписание занятий',
    ready: s.filialName,
    dialog: {
      open: (page) =>
        page
          .getByRole('button', { name: /^Занятие / })
          .first()
          .click(),
      name: 'Редактировать занятие',
    },
  },
  { path: '/admin/journal', heading: 'Журнал посещаемости', ready: s.lessonTitle },
  { path: '/admin/journal', heading: 'Журнал посещаемости', tab: 'Выходные', ready: `Ремонт ${s.tag}` },
  {
    path: '/admin/payments',
    heading: 'Оплаты',
    ready: `Наличные ${s.tag}`,
    dialog: { open: (page) => page.getByRole('button', { name: 'Записать оплату' }).click(), name: 'Записать оплату' },
  },
  { path: '/admin/payments', heading: 'Оплаты', tab: 'Должники', ready: s.student.surname },
  { path: '/admin/complaints', heading: 'Жалобы', ready: `Опоздал ${s.tag}` },
  { path: '/admin/complaints', heading: 'Жалобы', tab: 'Обратная связь от учеников', ready: `Спасибо ${s.tag}` },
  { path: '/admin/services', heading: 'Услуги', ready: s.tag, adminOnly: true },
  {
    path: '/admin/classes',
    heading: 'Классы',
    ready: s.teacher.surname,
    // a MODERATOR reads the classes, only the ADMIN creates one
    dialog: { open: (page) => page.getByRole('button', { name: 'Создать класс' }).click(), name: 'Создать класс', adminOnly: true },
  },
  { path: `/admin/classes/${s.classId}`, heading: /./, ready: s.lessonTitle },
  { path: `/admin/schedules/${s.lessonId}`, heading: /./, ready: s.student.surname },
  {
    path: '/admin/filials',
    heading: 'Филиалы',
    ready: s.filialName,
    adminOnly: true,
    dialog: { open: (page) => page.getByRole('button', { name: 'Добавить филиал' }).click(), name: 'Добавить филиал' },
  },
  { path: `/admin/filials/${s.filialId}`, heading: s.filialName, ready: 'Кабинет 3' },
  { path: '/admin/group-types', heading: 'Типы групп', ready: s.tag, adminOnly: true },
  { path: '/admin/subjects', heading: 'Предметы', ready: s.tag, adminOnly: true },
  { path: '/admin/archive/members', heading: /Архив/, ready: `Заблокированный${s.tag}`, adminOnly: true },
  { path: '/admin/archive/achivements', heading: /Достижения|Архив/, ready: `Корни ${s.tag}`, adminOnly: true },
  { path: '/admin/archive/difficults', heading: /Трудности|Архив/, ready: `Пропускает ${s.tag}`, adminOnly: true },
  { path: '/admin/audit', heading: 'Журнал изменений', adminOnly: true },
  { path: '/admin/quarters', heading: 'Отчеты учителей по месяцам (учебный год)' },
];

const teacherScreens = (s: Seed): Screen[] => [
  { path: '/teacher/create-achivement', heading: 'Дневник достижений' },
  { path: '/teacher/create-report', heading: 'СООБЩИТЬ О ТРУДНОСТЯХ' },
  {
    path: '/teacher/achivements',
    heading: 'Мои отчеты',
    ready: s.topic,
    dialog: { open: (page) => page.getByRole('button', { name: 'Изменить' }).first().click(), name: 'Дневник достижений' },
  },
  { path: '/teacher/statistics', heading: 'Статистика' },
  { path: '/teacher/create-quarter', heading: 'Отчеты учителей по месяцам (учебный год)', ready: s.student.surname },
  { path: '/teacher/create-complaint', heading: 'Пожаловаться' },
  { path: '/teacher/journal', heading: 'Журнал', ready: s.lessonTitle },
  { path: '/teacher/salary', heading: 'Моя зарплата', ready: s.lessonTitle },
  {
    path: '/teacher/schedule',
    heading: 'Моё расписание',
    ready: '00:00–00:45',
    dialog: { open: (page) => page.getByRole('button', { name: 'Подписаться в календаре' }).click(), name: 'Подписаться в календаре' },
  },
];

const studentScreens = (s: Seed): Screen[] => [
  { path: '/student/achivements', heading: 'Достижения', ready: s.topic },
  { path: '/student/create-complaint', heading: 'Жалоба на учителя' },
  { path: '/student/create-complaint?form=feedback', heading: 'Обратная связь' },
  { path: '/student/attendance', heading: 'Посещаемость', ready: s.lessonTitle },
  { path: '/student/balance', heading: 'Баланс', ready: `Наличные ${s.tag}` },
  {
    path: '/student/schedule',
    heading: 'Расписание',
    ready: '00:00–00:45',
    dialog: { open: (page) => page.getByRole('button', { name: 'Подписаться в календаре' }).click(), name: 'Подписаться в календаре' },
  },
];

/**
 * The screen with its data in: its h1, its tab, its ready text, nothing loading. It is reached inside
 * the single-page app, as its menu would (no reload of the portal per screen: the walk's main cost);
 * the h1s of the screen left are marked, so that only the new screen's heading counts.
 */
async function open(page: Page, screen: Screen) {
  const main = page.getByRole('main');
  let heading = main.getByRole('heading', { level: 1, name: screen.heading });
  const here = await page.evaluate(() => window.location.pathname + window.location.search);
  if (here !== screen.path) {
    await page.evaluate((to) => {
      document.querySelectorAll('h1').forEach((h1) => h1.setAttribute('data-left', ''));
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
    heading = heading.and(page.locator('h1:not([data-left])'));
  }
  if (screen.tab) await page.getByRole('tab', { name: screen.tab }).click();
  // a screen's code (the charts, the grid) comes with its first visit: more time than a check's
  await expect(heading.first()).toBeVisible({ timeout: 30_000 });
  if (screen.ready) await expect(main.getByText(screen.ready).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Загрузка...')).toHaveCount(0);
  await expect(main.getByRole('progressbar')).toHaveCount(0);
}

/** Every screen (and its dialog) analysed; each screen's violations reported apart, the test failing on any. */
async function walk(page: Page, screens: Screen[], size: string, admin = false) {
  for (const screen of screens) {
    const where = `${screen.path}${screen.tab ? ` «${screen.tab}»` : ''} at ${size}`;
    await test.step(where, async () => {
      await open(page, screen);
      expect.soft(await seriousViolations(page), where).toEqual([]);
      if (!screen.dialog || (screen.dialog.adminOnly && !admin)) return;
      await screen.dialog.open(page);
      const dialog = page.getByRole('dialog', { name: screen.dialog.name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('progressbar')).toHaveCount(0);
      expect.soft(await seriousViolations(page), `${where}, dialog «${screen.dialog.name}»`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  }
}

/** The addresses the area's navigation links to: a screen added to it must be added to the tables above. */
async function navigationPaths(page: Page, area: string): Promise<string[]> {
  const links = page.getByRole('navigation', { name: area }).locator('a[href]');
  return (await links.evaluateAll((elements) => elements.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).sort();
}

/** On a phone, the area's menu ('Меню') analysed open, then closed. */
async function analyseAreaMenu(page: Page, area: string, size: string) {
  await page.getByRole('button', { name: 'Меню' }).click();
  const nav = page.getByRole('navigation', { name: area });
  await expect(nav).toBeVisible();
  expect.soft(await seriousViolations(page), `the menu «${area}» at ${size}`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(nav).toHaveCount(0);
}

/** The admin menu's entries, group by group (each group's menu analysed open). */
async function adminMenuPaths(page: Page, size: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Разделы администратора' });
  const paths: string[] = [];
  // named before any opens: an open menu hides the rest of the page from the accessibility tree
  for (const group of await nav.getByRole('button').allTextContents()) {
    await nav.getByRole('button', { name: group, exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const hrefs = await menu
      .locator('a[href]')
      .evaluateAll((elements) => elements.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    paths.push(...hrefs);
    expect.soft(await seriousViolations(page), `the admin menu «${group}» at ${size}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
  return paths.sort();
}

const pathsOf = (screens: Screen[]) => [...new Set(screens.map((screen) => screen.path.split('?')[0]!))];

async function signedIn(browser: Browser, viewport: (typeof SIZES)[number], username: string, password: string, home: RegExp) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await acceptCookies(page);
  await login(page, username, password);
  await expect(page).toHaveURL(home);
  return { context, page };
}

for (const size of SIZES) {
  const sizeName = `${size.width}×${size.height}`;

  test(`the login page and the cookie notice at ${sizeName}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Принять' })).toBeVisible();
    expect.soft(await seriousViolations(page), `/ at ${sizeName}`).toEqual([]);
    await context.close();
  });

  for (const role of ['ADMIN', 'MODERATOR'] as const) {
    test(`every ${role} screen at ${sizeName}`, async ({ browser }) => {
      const [username, password] = role === 'ADMIN' ? [ADMIN.username, ADMIN.password] : [seed.moderator, PASSWORD];
      const { context, page } = await signedIn(browser, size, username, password, /\/admin\/members$/);
      const screens = adminScreens(seed).filter((screen) => role === 'ADMIN' || !screen.adminOnly);
      const menu = await adminMenuPaths(page, sizeName);
      const listed = pathsOf(screens);
      // '/admin/archive' opens its first tab: a menu entry is covered by the screens at or under it
      expect(menu.filter((path) => !listed.some((screen) => screen === path || screen.startsWith(`${path}/`)))).toEqual([]);
      await walk(page, screens, sizeName, role === 'ADMIN');
      await context.close();
    });
  }

  test(`every TEACHER screen at ${sizeName}`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, size, seed.teacher.username, PASSWORD, /\/teacher\/create-achivement$/);
    if (size.width > 900) expect(await navigationPaths(page, 'Разделы преподавателя')).toEqual(pathsOf(teacherScreens(seed)).sort());
    else await analyseAreaMenu(page, 'Разделы преподавателя', sizeName);
    await walk(page, teacherScreens(seed), sizeName);
    await context.close();
  });

  test(`every STUDENT screen at ${sizeName}`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, size, seed.student.username, PASSWORD, /\/student\/achivements$/);
    if (size.width > 900) expect(await navigationPaths(page, 'Разделы ученика')).toEqual(pathsOf(studentScreens(seed)).sort());
    else await analyseAreaMenu(page, 'Разделы ученика', sizeName);
    await walk(page, studentScreens(seed), sizeName);
    await context.close();
  });
}
