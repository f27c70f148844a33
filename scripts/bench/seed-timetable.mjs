// The timetable part of npm run bench:seed (called from seed.mjs after the users are in): 10
// branches with their hours, 100 cabinets, 300 classes of the seeded teachers, 3 group types and
// 6 services, 3 000 weekly lessons that never overlap in a cabinet (the exclusion constraint
// schedules_no_overlap checks every row) nor put a teacher or a student in two places (the
// triggers of migration 0013 do) and 30 000 student places — the same on every run.
//
// Ids are given explicitly (branch i is id i, see TIMETABLE in data.mjs) and the identity
// sequences moved past them, so the API's own inserts continue after the seeded rows.
import { CABINET_COLORS, CITIES, FILIAL_NAMES, GROUP_TYPES, prng, SEED, SERVICES, STREETS, TIMETABLE } from './data.mjs';

/** Every row the timetable seed writes has this creation time: the data set does not depend on the day it is loaded. */
const CREATED_AT = '2024-08-20 10:00:00+03';
const ACADEMIC_YEAR = '2024-2025';
const GAPS = [0, 0, 10, 15, 30];

/** Inserts `columns` (name → [values, SQL array type]) into `table` as one INSERT … SELECT unnest(…). */
async function insertColumns(db, table, columns, { identity = false } = {}) {
  const names = Object.keys(columns);
  const params = names.map((name) => columns[name][0]);
  const types = names.map((name, i) => `$${i + 1}::${columns[name][1]}[]`);
  await db.query(
    `insert into ${table} (${names.join(', ')}, created_at) ${identity ? 'overriding system value' : ''}
     select *, timestamptz '${CREATED_AT}' from unnest(${types.join(', ')})`,
    params,
  );
  if (identity) await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
}

/**
 * @param db a pg Pool or client
 * @param common the built @diary/common (generateLessonName, generateClassName: the names the API would give)
 * @param log progress lines
 */
