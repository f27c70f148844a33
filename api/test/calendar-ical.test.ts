import ICAL from 'ical.js';
import { contentLine, escapeText, foldLine, utcDateTime, utcOffset } from '../src/modules/calendar/ical';
import { firstOccurrence, lessonFeed, type FeedLesson } from '../src/modules/calendar/lesson-feed';
import { observances, offsetAt, vtimezone } from '../src/modules/calendar/zone-transitions';

/** The octets of each physical line of an iCalendar text (CRLF line ends). */
const octetsPerLine = (text: string) => text.split('\r\n').map((line) => Buffer.byteLength(line, 'utf8'));
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('iCalendar TEXT values', () => {
  it('when a text holds a backslash, a semicolon, a comma or line breaks, then each is escaped', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('when a parameter value holds a colon or a comma, then it is quoted', () => {
    expect(contentLine({ name: 'X-TEST', params: { A: 'Europe/Moscow', B: 'a:b' }, value: 'v' })).toBe('X-TEST;A=Europe/Moscow;B="a:b":v');
  });
});

describe('iCalendar line folding', () => {
  it('when a line is 75 octets, then it stays one line', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
  });

  it('when a Cyrillic line is long, then no physical line exceeds 75 octets, no letter is split, and unfolding gives it back', () => {
    const line = `SUMMARY:${'Математика — Пн 16:00-17:30 гр. Иванов И. И. '.repeat(5)}😀 конец`;
    const folded = foldLine(line);
    expect(folded).toContain('\r\n ');
    expect(Math.max(...octetsPerLine(folded))).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((piece) => piece.startsWith(' ')),
    ).toBe(true);
    expect(folded).not.toContain('\uFFFD');
    expect(unfold(folded)).toBe(line);
  });
});

describe('iCalendar values', () => {
  it('writes UTC date-times and UTC offsets', () => {
    expect(utcDateTime(new Date('2025-09-01T07:05:09.123Z'))).toBe('20250901T070509Z');
    expect(utcOffset(180)).toBe('+0300');
    expect(utcOffset(-210)).toBe('-0330');
    expect(utcOffset(0)).toBe('+0000');
  });
});

