import { z } from 'zod';
import { CHECK_TYPES } from '../../constants/domain';
import type { Achievement, AchievementsPage } from '../achievements';
import type { Difficulty } from '../difficulties';
import type { MonthlyReportPage } from '../monthly-reports';
import type { StatisticsResult, StatisticsStudents } from '../statistics';
import { answerOf, calendarDay, count, pagedAnswer, personAnswer, recordId, timestamp } from './shared';

export const achievementAnswer = answerOf<Achievement>()(
  z.strictObject({
    id: recordId,
    userId: recordId,
    studentId: recordId,
    student: personAnswer,
    author: personAnswer,
    authorInitials: z.string(),
    studentInitials: z.string(),
    lessonDate: calendarDay,
    lessonTheme: z.string(),
    notes: z.string().nullable(),
    points: z.number().nullable(),
    maxPoints: z.number().nullable(),
    checkType: z.enum(CHECK_TYPES),
    subject: z.string(),
    isArchived: z.boolean(),
    createdAt: timestamp,
    discipline: z.string(),
    disciplineFormatted: z.string(),
    summaryPoints: z.string(),
  }),
);

/** GET /achivements: the page under the name the centre gave it. */
export const achievementsPageAnswer = answerOf<AchievementsPage>()(z.strictObject({ achives: z.array(achievementAnswer), total: count }));

export const monthlyReportPageAnswer = answerOf<MonthlyReportPage>()(
  z.strictObject({
    students: z.array(z.strictObject({ studentId: recordId, studentInitials: z.string(), months: z.array(count) })),
    total: count,
    totalPages: count,
  }),
);

export const difficultyAnswer = answerOf<Difficulty>()(
  z.strictObject({
    id: recordId,
    userId: recordId,
    studentId: recordId,
    notes: z.string(),
    isArchived: z.boolean(),
    createdAt: timestamp,
    student: personAnswer,
    author: personAnswer,
    studentInitials: z.string(),
    authorInitials: z.string(),
  }),
);
export const difficultiesPageAnswer = pagedAnswer(difficultyAnswer);

export const statisticsStudentsAnswer = answerOf<StatisticsStudents>()(
  z.strictObject({ total: count, items: z.array(z.strictObject({ id: recordId, fullName: z.string() })) }),
);

export const statisticsAnswer = answerOf<StatisticsResult>()(
  z.strictObject({ labels: z.array(z.string()), values: z.array(z.number().nullable()) }),
);
