import { component, escapeText, icalText, lines, localDateTime, utcDateTime, type LocalDateTime, type Property } from './ical';
import { vtimezone, wallClock } from './zone-transitions';

/* A person's lessons as an iCalendar feed: one weekly VEVENT per lesson, times in the centre's zone. */

/** A weekly lesson as the feed shows it. */
export interface FeedLesson {
  id: number;
  name: string;
  subject: string;
  /** 1 Monday … 7 Sunday. */
  dayOfWeek: number;
  /** Minutes since midnight. */
  startMin: number;
  durationMinutes: number;
  createdAt: Date;
  cabinet: string;
  filial: string;
  /**
   * Dates ('YYYY-MM-DD', in the centre's zone) on which the lesson does not take place: its
   * cancelled occurrences and the days off of its branch (the attendance journal); each becomes
   * an EXDATE.
   */
  excludedDates: readonly string[];
}

export interface FeedOptions {
  /** X-WR-CALNAME: 'Расписание — Иванов И. И.'. */
  name: string;
  /** The centre's IANA zone (CENTRE_TIME_ZONE). */
  timeZone: string;
  /** The portal's host: UIDs are lesson-<id>@<host>. */
  host: string;
  /** DTSTAMP, and the last year the VTIMEZONE covers (this year + 2). */
  now: Date;
}

export const PRODID = '-//Дневник достижений//Расписание//RU';

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** The date some days after another (calendar arithmetic in UTC, so no zone shifts it). */
function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** ISO weekday, 1 Monday … 7 Sunday. */
function isoWeekday(date: CalendarDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A date and minutes since its midnight (1440 is the next midnight) as a wall clock. */
function at(date: CalendarDate, minutes: number): LocalDateTime {
  const day = addDays(date, Math.floor(minutes / 1440));
  return { ...day, hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 };
}

/** The first date on or after the lesson was created (in the zone) that falls on its weekday. */
export function firstOccurrence(createdAt: Date, dayOfWeek: number, timeZone: string): CalendarDate {
  const created = wallClock(timeZone, createdAt);
  const day = { year: created.year, month: created.month, day: created.day };
  return addDays(day, (dayOfWeek - isoWeekday(day) + 7) % 7);
}

function parseDate(text: string): CalendarDate {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

function lessonEvent(lesson: FeedLesson, options: FeedOptions, stamp: string): string[] {
  const zone = { TZID: options.timeZone };
  const first = firstOccurrence(lesson.createdAt, lesson.dayOfWeek, options.timeZone);
  const summary = lesson.name && lesson.name !== lesson.subject ? `${lesson.subject} — ${lesson.name}` : lesson.subject;
  const body: Property[] = [
    { name: 'UID', value: `lesson-${lesson.id}@${options.host}` },
    { name: 'DTSTAMP', value: stamp },
    { name: 'DTSTART', params: zone, value: localDateTime(at(first, lesson.startMin)) },
    { name: 'DTEND', params: zone, value: localDateTime(at(first, lesson.startMin + lesson.durationMinutes)) },
    { name: 'RRULE', value: 'FREQ=WEEKLY' },
    ...lesson.excludedDates.map((date) => ({ name: 'EXDATE', params: zone, value: localDateTime(at(parseDate(date), lesson.startMin)) })),
    { name: 'SUMMARY', value: escapeText(summary) },
    { name: 'LOCATION', value: escapeText(`${lesson.filial}, ${lesson.cabinet}`) },
  ];
  return component('VEVENT', body);
}

/**
 * The whole feed (RFC 5545, CRLF line ends, folded lines): the calendar's name and zone, the
 * zone's VTIMEZONE from the year before the earliest lesson began to two years ahead, and one
 * weekly VEVENT per lesson from its first occurrence.
 */
export function lessonFeed(lessons: readonly FeedLesson[], options: FeedOptions): string {
  const thisYear = options.now.getUTCFullYear();
  const firstYear = Math.min(thisYear, ...lessons.map((lesson) => wallClock(options.timeZone, lesson.createdAt).year));
  const stamp = utcDateTime(options.now);
  return icalText(
    component('VCALENDAR', [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: PRODID },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      { name: 'X-WR-CALNAME', value: escapeText(options.name) },
      { name: 'X-WR-TIMEZONE', value: options.timeZone },
      { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: 'PT1H' },
      { name: 'X-PUBLISHED-TTL', value: 'PT1H' },
      ...lines(vtimezone(options.timeZone, firstYear - 1, thisYear + 2), ...lessons.map((lesson) => lessonEvent(lesson, options, stamp))),
    ]),
  );
}
