import type { APIRequestContext } from '@playwright/test';
import { adminCall, centreDay, centreWeekday, PASSWORD, type JournalPerson } from './journal';
import { uniqueLogin } from './portal';
import { adminApi, personViaApi } from './timetable';

export { PASSWORD };

/**
 * The money journeys' data through the API (docs/product/beyond.md §6–7): a teacher, students, and a
 * 45-minute lesson of a service priced `price` today at 00:00 in the centre's zone, every student
 * marked present — a held occurrence that pays the teacher and charges each student the price.
 */
export async function heldPaidLesson(request: APIRequestContext, { price, students = 1 }: { price: number; students?: number }) {
  const api = await adminApi(request);
  const tag = uniqueLogin('');
  const person = async (role: 'TEACHER' | 'STUDENT', first: string, surname: string): Promise<JournalPerson> => {
    const login = uniqueLogin(role === 'TEACHER' ? 'mt' : 'ms');
    const { id } = await personViaApi(request, api, role, { first, second: `${surname}${tag}`, login });
    return { id, username: login, surname: `${surname}${tag}` };
  };
  const teacher = await person('TEACHER', 'Вера', 'Окладова');
  const pupils: JournalPerson[] = [];
  for (let i = 0; i < students; i++) pupils.push(await person('STUDENT', 'Олег', `Платов${'АБВГД'[i]}`));
  const filial = await api.post<{ id: number; name: string }>('filials', { name: `Денежный ${tag}` });
  const cabinet = await api.post<{ id: number; name: string }>('cabinets', { name: 'Кабинет 3', filial_id: filial.id, quantity: 10 });
  const subject = await api.post<{ id: number; name: string }>('subjects', { name: `Геометрия ${tag}` });
  const groupType = await api.post<{ id: number }>('group-types', { name: `Группа ${tag}`, total_places: 8 });
  const service = await api.post<{ id: number; name: string }>('services', {
    name: `Урок ${tag}`,
    group_type_id: groupType.id,
    duration_minutes: 45,
    price,
  });
  const klass = await api.post<{ id: number }>('classes', { subject_ids: [subject.id], teacher_ids: [teacher.id] });
  const lesson = await api.post<{ id: number }>('schedule', {
    class_id: klass.id,
    teacher_id: teacher.id,
    service_id: service.id,
    subject: subject.name,
    cabinet_id: cabinet.id,
    day_of_week: centreWeekday(),
    time_start: '00:00',
    students: pupils.map((p) => p.id),
  });
  const today = centreDay();
  await adminCall(request, api, 'put', `journal/${lesson.id}/${today}`, {
    marks: pupils.map((p) => ({ studentId: p.id, mark: 'present' })),
  });
  return { api, tag, teacher, students: pupils, filial, subject, service, klass, lesson, today };
}
