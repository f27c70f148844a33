import { emptyBoardForm, toggleStatus, validateBoardForm } from '../board-form-model';
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
    const result = validateBoardForm({ ...filled, short_title: ' Физ ', students: [4, 5], status: 'trial' }, ctx);
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
          short_title: 'Физ',
          comment: null,
          students: [4, 5],
          status: 'trial',
        },
      },
    });
  });

  it('status switches are exclusive and toggle off', () => {
    expect(toggleStatus(null, 'trial')).toBe('trial');
    expect(toggleStatus('trial', 'canceled')).toBe('canceled');
    expect(toggleStatus('canceled', 'canceled')).toBeNull();
  });
});
