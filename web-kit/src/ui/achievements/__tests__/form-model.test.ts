import {
  ACHIEVEMENT_TEXTS,
  defaultAchievementValues,
  resolveStudent,
  validateAchievementForm,
  achievementToForm,
  type AchievementFormValues,
} from '..';
import { makeAchievement, STUDENTS } from './factories';

function filled(overrides: Partial<AchievementFormValues> = {}): AchievementFormValues {
  return {
    ...defaultAchievementValues('Химия', new Date(2025, 2, 14)),
    student: STUDENTS[0]!,
    studentText: STUDENTS[0]!.fullName,
    lessonTheme: 'Законы Ньютона',
    maxPoints: '10',
    points: '7',
    ...overrides,
  };
}

describe('achievement form defaults (docs/product/rules.md)', () => {
  it('starts today, with Контрольная, the own subject and 0 / 0', async () => {
    expect(defaultAchievementValues('Химия', new Date(2025, 2, 14))).toEqual({
      student: null,
      studentText: '',
      lessonDate: '2025-03-14',
      lessonTheme: '',
      checkType: 'Контрольная',
      subject: 'Химия',
      maxPoints: '0',
      points: '0',
      ungraded: false,
      notes: '',
    });
  });

  it("falls back to 'Физика' when the teacher has no subject", () => {
    expect(defaultAchievementValues(null).subject).toBe('Физика');
    expect(defaultAchievementValues('  ').subject).toBe('Физика');
  });
});

describe('validateAchievementForm', () => {
  it('when everything is filled, then it gives the payload of achivements/create', async () => {
    expect(await validateAchievementForm(filled({ notes: '  хорошо ' }), STUDENTS)).toEqual({
      ok: true,
      payload: {
        studentId: 21,
        lessonDate: '2025-03-14',
        lessonTheme: 'Законы Ньютона',
        checkType: 'Контрольная',
        subject: 'Химия',
        points: 7,
        maxPoints: 10,
        notes: 'хорошо',
      },
    });
  });

  it('when points exceed max points, then the documented alert and no payload', async () => {
    const result = await validateAchievementForm(filled({ points: '11', maxPoints: '10' }), STUDENTS);
    expect(result).toEqual({
      ok: false,
      alert: 'Количество баллов не может привышать максимальный балл',
      errors: { points: 'Количество баллов не может привышать максимальный балл' },
    });
  });

  it("when 'Не оценивать ученика' is ticked, then points and maxPoints are null whatever was typed", async () => {
    const result = await validateAchievementForm(filled({ ungraded: true, points: '50', maxPoints: '1' }), STUDENTS);
    expect(result.ok && [result.payload.points, result.payload.maxPoints]).toEqual([null, null]);
  });

  it('when no student is chosen, or the typed name is not on the list, then the documented alert', async () => {
    const alert = 'Ученик с таким именем не найден! Попробуйте ввести его данные еще раз';
    for (const values of [filled({ student: null, studentText: '' }), filled({ student: null, studentText: 'Несуществующий Ученик' })]) {
      const result = await validateAchievementForm(values, STUDENTS);
      expect(result).toMatchObject({ ok: false, alert, errors: { student: alert } });
    }
  });

  it('when the picked name was edited afterwards, then the text decides', async () => {
    const result = await validateAchievementForm(filled({ student: STUDENTS[0]!, studentText: 'Ученов П' }), STUDENTS);
    expect(result).toMatchObject({ ok: false, alert: ACHIEVEMENT_TEXTS.studentNotFound });
  });

  it('when a listed full name is typed without picking, then that student is meant', async () => {
    const result = await validateAchievementForm(filled({ student: null, studentText: ' смирнова  анна игоревна' }), STUDENTS);
    expect(result.ok && result.payload.studentId).toBe(22);
  });

  it('when required fields are blank, then each gets the schema message and nothing is sent', async () => {
    const result = await validateAchievementForm(
      filled({ lessonTheme: ' ', subject: '', lessonDate: '', maxPoints: '', points: '-1' }),
      STUDENTS,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      lessonTheme: 'Укажите тему урока',
      subject: 'Укажите предмет',
      lessonDate: 'Укажите дату урока',
      maxPoints: 'Максимальный балл — число не меньше 0',
      points: 'Баллы — число не меньше 0',
    });
    expect(!result.ok && result.alert).toBeUndefined();
  });

  it('accepts equal points and max points, and decimals with a comma', async () => {
    expect((await validateAchievementForm(filled({ points: '10', maxPoints: '10' }), STUDENTS)).ok).toBe(true);
    const result = await validateAchievementForm(filled({ points: '7,5', maxPoints: '10' }), STUDENTS);
    expect(result.ok && result.payload.points).toBe(7.5);
  });
});

describe('achievementToForm (edit mode)', () => {
  it('fills the fields and ticks the checkbox for an ungraded achievement', async () => {
    const values = achievementToForm(makeAchievement({ points: null, maxPoints: null, notes: null }), STUDENTS);
    expect(values).toMatchObject({
      student: STUDENTS[0],
      studentText: 'Ученов Пётр Петрович',
      ungraded: true,
      notes: '',
      lessonDate: '2025-03-14',
    });
  });

  it('names a student who is not on the list from the achievement itself', async () => {
    const values = achievementToForm(makeAchievement({ studentId: 99 }), STUDENTS);
    expect(values.student).toEqual({ id: 99, fullName: 'Ученов Пётр Петрович' });
    expect(resolveStudent(STUDENTS, values.student, values.studentText)).toEqual(values.student);
  });
});
