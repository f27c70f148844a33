import type { Lesson } from '@diary/common';
import type { TestApp } from './harness';
import { bearer, useTestApp } from './harness';
import {
  aCabinet,
  aClass,
  aFilial,
  aLesson,
  aStudent,
  aSubject,
  aTeacher,
  type Call,
  expectEveryRouteListed,
  forAdmin,
  forStaff,
  roleTable,
} from './factory';

// docs/product/permissions.md / docs/api/contract.md: the timetable is an /admin screen — ADMIN and MODERATOR read and manage lessons.
const t = useTestApp();

async function setup(t: TestApp) {
  const admin = await t.loginAs('ADMIN');
  const filial = await aFilial(t, admin);
  const cabinet = await aCabinet(t, admin, filial.id);
  const teacher = await aTeacher(t);
  const subject = await aSubject(t, admin, 'Физика');
  const klass = await aClass(t, admin, { subject_ids: [subject.id], teacher_ids: [teacher.id] });
  const student = await aStudent(t);
  const base = { class_id: klass.id, cabinet_id: cabinet.id, subject: 'Физика', day_of_week: 1, duration_minutes: 60 };
  const lesson = await aLesson(t, admin, { ...base, time_start: '10:00' });
  const other = await aLesson(t, admin, { ...base, time_start: '12:00' });
  return { admin, filial, cabinet, klass, student, base, lesson, other };
}

const enrolled = async (t: TestApp) => {
  const s = await setup(t);
  await t.http().post(`/api/schedule/${s.lesson.id}/students/${s.student.id}`).set('Authorization', `Bearer ${s.admin}`);
  return s;
};

