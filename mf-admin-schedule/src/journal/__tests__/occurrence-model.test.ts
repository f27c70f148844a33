import { makeOccurrence } from '../../shared/__tests__/fakes';
import { markedText, momentOf, newestFirst, occurrenceKey, occurrenceState, teacherText, timeText } from '../occurrence-model';

const at = (date: string, time: string) => ({ date, time });

describe('an occurrence on the day’s list', () => {
  it("when cancelled, then it is 'cancelled' whatever its marks", () => {
    const occurrence = makeOccurrence({ status: 'cancelled', cancelReason: 'Болезнь', marked: true });
    expect(occurrenceState(occurrence, at('2026-11-20', '12:00'))).toBe('cancelled');
  });

  it("when any student is marked, then its register is taken ('marked')", () => {
    expect(occurrenceState(makeOccurrence({ marked: true }), at('2026-11-16', '09:00'))).toBe('marked');
  });

  it("when it has ended with students and no mark, then it is 'unmarked'; before its end 'upcoming'", () => {
    const occurrence = makeOccurrence({ date: '2026-11-16', time_end: '11:30' });
    expect(occurrenceState(occurrence, at('2026-11-16', '11:29'))).toBe('upcoming');
    expect(occurrenceState(occurrence, at('2026-11-16', '11:30'))).toBe('unmarked');
    expect(occurrenceState(occurrence, at('2026-11-17', '08:00'))).toBe('unmarked');
    expect(occurrenceState(occurrence, at('2026-11-15', '23:00'))).toBe('upcoming');
  });

  it("when no student is on it, then there is no register to take ('noStudents')", () => {
    expect(occurrenceState(makeOccurrence({ students: [] }), at('2026-11-17', '08:00'))).toBe('noStudents');
  });

  it("shows the marked students of all, the time, and 'Преподаватель не назначен' for no teacher", () => {
    const occurrence = makeOccurrence({
      students: [
        { id: 1, fullName: 'А', mark: 'present', minutesLate: null },
        { id: 2, fullName: 'Б', mark: 'late', minutesLate: 5 },
        { id: 3, fullName: 'В', mark: null, minutesLate: null },
      ],
      teacher: null,
    });
    expect(markedText(occurrence)).toBe('2 из 3');
    expect(timeText(occurrence)).toBe('10:00–11:30');
    expect(teacherText(occurrence)).toBe('Преподаватель не назначен');
    expect(teacherText(makeOccurrence())).toBe('Учителева Анна');
  });

  it('keys an occurrence by its lesson and date', () => {
    expect(occurrenceKey({ lessonId: 12, date: '2026-11-16' })).toBe('12:2026-11-16');
  });

  it('puts the newest first: the latest date, then the latest start', () => {
    const a = makeOccurrence({ date: '2026-11-01', time_start: '10:00' });
    const b = makeOccurrence({ date: '2026-11-03', time_start: '09:00' });
    const c = makeOccurrence({ date: '2026-11-03', time_start: '15:00' });
    expect(newestFirst([a, b, c])).toEqual([c, b, a]);
  });

  it("reads the clock's local date and time", () => {
    expect(momentOf(new Date(2026, 0, 5, 7, 3))).toEqual({ date: '2026-01-05', time: '07:03' });
  });
});
