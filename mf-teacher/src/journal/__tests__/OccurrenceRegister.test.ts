import { failing, makeNotifier, settle } from '@diary/web-kit/testing';
import type { HttpClient } from 'mf_auth/session';
import { OccurrenceRegister } from '../OccurrenceRegister';
import { makeOccurrence, makeStudent, markingServer, PETROV, SIDOROVA } from './occurrence-factory';

function setup(occurrence = makeOccurrence(), { markableDate = true } = {}) {
  const server = markingServer(occurrence);
  const notify = makeNotifier();
  const onRefused = jest.fn();
  const http = { put: server.put } as unknown as Pick<HttpClient, 'put'>;
  const register = new OccurrenceRegister(occurrence, { http, notify, onRefused }, markableDate);
  return { register, server, notify, onRefused, http };
}

describe('OccurrenceRegister', () => {
  it('when a student is tapped again and again, then the mark goes present → absent → late → excused → present, each saved by a PUT of that student', async () => {
    const { register, server } = setup();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      register.tap(PETROV.id);
      await settle();
      seen.push(register.markOf(PETROV.id).mark);
    }
    expect(seen).toEqual(['present', 'absent', 'late', 'excused', 'present']);
    expect(server.put).toHaveBeenCalledTimes(5);
    expect(server.put.mock.calls[0]).toEqual(['journal/5/2026-11-10', { marks: [{ studentId: PETROV.id, mark: 'present' }] }]);
    expect(register.markOf(SIDOROVA.id).mark).toBeNull();
    expect(register.isSaving).toBe(false);
  });

  it('when a PUT is on its way, then the row shows the new mark as saving, and the server’s answer replaces the occurrence', async () => {
    const { register, server } = setup();
    server.hold();
    register.tap(PETROV.id);
    expect(register.markOf(PETROV.id)).toEqual({ mark: 'present', minutesLate: null });
    expect(register.isSavingStudent(PETROV.id)).toBe(true);
    expect(register.isSavingStudent(SIDOROVA.id)).toBe(false);
    expect(register.occurrence.marked).toBe(false);
    server.releaseOne();
    await settle();
    expect(register.isSavingStudent(PETROV.id)).toBe(false);
    expect(register.occurrence.marked).toBe(true);
    expect(register.occurrence.students[0]).toEqual(makeStudent(PETROV, 'present'));
  });

  it('when taps come while a PUT is on its way, then they wait for it and go in one PUT with each student’s latest mark', async () => {
    const { register, server } = setup();
    server.hold();
    register.tap(PETROV.id); // present, sent
    register.tap(PETROV.id); // absent, waits
    register.tap(PETROV.id); // late, waits
    register.tap(SIDOROVA.id); // present, waits
    await settle();
    expect(server.put).toHaveBeenCalledTimes(1);
    expect(register.markOf(PETROV.id).mark).toBe('late');
    server.releaseOne();
    await settle();
    // the first answer (present) does not show through while the later mark is still saving
    expect(register.markOf(PETROV.id).mark).toBe('late');
    expect(register.isSavingStudent(PETROV.id)).toBe(true);
    expect(server.put).toHaveBeenCalledTimes(2);
    expect(server.bodies()[1]).toEqual({
      marks: [
        { studentId: PETROV.id, mark: 'late' },
        { studentId: SIDOROVA.id, mark: 'present' },
      ],
    });
    server.releaseOne();
    await settle();
    expect(register.isSaving).toBe(false);
    expect(register.occurrence.students).toEqual([makeStudent(PETROV, 'late'), makeStudent(SIDOROVA, 'present')]);
  });

  it("when 'Все присутствуют' is pressed, then every student is sent present in one PUT", async () => {
    const start = makeOccurrence({ students: [makeStudent(PETROV, 'absent'), makeStudent(SIDOROVA)] });
    const { register, server } = setup(start);
    register.markAllPresent();
    await settle();
    expect(server.bodies()).toEqual([
      {
        marks: [
          { studentId: PETROV.id, mark: 'present' },
          { studentId: SIDOROVA.id, mark: 'present' },
        ],
      },
    ]);
    expect(register.occurrence.students.map((s) => s.mark)).toEqual(['present', 'present']);
  });

  it('when the minutes late are set, then the student is sent late with minutesLate', async () => {
    const { register, server } = setup(makeOccurrence({ students: [makeStudent(PETROV, 'late')] }));
    register.setMinutesLate(PETROV.id, 15);
    await settle();
    expect(server.bodies()).toEqual([{ marks: [{ studentId: PETROV.id, mark: 'late', minutesLate: 15 }] }]);
    expect(register.markOf(PETROV.id)).toEqual({ mark: 'late', minutesLate: 15 });
    // the same minutes again change nothing
    register.setMinutesLate(PETROV.id, 15);
    await settle();
    expect(server.put).toHaveBeenCalledTimes(1);
  });

  it('when a PUT fails, then the row returns to the confirmed mark and the screen says why', async () => {
    const { register, notify, onRefused, http } = setup(makeOccurrence({ students: [makeStudent(PETROV, 'absent')] }));
    (http.put as jest.Mock).mockImplementationOnce(async () => failing(400, 'Ученик не записан на это занятие', 'VALIDATION')());
    register.tap(PETROV.id);
    expect(register.markOf(PETROV.id).mark).toBe('late');
    await settle();
    expect(register.markOf(PETROV.id).mark).toBe('absent');
    expect(register.isSaving).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Ученик не записан на это занятие');
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('when the network fails, then the toast says the mark was not saved', async () => {
    const { register, notify, http } = setup();
    (http.put as jest.Mock).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    register.tap(PETROV.id);
    await settle();
    expect(register.markOf(PETROV.id).mark).toBeNull();
    expect(notify.error).toHaveBeenCalledWith('Не удалось сохранить отметку');
  });

  it('when the occurrence was cancelled meanwhile (409), then every mark waiting is dropped and the day is read again', async () => {
    const { register, server, notify, onRefused, http } = setup();
    (http.put as jest.Mock).mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return failing(409, 'Занятие отменено', 'CONFLICT')();
    });
    register.tap(PETROV.id);
    register.tap(SIDOROVA.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notify.error).toHaveBeenCalledWith('Занятие отменено');
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(register.isSaving).toBe(false);
    expect(register.markOf(SIDOROVA.id).mark).toBeNull();
    expect(server.put).toHaveBeenCalledTimes(1);
  });

  it('marks nothing on a day after today, on a cancelled occurrence, or without students', async () => {
    const future = setup(makeOccurrence(), { markableDate: false });
    const cancelled = setup(makeOccurrence({ status: 'cancelled', cancelReason: 'Болезнь преподавателя' }));
    const empty = setup(makeOccurrence({ students: [] }));
    for (const { register } of [future, cancelled, empty]) {
      expect(register.canMark).toBe(false);
      register.tap(PETROV.id);
      register.markAllPresent();
    }
    await settle();
    expect([future, cancelled, empty].map(({ server }) => server.put.mock.calls.length)).toEqual([0, 0, 0]);
    expect(future.register.markOf(PETROV.id).mark).toBeNull();
  });
});
