import { component, localDateTime, utcOffset, type LocalDateTime } from './ical';

/*
 * The centre's time zone as iCalendar needs it, from the runtime's own Intl (no tz database
 * package): the wall clock at an instant, and the zone's UTC offset changes over some years as a
 * VTIMEZONE.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The date and time a clock in the zone shows at the instant. */
export function wallClock(zone: string, at: Date): Required<LocalDateTime> {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some ICU versions write midnight as 24 even with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes east of UTC in the zone at the instant (Moscow: 180). */
export function offsetAt(zone: string, ms: number): number {
  const clock = wallClock(zone, new Date(ms));
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / MINUTE);
}

/** The UTC wall clock of an instant shifted by an offset: the local time of that offset. */
function clockAtOffset(ms: number, offset: number): LocalDateTime {
  const shifted = new Date(ms + offset * MINUTE);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** One STANDARD or DAYLIGHT sub-component: from `start` (the wall clock of the offset before) on, the offset is `offsetTo`. */
export interface Observance {
  kind: 'STANDARD' | 'DAYLIGHT';
  start: LocalDateTime;
  offsetFrom: number;
  offsetTo: number;
}

/**
 * The zone's observances from 1 January of `fromYear` to the end of `toYear` (UTC): the one in
 * force at the start, then one per change of offset. The offset is sampled daily and each change
 * found to the minute by bisection (zones change at most a few times a year). An offset above the
 * lowest of its year is daylight saving time (northern and southern zones alike); a zone that
 * never changes (Moscow since 2014) has the one STANDARD observance.
 */
export function observances(zone: string, fromYear: number, toYear: number): Observance[] {
  const startMs = Date.UTC(fromYear, 0, 1);
  const endMs = Date.UTC(toYear + 1, 0, 1);
  const samples: { ms: number; offset: number }[] = [];
  for (let ms = startMs; ms <= endMs; ms += DAY) samples.push({ ms, offset: offsetAt(zone, ms) });

  const lowestByYear = new Map<number, number>();
  for (const { ms, offset } of samples) {
    const year = new Date(ms).getUTCFullYear();
    lowestByYear.set(year, Math.min(lowestByYear.get(year) ?? offset, offset));
  }
  const kindOf = (ms: number, offset: number): Observance['kind'] =>
    offset > (lowestByYear.get(new Date(ms).getUTCFullYear()) ?? offset) ? 'DAYLIGHT' : 'STANDARD';

  const first = samples[0]!.offset;
  const result: Observance[] = [{ kind: kindOf(startMs, first), start: clockAtOffset(startMs, first), offsetFrom: first, offsetTo: first }];
  for (let i = 1; i < samples.length; i++) {
    const before = samples[i - 1]!;
    if (samples[i]!.offset === before.offset) continue;
    // The first minute of the new offset: lo keeps the old offset, hi does not.
    let lo = before.ms;
    let hi = samples[i]!.ms;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / (2 * MINUTE)) * MINUTE;
      if (offsetAt(zone, mid) === before.offset) lo = mid;
      else hi = mid;
    }
    const offsetTo = offsetAt(zone, hi);
    result.push({ kind: kindOf(hi, offsetTo), start: clockAtOffset(hi, before.offset), offsetFrom: before.offset, offsetTo });
  }
  return result;
}

const vtimezones = new Map<string, string[]>();

/** The VTIMEZONE of the zone over those years (TZID is the zone's name); the same lines are reused. */
export function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const key = `${zone} ${fromYear} ${toYear}`;
  let result = vtimezones.get(key);
  if (!result) {
    result = component('VTIMEZONE', [
      { name: 'TZID', value: zone },
      ...observances(zone, fromYear, toYear).flatMap((observance) =>
        component(observance.kind, [
          { name: 'DTSTART', value: localDateTime(observance.start) },
          { name: 'TZOFFSETFROM', value: utcOffset(observance.offsetFrom) },
          { name: 'TZOFFSETTO', value: utcOffset(observance.offsetTo) },
        ]),
      ),
    ]);
    vtimezones.set(key, result);
  }
  return result;
}
