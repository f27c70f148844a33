import { rolesFor, type Permission } from '@diary/common';
import { PUBLIC } from '../src/http/route';
import { bearer, routeDefinitions, useTestApp, type TestApp } from './harness';
import { withSecurityLog } from './security-log-capture';
import {
  aFilial,
  aGroupType,
  aLesson,
  aStudent,
  aSubject,
  insertSubject,
  aTeacher,
  aWorld,
  insertAchievement,
  insertCompensation,
  insertComplaint,
  insertDifficulty,
  insertLateness,
} from './factory';

/** Every hard delete (an ADMIN's, for good) writes one 'record.deleted' line to the security log. */
const t = useTestApp();

interface HardDelete {
  /** The route, as the registry names it. */
  route: string;
  entity: string;
  /** Builds a record and returns its id and the path that deletes it. */
  prepare(t: TestApp, admin: string): Promise<{ id: number; path: string }>;
}

const teacherAndStudent = async (t: TestApp) => ({ teacher: await aTeacher(t), student: await aStudent(t) });

const HARD_DELETES: HardDelete[] = [
  {
    route: 'DELETE /schedule/:id/force',
    entity: 'lesson',
    prepare: async (t) => {
      const w = await aWorld(t);
      const lesson = await aLesson(t, w.admin, { ...w.base, time_start: '10:00' });
      return { id: lesson.id, path: `/api/schedule/${lesson.id}/force` };
    },
  },
  {
    route: 'DELETE /cabinets/:id/force',
    entity: 'cabinet',
    prepare: async (t) => {
      const w = await aWorld(t);
      return { id: w.otherCabinet.id, path: `/api/cabinets/${w.otherCabinet.id}/force` };
    },
  },
  {
    route: 'DELETE /classes/:id',
    entity: 'class',
    prepare: async (t) => {
      const w = await aWorld(t);
      return { id: w.klass.id, path: `/api/classes/${w.klass.id}` };
    },
  },
  {
    route: 'DELETE /filials/:id/force',
    entity: 'filial',
    prepare: async (t, admin) => {
      const filial = await aFilial(t, admin);
      return { id: filial.id, path: `/api/filials/${filial.id}/force` };
    },
  },
  {
    route: 'DELETE /achivements/:id',
    entity: 'achievement',
    prepare: async (t) => {
      const { teacher, student } = await teacherAndStudent(t);
      const id = await insertAchievement(t, teacher, student, { isArchived: true });
      return { id, path: `/api/achivements/${id}` };
    },
  },
  {
    route: 'DELETE /difficulty/:id',
    entity: 'difficulty',
    prepare: async (t) => {
      const { teacher, student } = await teacherAndStudent(t);
      const id = await insertDifficulty(t, teacher, student);
      return { id, path: `/api/difficulty/${id}` };
    },
  },
  {
    route: 'DELETE /compensation/:id',
    entity: 'compensation',
    prepare: async (t) => {
      const { teacher, student } = await teacherAndStudent(t);
      const id = await insertCompensation(t, { teacher, student, subject: await insertSubject(t) });
      return { id, path: `/api/compensation/${id}` };
    },
  },
  {
    route: 'DELETE /complaint/:id',
    entity: 'complaint',
    prepare: async (t) => {
      const { teacher, student } = await teacherAndStudent(t);
      const id = await insertComplaint(t, { teacher, author: student, student });
      return { id, path: `/api/complaint/${id}` };
    },
  },
  {
    route: 'DELETE /teacher-lateness/:id',
    entity: 'lateness',
    prepare: async (t) => {
      const id = await insertLateness(t, await aTeacher(t));
      return { id, path: `/api/teacher-lateness/${id}` };
    },
  },
  {
    route: 'DELETE /group-types/:id',
    entity: 'groupType',
    prepare: async (t, admin) => {
      const groupType = await aGroupType(t, admin);
      return { id: groupType.id, path: `/api/group-types/${groupType.id}` };
    },
  },
  {
    route: 'DELETE /subjects/:id',
    entity: 'subject',
    prepare: async (t, admin) => {
      const subject = await aSubject(t, admin, 'Астрономия');
      return { id: subject.id, path: `/api/subjects/${subject.id}` };
    },
  },
  {
    route: 'DELETE /payments/:id',
    entity: 'payment',
    prepare: async (t, admin) => {
      const student = await aStudent(t);
      const payment = await t
        .http()
        .post('/api/payments')
        .set(bearer(admin))
        .send({ studentId: student.id, amount: 100, date: '2024-01-31', method: 'cash' });
      return { id: payment.body.id as number, path: `/api/payments/${payment.body.id}` };
    },
  },
  {
    route: 'DELETE /salary/rates/:id',
    entity: 'salaryRate',
    prepare: async (t, admin) => {
      const rate = await t.http().post('/api/salary/rates').set(bearer(admin)).send({ kind: 'lesson', amount: 1000 });
      return { id: rate.body.id as number, path: `/api/salary/rates/${rate.body.id}` };
    },
  },
];

describe('security log: record.deleted', () => {
  it.each(HARD_DELETES.map((hardDelete) => [hardDelete.route, hardDelete] as const))(
    'when an ADMIN calls %s, then one "record.deleted" line names the actor, the entity and its id; a second call (404) adds none',
    async (_route, { entity, prepare }) => {
      const admin = await t.createUser({ roles: ['ADMIN'] });
      const { id, path } = await prepare(t, admin.token);
      const log = withSecurityLog(t);

      const response = await log.http().delete(path).set(bearer(admin.token));
      expect(response.status).toBe(200);
      expect((await log.http().delete(path).set(bearer(admin.token))).status).toBe(404);

      expect(log.lines.map(({ event, actorId, entity, entityId }) => ({ event, actorId, entity, entityId }))).toEqual([
        { event: 'record.deleted', actorId: admin.id, entity, entityId: id },
      ]);
      expect(log.lines[0]?.requestId).toBeDefined();
    },
  );

  it('when the registry is read, then every DELETE only an ADMIN may call is listed here (but archives, and users with their own event)', () => {
    const registry = routeDefinitions();
    const adminOnly = (access: string) => access !== PUBLIC && rolesFor(access as Permission).join() === 'ADMIN';
    const hardDeletes = registry
      .filter((route) => route.method === 'delete' && adminOnly(route.access) && !route.path.endsWith('/archive'))
      .map((route) => `DELETE ${route.path}`)
      // services: DELETE archives (docs/api/calls.md); users: 'user.deleted' (users-manage.test)
      .filter((route) => route !== 'DELETE /services/:id' && route !== 'DELETE /users/:id');
    expect(hardDeletes.sort()).toEqual(HARD_DELETES.map((hardDelete) => hardDelete.route).sort());
  });
});