export async function seedTimetable(db, common, log) {
  const random = prng(SEED + 1);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];

  const people = async (role) =>
    (
      await db.query(
        `select u.id, u.first_name, u.second_name, u.last_name, u.subject from users u
         join user_roles r on r.user_id = u.id and r.role = $1 order by u.id`,
        [role],
      )
    ).rows;
  const teachers = await people('TEACHER');
  const students = await people('STUDENT');
  const subjectIds = new Map((await db.query('select id, name from subjects')).rows.map((row) => [row.name, row.id]));
  const classCount = TIMETABLE.filials * TIMETABLE.classesPerFilial;
  if (teachers.length < TIMETABLE.filials || students.length < classCount * TIMETABLE.studentsPerLesson) {
    throw new Error(`the timetable needs the seeded users (got ${teachers.length} teachers, ${students.length} students)`);
  }

  // ——— branches, their info, cabinets ———
  const filialIds = Array.from({ length: TIMETABLE.filials }, (_, i) => i + 1);
  await insertColumns(
    db,
    'filials',
    { id: [filialIds, 'int'], name: [filialIds.map((id) => `Филиал ${FILIAL_NAMES[(id - 1) % FILIAL_NAMES.length]}`), 'text'] },
    { identity: true },
  );
  await insertColumns(db, 'filial_info', {
    filial_id: [filialIds, 'int'],
    city: [filialIds.map((id) => CITIES[(id - 1) % CITIES.length]), 'text'],
    street: [filialIds.map((id) => `${STREETS[(id - 1) % STREETS.length]}, д. ${id * 7}`), 'text'],
    time_start_min: [filialIds.map(() => TIMETABLE.open), 'int'],
    time_end_min: [filialIds.map(() => TIMETABLE.close), 'int'],
    work_schedule: [filialIds.map(() => 'ежедневно 08:00-21:00'), 'text'],
  });
  const cabinets = filialIds.flatMap((filialId) =>
    Array.from({ length: TIMETABLE.cabinetsPerFilial }, (_, k) => ({
      id: (filialId - 1) * TIMETABLE.cabinetsPerFilial + k + 1,
      filialId,
      name: `Кабинет ${filialId}${String(k + 1).padStart(2, '0')}`,
      quantity: int(10, 20),
      color: CABINET_COLORS[k % CABINET_COLORS.length],
    })),
  );
  await insertColumns(
    db,
    'cabinets',
    {
      id: [cabinets.map((c) => c.id), 'int'],
      name: [cabinets.map((c) => c.name), 'text'],
      filial_id: [cabinets.map((c) => c.filialId), 'int'],
      quantity: [cabinets.map((c) => c.quantity), 'int'],
      color: [cabinets.map((c) => c.color), 'text'],
    },
    { identity: true },
  );

  // ——— group types and services ———
  await insertColumns(
    db,
    'group_types',
    {
      id: [GROUP_TYPES.map((_, i) => i + 1), 'int'],
      name: [GROUP_TYPES.map((g) => g.name), 'text'],
      total_places: [GROUP_TYPES.map((g) => g.places), 'int'],
    },
    { identity: true },
  );
  await insertColumns(
    db,
    'services',
    {
      id: [SERVICES.map((_, i) => i + 1), 'int'],
      name: [SERVICES.map((s) => s.name), 'text'],
      group_type_id: [SERVICES.map((s) => s.groupType + 1), 'int'],
      duration_minutes: [SERVICES.map((s) => s.duration), 'int'],
      price: [SERVICES.map((s) => s.price), 'numeric'],
    },
    { identity: true },
  );

  // ——— classes: 30 per branch, of the branch's share of teachers; 10 students each ———
  const teachersPerFilial = Math.floor(teachers.length / TIMETABLE.filials);
  const classes = [];
  for (const filialId of filialIds) {
    const own = teachers.slice((filialId - 1) * teachersPerFilial, filialId * teachersPerFilial);
    for (let k = 0; k < TIMETABLE.classesPerFilial; k += 1) {
      const id = classes.length + 1;
      // every third class has a second teacher
      const classTeachers = k % 3 === 2 ? [own[k % own.length], own[(k + 7) % own.length]] : [own[k % own.length]];
      const subjects = [...new Set(classTeachers.map((t) => t.subject))].map((name) => ({ id: subjectIds.get(name), name }));
      const roster = Array.from({ length: TIMETABLE.studentsPerLesson }, (_, j) => students[(id - 1) * TIMETABLE.studentsPerLesson + j].id);
      classes.push({
        id,
        filialId,
        teachers: classTeachers,
        subjects,
        roster,
        name: common.generateClassName({ teachers: classTeachers, subjects, academic_year: ACADEMIC_YEAR }),
      });
    }
  }
  await insertColumns(
    db,
    'classes',
    {
      id: [classes.map((c) => c.id), 'int'],
      name: [classes.map((c) => c.name), 'text'],
      academic_year: [classes.map(() => ACADEMIC_YEAR), 'text'],
    },
    { identity: true },
  );
  const classTeacherRows = classes.flatMap((c) => c.teachers.map((t, position) => [c.id, t.id, position]));
  await db.query(`insert into class_teachers (class_id, teacher_id, position) select * from unnest($1::int[], $2::int[], $3::int[])`, [
    classTeacherRows.map((r) => r[0]),
    classTeacherRows.map((r) => r[1]),
    classTeacherRows.map((r) => r[2]),
  ]);
  const classSubjectRows = classes.flatMap((c) => c.subjects.map((s, position) => [c.id, s.id, position]));
  await db.query(`insert into class_subjects (class_id, subject_id, position) select * from unnest($1::int[], $2::int[], $3::int[])`, [
    classSubjectRows.map((r) => r[0]),
    classSubjectRows.map((r) => r[1]),
    classSubjectRows.map((r) => r[2]),
  ]);

  // ——— lessons: per cabinet and day back to back from 08:00 with short gaps, never past 18:00 ———
  // A lesson's class is one of the branch's that is free then, its first teacher too: a class's
  // students are its own, so no teacher or student is in two lessons at once (migration 0013's
  // triggers check every row as it goes in).
  /** "c<class>/<day>" and "t<teacher>/<day>" → the [start, end) taken. */
  const busy = new Map();
  const isFree = (key, start, end) => (busy.get(key) ?? []).every(([from, to]) => end <= from || to <= start);
  // Each branch's first teacher gets TIMETABLE.busiestTeacherLessons lessons (the calendar feed's bench case).
  const taught = new Map();
  const freeClass = (own, day, start, end) => {
    const offset = int(0, own.length - 1);
    const busiest = own[0].teachers[0].id;
    const ofBusiest = (c) => c.teachers[0].id === busiest;
    const full = (taught.get(busiest) ?? 0) >= TIMETABLE.busiestTeacherLessons;
    const rotated = own.map((_, n) => own[(offset + n) % own.length]);
    for (const klass of full ? rotated.filter((c) => !ofBusiest(c)) : [...own.filter(ofBusiest), ...rotated]) {
      if (isFree(`c${klass.id}/${day}`, start, end) && isFree(`t${klass.teachers[0].id}/${day}`, start, end)) {
        taught.set(klass.teachers[0].id, (taught.get(klass.teachers[0].id) ?? 0) + 1);
        return klass;
      }
    }
    throw new Error(`no free class for day ${day} at ${start}`);
  };
  const lessons = [];
  for (const cabinet of cabinets) {
    const own = classes.filter((c) => c.filialId === cabinet.filialId);
    TIMETABLE.lessonsPerDay.forEach((count, index) => {
      const day = index + 1;
      let cursor = TIMETABLE.open;
      for (let n = 0; n < count; n += 1) {
        const serviceIndex = int(0, SERVICES.length - 1);
        const service = SERVICES[serviceIndex];
        const groupType = GROUP_TYPES[service.groupType];
        const start = cursor + pick(GAPS);
        cursor = start + service.duration;
        const klass = freeClass(own, day, start, cursor);
        const teacher = klass.teachers[0];
        for (const key of [`c${klass.id}/${day}`, `t${teacher.id}/${day}`]) busy.set(key, [...(busy.get(key) ?? []), [start, cursor]]);
        const subject = klass.subjects[0].name;
        lessons.push({
          id: lessons.length + 1,
          name: common.generateLessonName({
            day_of_week: day,
            start,
            duration_minutes: service.duration,
            groupTypeName: groupType.name,
            teacher,
            subject,
          }),
          subject,
          status: random() < 0.05 ? 'trial' : null,
          classId: klass.id,
          teacherId: teacher.id,
          groupTypeId: service.groupType + 1,
          serviceId: serviceIndex + 1,
          cabinetId: cabinet.id,
          day,
          start,
          duration: service.duration,
          places: groupType.places,
          comment: random() < 0.1 ? 'Принести тетради' : null,
          students: klass.roster,
        });
      }
      if (cursor > TIMETABLE.close) throw new Error(`cabinet ${cabinet.id}, day ${day}: lessons run past closing time`);
    });
  }
  await insertColumns(
    db,
    'schedules',
    {
      id: [lessons.map((l) => l.id), 'int'],
      name: [lessons.map((l) => l.name), 'text'],
      subject: [lessons.map((l) => l.subject), 'text'],
      status: [lessons.map((l) => l.status), 'text'],
      class_id: [lessons.map((l) => l.classId), 'int'],
      teacher_id: [lessons.map((l) => l.teacherId), 'int'],
      group_type_id: [lessons.map((l) => l.groupTypeId), 'int'],
      service_id: [lessons.map((l) => l.serviceId), 'int'],
      cabinet_id: [lessons.map((l) => l.cabinetId), 'int'],
      day_of_week: [lessons.map((l) => l.day), 'int'],
      start_min: [lessons.map((l) => l.start), 'int'],
      duration_minutes: [lessons.map((l) => l.duration), 'int'],
      total_places: [lessons.map((l) => l.places), 'int'],
      comment: [lessons.map((l) => l.comment), 'text'],
    },
    { identity: true },
  );
  const places = lessons.flatMap((l) => l.students.slice(0, l.places).map((studentId) => [l.id, studentId]));
  await insertColumns(db, 'schedule_students', {
    schedule_id: [places.map((p) => p[0]), 'int'],
    student_id: [places.map((p) => p[1]), 'int'],
  });
  log(
    `timetable: ${filialIds.length} branches, ${cabinets.length} cabinets, ${classes.length} classes, ${GROUP_TYPES.length} group types, ` +
      `${SERVICES.length} services, ${lessons.length} weekly lessons, ${places.length} student places`,
  );
}
