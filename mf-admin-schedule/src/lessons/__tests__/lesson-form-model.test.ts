import { emptyLessonForm, lessonClashRequest, lessonNamePreview, lessonToForm, placesOf, validateLessonForm } from '../lesson-form-model';
import { makeLesson } from '../../shared/__tests__/fakes';

const cls = {
  id: 1,
  teachers: [{ id: 10, first_name: 'Иван', second_name: 'Иванов', last_name: 'Иванович' }],
  subjects: [{ id: 20, name: 'Физика' }],
};
const groupTypes = [
  { id: 1, name: 'Групповое', total_places: 10 },
  { id: 2, name: 'Безлимит', total_places: 0 },
];
const context = { cls, groupTypes };

describe('lesson form (class page)', () => {
  it("starts on Monday, 'не подтвердили', and the class's only subject fixed", () => {
    expect(emptyLessonForm(cls)).toMatchObject({ day_of_week: '1', subject: 'Физика', status: 'not confirmed' });
    expect(emptyLessonForm({ ...cls, subjects: [...cls.subjects, { id: 21, name: 'Химия' }] }).subject).toBe('');
  });

  it('previews the name: weekday, time range, type, teacher initials, subject', () => {
    const values = { ...emptyLessonForm(cls), time_start: '16:00', duration_minutes: '90', group_type_id: '1' };
    expect(lessonNamePreview(values, context)).toBe('Пн 16:00-17:30 гр. Иванов И. И. Физика');
    expect(lessonNamePreview({ ...values, time_start: '' }, context)).toBe('');
  });

  it('places follow the lesson type', () => {
    expect(placesOf({ ...emptyLessonForm(cls), group_type_id: '1' }, groupTypes)).toBe('10');
    expect(placesOf({ ...emptyLessonForm(cls), group_type_id: '2' }, groupTypes)).toBe('Неограниченно');
  });

  it('requires start time, duration, lesson type and cabinet', () => {
    const result = validateLessonForm(emptyLessonForm(cls), context);
    expect(result).toEqual({
      ok: false,
      errors: {
        time_start: 'Не указано время начала',
        duration_minutes: 'Длительность обязательна',
        cabinet_id: 'Не указан кабинет',
        group_type_id: 'Не указан тип занятия',
      },
    });
  });

  it('refuses a start off the 5-minute step', () => {
    const values = { ...emptyLessonForm(cls), time_start: '16:03', duration_minutes: '60', group_type_id: '1', cabinet_id: '5' };
    expect(validateLessonForm(values, context)).toEqual({ ok: false, errors: { time_start: 'Время начала должно быть кратно 5 минутам' } });
  });

  it('builds the payload with the generated name', () => {
    const values = { ...emptyLessonForm(cls), time_start: '9:05', duration_minutes: '60', group_type_id: '1', cabinet_id: '5' };
    expect(validateLessonForm(values, context)).toEqual({
      ok: true,
      payload: {
        kind: 'create',
        input: {
          name: 'Пн 09:05-10:05 гр. Иванов И. И. Физика',
          subject: 'Физика',
          class_id: 1,
          cabinet_id: 5,
          day_of_week: 1,
          time_start: '09:05',
          duration_minutes: 60,
          group_type_id: 1,
          teacher_id: 10,
          status: 'not confirmed',
        },
      },
    });
  });

  it("the teacher: the class's only one to begin with; none when it has several; the chosen one in the name", () => {
    const petrova = { id: 11, first_name: 'Анна', second_name: 'Петрова', last_name: null };
    expect(emptyLessonForm(cls).teacher_id).toBe('10');
    const two = { ...cls, teachers: [...cls.teachers, petrova] };
    expect(emptyLessonForm(two).teacher_id).toBe('');
    const values = { ...emptyLessonForm(two), time_start: '16:00', duration_minutes: '90', group_type_id: '1', cabinet_id: '5' };
    expect(validateLessonForm(values, { ...context, cls: two })).toMatchObject({ ok: true, payload: { input: { teacher_id: null } } });
    const chosen = { ...values, teacher_id: '11' };
    expect(lessonNamePreview(chosen, { ...context, cls: two })).toBe('Пн 16:00-17:30 гр. Петрова А. Физика');
    expect(validateLessonForm(chosen, { ...context, cls: two })).toMatchObject({ ok: true, payload: { input: { teacher_id: 11 } } });
    expect(lessonToForm(makeLesson({ teacher_id: null, teacher: null })).teacher_id).toBe('');
  });

  it('the check before saving: day, start, duration, cabinet, teacher and (editing) the lesson’s students; none until they are valid', () => {
    const values = { ...emptyLessonForm(cls), day_of_week: '3', time_start: '9:05', duration_minutes: '45', cabinet_id: '5' };
    expect(lessonClashRequest(values)).toEqual({
      cabinet_id: 5,
      day_of_week: 3,
      time_start: '09:05',
      duration_minutes: 45,
      exclude_schedule_id: null,
      teacher_id: 10,
      student_ids: [],
    });
    const lesson = makeLesson({ id: 44, students: [{ id: 30, first_name: 'Пётр', second_name: 'Сидоров', last_name: null }] });
    expect(lessonClashRequest({ ...values, teacher_id: '' }, lesson)).toMatchObject({
      exclude_schedule_id: 44,
      teacher_id: null,
      student_ids: [30],
    });
    expect(lessonClashRequest({ ...values, duration_minutes: '' })).toBeNull();
    expect(lessonClashRequest({ ...values, cabinet_id: '' })).toBeNull();
    expect(lessonClashRequest({ ...values, time_start: '9:07' })).toBeNull();
  });

  it('edits a lesson from its values; no status is null', () => {
    const lesson = makeLesson({ id: 44, status: null });
    const result = validateLessonForm(lessonToForm(lesson), context, 44);
    expect(result.ok && result.payload).toMatchObject({
      kind: 'update',
      id: 44,
      input: { status: null, time_start: '16:00', cabinet_id: 5 },
    });
  });
});
