import { recentSchoolYears, SCHOOL_YEAR_MONTHS, schoolYearLabel, schoolYearOf, schoolYearPeriodText, schoolYearRange } from '../..';

describe('school year (a school year Y starts on 1 September Y)', () => {
  it('offers the current school year and the five before it, newest first', () => {
    expect(recentSchoolYears(new Date(2026, 2, 10))).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
    expect(recentSchoolYears(new Date(2026, 7, 31))).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
    expect(recentSchoolYears(new Date(2026, 8, 1))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('agrees with schoolYearOf of the schemas', () => {
    for (const day of [new Date(2025, 7, 31), new Date(2025, 8, 1), new Date(2026, 0, 15), new Date(2025, 11, 31)]) {
      expect(recentSchoolYears(day)[0]).toBe(schoolYearOf(day));
    }
  });

  it('labels the year and its period', () => {
    expect(schoolYearLabel(2024)).toBe('2024-2025');
    expect(schoolYearRange(2024)).toEqual({ start: '2024-09-01', end: '2025-08-31' });
    expect(schoolYearPeriodText(2024)).toBe('с 01.09.2024 по 31.08.2025');
  });

  it('has twelve month columns from September to August', () => {
    expect(SCHOOL_YEAR_MONTHS).toHaveLength(12);
    expect([SCHOOL_YEAR_MONTHS[0], SCHOOL_YEAR_MONTHS[4], SCHOOL_YEAR_MONTHS[11]]).toEqual(['Сентябрь', 'Январь', 'Август']);
  });
});
