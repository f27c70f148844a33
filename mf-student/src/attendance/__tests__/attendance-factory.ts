import type { StudentAttendance, StudentAttendanceItem } from '@diary/common';

export function makeItem(overrides: Partial<StudentAttendanceItem> = {}): StudentAttendanceItem {
  return { lessonId: 5, date: '2026-11-10', subject: 'Физика', time_start: '10:00', mark: 'present', minutesLate: null, ...overrides };
}

/** Seven present, one late by 10 minutes: 87,5 %. */
export function makeAttendance(): StudentAttendance {
  return {
    items: [
      makeItem({ date: '2026-09-02', subject: 'Химия', time_start: '12:00' }),
      makeItem({ date: '2026-10-14', mark: 'absent' }),
      makeItem({ date: '2026-11-03', mark: 'late', minutesLate: 10 }),
      makeItem({ date: '2026-11-10' }),
    ],
    summary: { present: 7, late: 1, absent: 1, excused: 0, total: 8, rate: 87.5 },
  };
}
