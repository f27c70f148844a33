// The import group of npm run bench (--only=import): the Excel imports of docs/product/beyond.md §5.
// Needs no seeded data: it imports its own 1,000 people (100 teachers, 900 students; 500 with a
// password typed, 500 left to the portal) and times that write (target under a minute), then builds
// a branch of 30 cabinets, a service and 100 classes of those teachers through the API and times the
// dry run of a 3,000-row timetable (30 cabinets × 7 days × 14 hours, each slot's 30 lessons of 30
// different classes and 90 different students, so that no row clashes and each goes the whole way
// through the lesson's write) — target under 10 s. What it made is deleted afterwards, but for the
// service (the API only archives services) and its group type, left archived and unused.
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';

export const IMPORT_TARGETS = { users: '< 60 s', schedule: '< 10 s' };

const { FormData, Blob } = globalThis;

const USERS = { teachers: 100, students: 900 };
const CABINETS = 30;
const HOURS = { first: 8, count: 14 };
const STUDENTS_PER_LESSON = 3;
const PASSWORD = 'Bench-Import-Lilac-42';

async function xlsx(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(api, token, kind, file, dryRun) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), `${kind}.xlsx`);
  const started = performance.now();
  const response = await api.request(`${api.base}/api/import/${kind}?dryRun=${dryRun ? 1 : 0}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  return { status: response.status, body, seconds: (performance.now() - started) / 1000 };
}

async function send(api, token, method, url, body) {
  const response = await api.request(`${api.base}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/** Runs the two imports; answers the table's rows and notes. */
export async function importCases(api, token) {
  const stamp = Date.now().toString(36);
  const login = (kind, i) => `bench-${stamp}-${kind}${i}`;
  const made = { users: [], classes: [], cabinets: [], filial: null, service: null, groupType: null, subject: null };
  const rows = [];
  const notes = [];
  try {
    const people = [['Фамилия', 'Имя', 'Отчество', 'Логин', 'Пароль', 'Роль', 'Предмет']];
    for (let i = 0; i < USERS.teachers; i += 1)
      people.push([`Учителев${i}`, 'Иван', null, login('t', i), i % 2 ? PASSWORD : null, 'Преподаватель', 'Физика']);
    for (let i = 0; i < USERS.students; i += 1)
      people.push([`Ученикова${i}`, 'Анна', 'Петровна', login('s', i), i % 2 ? PASSWORD : null, 'Ученик', null]);
    const users = await upload(api, token, 'users', await xlsx(people), false);
    if (users.status !== 201) throw new Error(`users import: ${users.status} ${JSON.stringify(users.body).slice(0, 300)}`);
    rows.push([`import 1,000 users (${users.body.passwords?.length ?? 0} passwords generated)`, users.seconds, IMPORT_TARGETS.users]);

    const everyone = await api.getJson(token, '/api/users?limit=0&sort=id&order=desc');
    const byLogin = new Map(everyone.items.filter((u) => u.username.startsWith(`bench-${stamp}-`)).map((u) => [u.username, u.id]));
    made.users = [...byLogin.values()];

    made.subject = await send(api, token, 'POST', '/api/subjects', { name: `Бенч-предмет ${stamp}` });
    made.filial = await send(api, token, 'POST', '/api/filials', { name: `Бенч-импорт ${stamp}` });
    for (let c = 0; c < CABINETS; c += 1) {
      made.cabinets.push(await send(api, token, 'POST', '/api/cabinets', { name: `К${c + 1}`, filial_id: made.filial.id, quantity: 10 }));
    }
    made.groupType = await send(api, token, 'POST', '/api/group-types', { name: `Бенч ${stamp}`, total_places: 5 });
    made.service = await send(api, token, 'POST', '/api/services', {
      name: `Бенч-услуга ${stamp}`,
      group_type_id: made.groupType.id,
      duration_minutes: 60,
      price: 1000,
    });
    for (let i = 0; i < USERS.teachers; i += 1) {
      made.classes.push(
        await send(api, token, 'POST', '/api/classes', {
          name: `Бенч-класс ${stamp} ${i}`,
          subject_ids: [made.subject.id],
          teacher_ids: [byLogin.get(login('t', i))],
        }),
      );
    }

    const lessons = [['Филиал', 'Кабинет', 'День недели', 'Начало', 'Услуга', 'Класс', 'Предмет', 'Ученики', 'Преподаватель']];
    const days = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'];
    let slot = 0;
    for (const day of days) {
      for (let h = 0; h < HOURS.count; h += 1, slot += 1) {
        for (let c = 0; c < CABINETS; c += 1) {
          const klass = (slot * CABINETS + c) % USERS.teachers;
          const students = Array.from({ length: STUDENTS_PER_LESSON }, (_, k) =>
            login('s', (slot * CABINETS * STUDENTS_PER_LESSON + c * STUDENTS_PER_LESSON + k) % USERS.students),
          );
          const start = `${String(HOURS.first + h).padStart(2, '0')}:00`;
          lessons.push([
            made.filial.name,
            `К${c + 1}`,
            day,
            start,
            made.service.name,
            made.classes[klass].name,
            made.subject.name,
            students.join(', '),
            null,
          ]);
        }
      }
    }
    const check = await upload(api, token, 'schedule', await xlsx(lessons), true);
    if (check.status !== 200) throw new Error(`timetable dry run: ${check.status} ${JSON.stringify(check.body).slice(0, 300)}`);
    rows.push([`dry run of a ${lessons.length - 1}-row timetable (${check.body.valid} valid)`, check.seconds, IMPORT_TARGETS.schedule]);
    if (check.body.errors.length)
      notes.push(`Timetable dry run: ${check.body.errors.length} errors, e.g. ${JSON.stringify(check.body.errors[0])}.`);
  } finally {
    // What the group made goes again: classes, cabinets, branch, subject, users; the service is archived.
    const drop = (url) => send(api, token, 'DELETE', url).catch((error) => notes.push(`cleanup: ${error.message}`));
    for (const klass of made.classes) await drop(`/api/classes/${klass.id}`);
    for (const cabinet of made.cabinets) await drop(`/api/cabinets/${cabinet.id}/force`);
    if (made.filial) await drop(`/api/filials/${made.filial.id}/force`);
    if (made.service) await drop(`/api/services/${made.service.id}`);
    if (made.subject) await drop(`/api/subjects/${made.subject.id}`);
    for (const id of made.users) await drop(`/api/users/${id}`);
  }
  return { rows, notes };
}
