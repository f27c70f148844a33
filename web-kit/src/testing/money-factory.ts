import type { SalaryMonth, SalaryOccurrence, StudentBalance, TeacherSalary } from '@diary/common/schemas/money';

/** One held lesson of a teacher's month, as GET salary/teacher/:id answers it. */
export function makeSalaryOccurrence(overrides: Partial<SalaryOccurrence> = {}): SalaryOccurrence {
  return {
    lessonId: 31,
    date: '2026-11-03',
    time_start: '10:00',
    subject: 'Физика',
    students: 3,
    hours: 1.5,
    rate: { kind: 'lesson', amount: 1750 },
    amount: 1750,
    ...overrides,
  };
}

/** A teacher's month: two held lessons by default, one without a rate. */
export function makeTeacherSalary(overrides: Partial<TeacherSalary> = {}): TeacherSalary {
  return {
    month: '2026-11',
    closed: false,
    teacher: { id: 7, fullName: 'Учителева Анна Сергеевна' },
    items: [
      makeSalaryOccurrence(),
      makeSalaryOccurrence({
        lessonId: 32,
        date: '2026-11-05',
        time_start: '12:30',
        subject: 'Химия',
        students: 2,
        hours: 1,
        rate: null,
        amount: 0,
      }),
    ],
    amount: 1750,
    ...overrides,
  };
}

/** GET salary?month: two teachers. */
export function makeSalaryMonth(overrides: Partial<SalaryMonth> = {}): SalaryMonth {
  return {
    month: '2026-11',
    closed: false,
    items: [
      { teacher: { id: 7, fullName: 'Учителева Анна Сергеевна' }, lessons: 2, students: 5, hours: 2.5, amount: 1750 },
      { teacher: { id: 8, fullName: 'Преподов Олег' }, lessons: 4, students: 12, hours: 6, amount: 12000.5 },
    ],
    total: 13750.5,
    ...overrides,
  };
}

/** A student who owes: paid 1 000 ₽, charged 2 750 ₽; a payment and two charges, newest first. */
export function makeStudentBalance(overrides: Partial<StudentBalance> = {}): StudentBalance {
  return {
    student: { id: 21, fullName: 'Ученов Пётр' },
    paid: 1000,
    charged: 2750,
    balance: -1750,
    items: [
      { date: '2026-11-10', kind: 'charge', amount: 1500, lessonId: 31, subject: 'Физика' },
      { date: '2026-11-05', kind: 'payment', amount: 1000, paymentId: 4, method: 'card', comment: 'За ноябрь' },
      { date: '2026-11-03', kind: 'charge', amount: 1250, lessonId: 32, subject: 'Химия' },
    ],
    ...overrides,
  };
}
