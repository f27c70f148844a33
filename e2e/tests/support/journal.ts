import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueLogin } from './portal';
import { adminApi, personViaApi, type AdminApi } from './timetable';

export const PASSWORD = 'secret-pass-1';

const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' });

/** YYYY-MM-DD in the centre's zone (Europe/Moscow), today shifted by some days. */
export function centreDay(shiftDays = 0): string {
  return MOSCOW_DAY.format(new Date(Date.now() + shiftDays * 86_400_000));
}

/** Today's weekday in the centre's zone, 1 Monday … 7 Sunday. */
export function centreWeekday(): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Moscow', weekday: 'short' }).format(new Date());
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

export interface JournalPerson {
  id: number;
  username: string;
  /** The surname the journal starts the full name with. */
  surname: string;
}

/**
 * A journey's own branch, cabinet, subject, class, teacher and students, and lessons on today's
 * weekday (so they occur today, the day they are created), each holding every student.
 */
export async function journalLessons(request: APIRequestContext, times: { time_start: string; duration_minutes: number }[], students = 2) {
  const api = await adminApi(request);
  const tag = uniqueLogin('');
  const person = async (role: 'TEACHER' | 'STUDENT', first: string, surname: string): Promise<JournalPerson> => {
    const login = uniqueLogin(role === 'TEACHER' ? 'jt' : 'js');
    const { id } = await personViaApi(request, api, role, { first, second: `${surname}${tag}`, login });
    return { id, username: login, surname: `${surname}${tag}` };
  };
  const teacher = await person('TEACHER', 'Галина', 'Журналова');
  const pupils: JournalPerson[] = [];
  for (let i = 0; i < students; i++) pupils.push(await person('STUDENT', 'Борис', `Ученик${'АБВГД'[i]}`));
  const filial = await api.post<{ id: number; name: string }>('filials', { name: `Журнальный ${tag}` });
  const cabinet = await api.post<{ id: number; name: string }>('cabinets', { name: 'Кабинет 7', filial_id: filial.id, quantity: 10 });
  const subject = await api.post<{ id: number; name: string }>('subjects', { name: `Ботаника ${tag}` });
  const klass = await api.post('classes', { subject_ids: [subject.id], teacher_ids: [teacher.id] });
  const lessons: { id: number; time_start: string }[] = [];
  for (const { time_start, duration_minutes } of times) {
    const lesson = await api.post('schedule', {
      class_id: klass.id,
      teacher_id: teacher.id,
      subject: subject.name,
      cabinet_id: cabinet.id,
      day_of_week: centreWeekday(),
      time_start,
      duration_minutes,
      students: pupils.map((p) => p.id),
    });
    lessons.push({ id: lesson.id, time_start });
  }
  return { api, tag, teacher, students: pupils, filial, cabinet, subject, lessons };
}

/** A JSON call as the ADMIN, asserted to answer `status`. */
export async function adminCall(
  request: APIRequestContext,
  api: AdminApi,
  method: 'put' | 'post' | 'delete',
  path: string,
  data: object,
  status = 200,
) {
  const response = await request[method](`/api/${path}`, { data, headers: { Authorization: `Bearer ${api.token}` } });
  expect(response.status(), `${method.toUpperCase()} /api/${path}: ${await response.text()}`).toBe(status);
  return response.json();
}
