/*
 * Writing iCalendar (RFC 5545): content lines, TEXT values, date-times. Pure functions; what a
 * feed says is built in lesson-feed.ts, the time zone in zone-transitions.ts.
 */

/** A content line: a property's name, its parameters and its value, written as it is. */
export interface Property {
  name: string;
  params?: Readonly<Record<string, string>>;
  value: string;
}

/** RFC 5545 §3.1: lines are at most 75 octets, without the CRLF. */
const LINE_OCTETS = 75;
const CRLF = '\r\n';

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, a line break as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The octets of a character in UTF-8. */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * One content line folded (§3.1): after every 75 octets a CRLF and a space, the continuation
 * carrying 74 octets after its space. A character is never split between lines (UTF-8 counts
 * Cyrillic as two octets), nor a surrogate pair.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const room = pieces.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** A parameter value (§3.2): quoted when it holds a character that would end it. */
function paramValue(value: string): string {
  return /[;:,]/.test(value) ? `"${value.replace(/"/g, '')}"` : value;
}

/** `NAME;PARAM=value:VALUE`, folded. */
export function contentLine({ name, params = {}, value }: Property): string {
  const paramText = Object.entries(params)
    .map(([key, param]) => `;${key}=${paramValue(param)}`)
    .join('');
  return foldLine(`${name}${paramText}:${value}`);
}

/** A component: BEGIN, its properties and nested components, END. */
export function component(name: string, body: readonly (Property | string)[]): string[] {
  return [`BEGIN:${name}`, ...body.map((line) => (typeof line === 'string' ? line : contentLine(line))), `END:${name}`];
}

/** The object's lines as an iCalendar stream: every line ends with CRLF. */
export function icalText(lines: readonly string[]): string {
  return lines.map((line) => `${line}${CRLF}`).join('');
}

/** Flattens components (each a list of lines) into one list of lines. */
export const lines = (...components: readonly (readonly string[])[]): string[] => components.flat();

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall-clock date and time, in no particular zone. */
export interface LocalDateTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

/** A local DATE-TIME (§3.3.5, form #1 or #3 with TZID): 20250901T100000. */
export function localDateTime(at: LocalDateTime): string {
  return `${pad(at.year, 4)}${pad(at.month)}${pad(at.day)}T${pad(at.hour)}${pad(at.minute)}${pad(at.second ?? 0)}`;
}

/** A UTC DATE-TIME (§3.3.5, form #2): 20250901T070000Z. */
export function utcDateTime(at: Date): string {
  return `${localDateTime({
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
    second: at.getUTCSeconds(),
  })}Z`;
}

/** A UTC-OFFSET (§3.3.14) from minutes east of UTC: +0300, -0330. */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}