const CALLS: Call[] = [
  { name: 'GET /schedule', expected: forStaff(200), prepare: async () => ({ method: 'get', path: '/api/schedule?includeStudents=true' }) },
  { name: 'GET /schedule/archived', expected: forStaff(200), prepare: async () => ({ method: 'get', path: '/api/schedule/archived' }) },
  {
    name: 'GET /schedule/utilization/stats',
    expected: forStaff(200),
    prepare: async () => ({ method: 'get', path: '/api/schedule/utilization/stats' }),
  },
  { name: 'GET /schedule/day/:day', expected: forStaff(200), prepare: async () => ({ method: 'get', path: '/api/schedule/day/3' }) },
  { name: 'GET /schedule/clashes', expected: forStaff(200), prepare: async () => ({ method: 'get', path: '/api/schedule/clashes' }) },
  {
    name: 'GET /schedule/:id/busy',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/${(await setup(t)).lesson.id}/busy` }),
  },
  {
    name: 'POST /schedule/check-conflicts',
    expected: forStaff(200),
    prepare: async (t) => {
      const s = await setup(t);
      return {
        method: 'post',
        path: '/api/schedule/check-conflicts',
        body: { cabinet_id: s.cabinet.id, day_of_week: 1, time_start: '10:00', duration_minutes: 30 },
      };
    },
  },
  {
    name: 'POST /schedule/swap',
    expected: forStaff(200),
    prepare: async (t) => {
      const s = await setup(t);
      return { method: 'post', path: '/api/schedule/swap', body: { firstId: s.lesson.id, secondId: s.other.id } };
    },
  },
  {
    name: 'GET /schedule/filial/:id/week',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/filial/${(await setup(t)).filial.id}/week` }),
  },
  {
    name: 'GET /schedule/cabinet/:id/day/:day',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/cabinet/${(await setup(t)).cabinet.id}/day/1` }),
  },
  {
    name: 'GET /schedule/class/:id/day/:day',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/class/${(await setup(t)).klass.id}/day/1` }),
  },
  {
    name: 'GET /schedule/student/:studentId',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/student/${(await enrolled(t)).student.id}` }),
  },
  {
    // someone else's week is the staff's; a TEACHER's and a STUDENT's own week: person-week.test.ts
    name: 'GET /schedule/teacher/:id/week',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/teacher/${(await aTeacher(t, 'Учителев')).id}/week` }),
  },
  {
    name: 'GET /schedule/student/:id/week',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/student/${(await enrolled(t)).student.id}/week` }),
  },
  {
    name: 'GET /schedule/:id',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/${(await setup(t)).lesson.id}` }),
  },
  {
    name: 'POST /schedule',
    expected: forStaff(201),
    prepare: async (t) => ({ method: 'post', path: '/api/schedule', body: { ...(await setup(t)).base, time_start: '15:00' } }),
  },
  {
    name: 'PUT /schedule/:id',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'put', path: `/api/schedule/${(await setup(t)).lesson.id}`, body: { comment: 'x' } }),
  },
  {
    name: 'DELETE /schedule/:id/archive',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'delete', path: `/api/schedule/${(await setup(t)).lesson.id}/archive` }),
  },
  {
    name: 'POST /schedule/:id/restore',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'post', path: `/api/schedule/${(await setup(t)).lesson.id}/restore` }),
  },
  {
    name: 'DELETE /schedule/:id/force',
    // deleting for good (with the enrolments) is the ADMIN's (schedule.delete); a MODERATOR archives
    expected: forAdmin(200),
    prepare: async (t) => ({ method: 'delete', path: `/api/schedule/${(await setup(t)).lesson.id}/force` }),
  },
  {
    name: 'POST /schedule/:id/move',
    expected: forStaff(200),
    prepare: async (t) => {
      const s = await setup(t);
      return {
        method: 'post',
        path: `/api/schedule/${s.lesson.id}/move`,
        body: { cabinet_id: s.cabinet.id, day_of_week: 2, time_start: '10:00' },
      };
    },
  },
  {
    name: 'GET /schedule/:id/students',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/${(await setup(t)).lesson.id}/students` }),
  },
  {
    name: 'GET /schedule/:id/students/count',
    expected: forStaff(200),
    prepare: async (t) => ({ method: 'get', path: `/api/schedule/${(await setup(t)).lesson.id}/students/count` }),
  },
  {
    name: 'POST /schedule/:id/students/multiple',
    expected: forStaff(200),
    prepare: async (t) => {
      const s = await setup(t);
      return { method: 'post', path: `/api/schedule/${s.lesson.id}/students/multiple`, body: { studentIds: [s.student.id] } };
    },
  },
  {
    name: 'DELETE /schedule/:id/students/multiple',
    expected: forStaff(200),
    prepare: async (t) => {
      const s = await enrolled(t);
      return { method: 'delete', path: `/api/schedule/${s.lesson.id}/students/multiple`, body: { studentIds: [s.student.id] } };
    },
  },
  {
    name: 'GET /schedule/:id/students/:studentId/check',
    expected: forStaff(200),
    prepare: async (t) => {
      const s = await setup(t);
      return { method: 'get', path: `/api/schedule/${s.lesson.id}/students/${s.student.id}/check` };
    },
  },
  {
    name: 'POST /schedule/:id/students/:studentId',
    expected: forStaff(200),
    prepare: async (t) => {
      const s = await setup(t);
      return { method: 'post', path: `/api/schedule/${s.lesson.id}/students/${s.student.id}` };
    },
  },
  {
    name: 'DELETE /schedule/:id/students/:studentId',
    expected: forStaff(200),
    prepare: async (t) => {
      const s = await enrolled(t);
      return { method: 'delete', path: `/api/schedule/${s.lesson.id}/students/${s.student.id}` };
    },
  },
];

roleTable('schedule: every call × every role', t, CALLS);

describe('schedule: deleting a lesson for good is the ADMIN’s', () => {
  it('when a MODERATOR force-deletes a lesson with a student, then 403 "Недостаточно прав" and the lesson and the enrolment stay', async () => {
    const s = await enrolled(t);
    const moderator = await t.loginAs('MODERATOR');
    const refused = await t.http().delete(`/api/schedule/${s.lesson.id}/force`).set(bearer(moderator));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Недостаточно прав', code: 'FORBIDDEN' });
    const lesson = (await t.http().get(`/api/schedule/${s.lesson.id}`).set(bearer(s.admin))).body as Lesson;
    expect(lesson.students.map((student) => student.id)).toEqual([s.student.id]);
    // archiving ('deletion' on the board) is still theirs
    expect((await t.http().delete(`/api/schedule/${s.lesson.id}/archive`).set(bearer(moderator))).status).toBe(200);
  });
});
expectEveryRouteListed('/schedule', CALLS);
