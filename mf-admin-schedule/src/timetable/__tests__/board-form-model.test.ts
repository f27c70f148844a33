import { boardClashRequest, boardLessonToForm, classChanged, emptyBoardForm, toggleStatus, validateBoardForm } from '../board-form-model';
import { makeLesson } from '../../shared/__tests__/fakes';

const services = [{ id: 1, duration_minutes: 60 }];
const existing = makeLesson({ id: 8, cabinet_id: 5, day_of_week: 2, time_start: '10:00', duration_minutes: 60 });
const lessonsOf = (cabinetId: number) => (cabinetId === 5 ? [existing] : []);
const ctx = { day: 2, lessonsOf, services };
const filled = { ...emptyBoardForm(5, '12:00'), service_id: '1', class_id: '3', subject: 'Физика' };

describe('board lesson form', () => {
  it("class, subject and service required: 'Заполните все обязательные поля'", () => {
    expect(validateBoardForm(emptyBoardForm(5), ctx)).toEqual({ ok: false, errors: {}, message: 'Заполните все обязательные поля' });
  });

  it('start time required, on the 5-minute step', () => {
    expect(validateBoardForm({ ...filled, time_start: '' }, ctx)).toMatchObject({ errors: { time_start: 'Не указано время начала' } });
    expect(validateBoardForm({ ...filled, time_start: '12:02' }, ctx)).toMatchObject({
      errors: { time_start: 'Время начала должно быть кратно 5 минутам' },
    });
  });

  it("refuses an occupied time: 'Конфликт времени с существующими занятиями'; editing excludes the lesson itself", () => {
    const clash = { ...filled, time_start: '10:30' };
    expect(validateBoardForm(clash, ctx)).toEqual({
      ok: false,
      errors: { time_start: 'Конфликт времени с существующими занятиями' },
      message: null,
    });
    expect(validateBoardForm(clash, { ...ctx, editingId: 8 }).ok).toBe(true);
    expect(validateBoardForm({ ...filled, time_start: '11:00' }, ctx).ok).toBe(true);
  });

  it("a cabinet is required ('Не указан кабинет'); another cabinet is checked against its own lessons", () => {
    expect(validateBoardForm({ ...filled, cabinet_id: '' }, ctx)).toEqual({
      ok: false,
      errors: { cabinet_id: 'Не указан кабинет' },
      message: 'Заполните все обязательные поля',
    });
    const elsewhere = validateBoardForm({ ...filled, cabinet_id: '6', time_start: '10:30' }, ctx);
    expect(elsewhere).toMatchObject({ ok: true, payload: { input: { cabinet_id: 6, time_start: '10:30' } } });
  });

  it('builds the payload for the cabinet and day', () => {
    const result = validateBoardForm({ ...filled, short_title: ' Физ ', students: [4, 5], status: 'trial', teacher_id: '10' }, ctx);
    expect(result).toEqual({
      ok: true,
      payload: {
        kind: 'create',
        input: {
          cabinet_id: 5,
          day_of_week: 2,
          time_start: '12:00',
          service_id: 1,
          class_id: 3,
          subject: 'Физика',
          teacher_id: 10,
          short_title: 'Физ',
          comment: null,
          students: [4, 5],
          status: 'trial',
        },
      },
    });
  });

  it('no teacher chosen sends none', () => {
    expect(validateBoardForm(filled, ctx)).toMatchObject({ ok: true, payload: { input: { teacher_id: null } } });
    expect(boardLessonToForm(makeLesson({ teacher_id: null, teacher: null })).teacher_id).toBe('');
    expect(boardLessonToForm(makeLesson({ teacher_id: 10 })).teacher_id).toBe('10');
  });

  it('another class: its only subject and its only teacher, or none when it has several', () => {
    const ivanov = { id: 10, first_name: 'Иван', second_name: 'Иванов', last_name: null };
    const petrova = { id: 11, first_name: 'Анна', second_name: 'Петрова', last_name: null };
    const physics = [{ id: 20, name: 'Физика' }];
    expect(classChanged({ subject: '' }, '3', { subjects: physics, teachers: [ivanov] })).toEqual({
      class_id: '3',
      subject: 'Физика',
      teacher_id: '10',
    });
    expect(
      classChanged({ subject: 'Физика' }, '4', { subjects: [...physics, { id: 21, name: 'Химия' }], teachers: [ivanov, petrova] }),
    ).toEqual({ class_id: '4', subject: 'Физика', teacher_id: '' });
    expect(classChanged({ subject: 'Физика' }, '', undefined)).toEqual({ class_id: '', subject: '', teacher_id: '' });
  });

  it('the check before saving: the cabinet, day, start, the service’s duration, the teacher and students; none until they are valid', () => {
    const values = { ...filled, teacher_id: '10', students: [4, 5] };
    expect(boardClashRequest(values, { day: 2, services, editingId: 8 })).toEqual({
      cabinet_id: 5,
      day_of_week: 2,
      time_start: '12:00',
      duration_minutes: 60,
      exclude_schedule_id: 8,
      teacher_id: 10,
      student_ids: [4, 5],
    });
    expect(boardClashRequest({ ...values, teacher_id: '' }, { day: 2, services })).toMatchObject({
      teacher_id: null,
      exclude_schedule_id: null,
    });
    expect(boardClashRequest({ ...values, service_id: '' }, { day: 2, services })).toBeNull();
    expect(boardClashRequest({ ...values, time_start: '12:02' }, { day: 2, services })).toBeNull();
    expect(boardClashRequest({ ...values, cabinet_id: '' }, { day: 2, services })).toBeNull();
  });

  it('status switches are exclusive and toggle off', () => {
    expect(toggleStatus(null, 'trial')).toBe('trial');
    expect(toggleStatus('trial', 'canceled')).toBe('canceled');
    expect(toggleStatus('canceled', 'canceled')).toBeNull();
  });
});
