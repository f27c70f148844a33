import { SCHOOL_YEAR_MONTHS, schoolYearOf, type AttendanceSummary, type StudentAttendanceItem } from '@diary/common';

const RATE = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** 'Посещаемость: 87,5 %'; '—' while nothing is marked. */
export function rateText(rate: AttendanceSummary['rate']): string {
  return `Посещаемость: ${rate === null ? '—' : `${RATE.format(rate)} %`}`;
}

/** '2026-11' → 'Ноябрь 2026'. */
export function monthTitle(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // SCHOOL_YEAR_MONTHS starts with September
  return `${SCHOOL_YEAR_MONTHS[(monthNumber + 3) % 12]} ${year}`;
}

export interface AttendanceMonth {
  /** YYYY-MM */
  month: string;
  title: string;
  items: StudentAttendanceItem[];
}

/** The marks by month, the latest month first and, within a month, the latest lesson first. */
export function groupByMonth(items: readonly StudentAttendanceItem[]): AttendanceMonth[] {
  const latestFirst = [...items].sort((a, b) => `${b.date} ${b.time_start}`.localeCompare(`${a.date} ${a.time_start}`));
  const months: AttendanceMonth[] = [];
  for (const item of latestFirst) {
    const month = item.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.items.push(item);
    else months.push({ month, title: monthTitle(month), items: [item] });
  }
  return months;
}

/** The current school year up to today: 1 September … today. */
export function schoolYearSoFar(today: string): { from: string; to: string } {
  return { from: `${schoolYearOf(today)}-09-01`, to: today };
}