describe('the centre’s time zone from Intl', () => {
  it('when asked for offsets, then Moscow is +3 all year and Berlin +1 in winter, +2 in summer', () => {
    expect(offsetAt('Europe/Moscow', Date.UTC(2025, 0, 15))).toBe(180);
    expect(offsetAt('Europe/Moscow', Date.UTC(2025, 6, 15))).toBe(180);
    expect(offsetAt('Europe/Berlin', Date.UTC(2025, 0, 15))).toBe(60);
    expect(offsetAt('Europe/Berlin', Date.UTC(2025, 6, 15))).toBe(120);
  });

  it('when a zone has no transitions in the years (Moscow), then one STANDARD observance at +0300', () => {
    expect(observances('Europe/Moscow', 2024, 2027)).toEqual([
      { kind: 'STANDARD', start: { year: 2024, month: 1, day: 1, hour: 3, minute: 0 }, offsetFrom: 180, offsetTo: 180 },
    ]);
    expect(vtimezone('Europe/Moscow', 2024, 2027)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Moscow',
      'BEGIN:STANDARD',
      'DTSTART:20240101T030000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('when Moscow left summer time for good (26.10.2014), then that change is a STANDARD observance at 02:00 local', () => {
    const found = observances('Europe/Moscow', 2013, 2015);
    expect(found.map((o) => [o.kind, o.start, o.offsetFrom, o.offsetTo])).toEqual([
      ['STANDARD', { year: 2013, month: 1, day: 1, hour: 4, minute: 0 }, 240, 240],
      ['STANDARD', { year: 2014, month: 10, day: 26, hour: 2, minute: 0 }, 240, 180],
    ]);
  });

  it('when a zone keeps summer time (Berlin), then DAYLIGHT in March and STANDARD in October, to the minute', () => {
    const found = observances('Europe/Berlin', 2025, 2025);
    expect(found.map((o) => [o.kind, o.start, o.offsetFrom, o.offsetTo])).toEqual([
      ['STANDARD', { year: 2025, month: 1, day: 1, hour: 1, minute: 0 }, 60, 60],
      ['DAYLIGHT', { year: 2025, month: 3, day: 30, hour: 2, minute: 0 }, 60, 120],
      ['STANDARD', { year: 2025, month: 10, day: 26, hour: 3, minute: 0 }, 120, 60],
    ]);
  });

  it('when a zone is in the southern hemisphere (Sydney), then its summer time starts in October and is DAYLIGHT', () => {
    const found = observances('Australia/Sydney', 2025, 2025);
    expect(found.map((o) => [o.kind, o.start.month, o.offsetFrom, o.offsetTo])).toEqual([
      ['DAYLIGHT', 1, 660, 660],
      ['STANDARD', 4, 660, 600],
      ['DAYLIGHT', 10, 600, 660],
    ]);
  });
});

describe('the first occurrence of a weekly lesson', () => {
  it('when the lesson is created on its own weekday, then that very date', () => {
    // Wednesday 3 September 2025, 13:00 in Moscow
    expect(firstOccurrence(new Date('2025-09-03T10:00:00Z'), 3, 'Europe/Moscow')).toEqual({ year: 2025, month: 9, day: 3 });
  });

  it('when created later in the week, then the next date of its weekday', () => {
    expect(firstOccurrence(new Date('2025-09-03T10:00:00Z'), 1, 'Europe/Moscow')).toEqual({ year: 2025, month: 9, day: 8 });
  });

  it('when created late on Sunday in UTC, then the date is taken in the centre’s zone (already Monday in Moscow)', () => {
    // Sunday 7 September 22:30 UTC is Monday 8 September 01:30 in Moscow: the first Sunday is the 14th
    expect(firstOccurrence(new Date('2025-09-07T22:30:00Z'), 7, 'Europe/Moscow')).toEqual({ year: 2025, month: 9, day: 14 });
    expect(firstOccurrence(new Date('2025-09-07T22:30:00Z'), 7, 'UTC')).toEqual({ year: 2025, month: 9, day: 7 });
  });
});

const lesson = (fields: Partial<FeedLesson> = {}): FeedLesson => ({
  id: 7,
  name: 'Пн 16:00-17:30 гр. Иванов И. И. Физика',
  subject: 'Физика',
  dayOfWeek: 1,
  startMin: 16 * 60,
  durationMinutes: 90,
  createdAt: new Date('2025-09-03T10:00:00Z'),
  cabinet: 'Кабинет 1',
  filial: 'Центральный; второй этаж',
  excludedDates: [],
  ...fields,
});

describe('a lesson feed', () => {
  const now = new Date('2025-09-10T12:00:00Z');
  const options = { name: 'Расписание — Иванов И. И.', timeZone: 'Europe/Moscow', host: 'diary.example.ru', now };

  it('when built, then CRLF line ends, no line over 75 octets, and a real parser reads the calendar, zone and weekly event', () => {
    const text = lessonFeed(
      [lesson(), lesson({ id: 8, dayOfWeek: 7, startMin: 22 * 60 + 30, durationMinutes: 90, name: 'Физика' })],
      options,
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...octetsPerLine(text))).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Дневник достижений//Расписание//RU');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Расписание — Иванов И. И.');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Moscow');
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Moscow']);
    expect(zones[0]!.getAllSubcomponents('standard')[0]!.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+03:00');

    const [monday, sunday] = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(monday!.uid).toBe('lesson-7@diary.example.ru');
    expect(monday!.summary).toBe('Физика — Пн 16:00-17:30 гр. Иванов И. И. Физика');
    expect(monday!.location).toBe('Центральный; второй этаж, Кабинет 1');
    expect(monday!.startDate.zone.tzid).toBe('Europe/Moscow');
    expect(monday!.startDate.toString()).toBe('2025-09-08T16:00:00');
    // the parser places it through the feed's own VTIMEZONE: 16:00 in Moscow is 13:00 UTC
    expect(new Date(monday!.startDate.toUnixTime() * 1000).toISOString()).toBe('2025-09-08T13:00:00.000Z');
    expect(monday!.endDate.toString()).toBe('2025-09-08T17:30:00');
    expect(monday!.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY');
    expect(monday!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2025-09-10T12:00:00Z');
    // a lesson named as its subject is summed up by the subject alone; one ending at midnight ends the next day
    expect(sunday!.summary).toBe('Физика');
    expect(sunday!.startDate.toString()).toBe('2025-09-07T22:30:00');
    expect(sunday!.endDate.toString()).toBe('2025-09-08T00:00:00');
  });

  it('when a lesson has excluded dates, then one EXDATE in the zone at the lesson’s start each, and the recurrence skips them', () => {
    const text = lessonFeed([lesson({ excludedDates: ['2025-09-15', '2025-09-29'] })], options);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    const exdates = event.component.getAllProperties('exdate');
    expect(exdates.map((exdate) => [exdate.getParameter('tzid'), exdate.getFirstValue()?.toString()])).toEqual([
      ['Europe/Moscow', '2025-09-15T16:00:00'],
      ['Europe/Moscow', '2025-09-29T16:00:00'],
    ]);
    const iterator = event.iterator();
    const dates = [1, 2, 3, 4].map(() => iterator.next()?.toString());
    expect(dates).toEqual(['2025-09-08T16:00:00', '2025-09-22T16:00:00', '2025-10-06T16:00:00', '2025-10-13T16:00:00']);
  });

  it('when the person has no lessons, then a valid calendar with its zone and no events', () => {
    const calendar = new ICAL.Component(ICAL.parse(lessonFeed([], options)));
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});
