export interface PersonName {
  first_name?: string | null;
  second_name?: string | null;
  last_name?: string | null;
}

function initial(part: string | null | undefined): string {
  const trimmed = part?.trim();
  return trimmed ? `${trimmed[0]!.toUpperCase()}.` : '';
}

/** 'Иванов И. И.' — surname plus initials. */
export function initials(person: PersonName | null | undefined): string {
  if (!person) return '';
  return [person.second_name?.trim(), initial(person.first_name), initial(person.last_name)].filter(Boolean).join(' ');
}

/** 'Иванов Иван Иванович' — surname first. */
export function fullName(person: PersonName | null | undefined): string {
  if (!person) return '';
  return [person.second_name, person.first_name, person.last_name]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy for an ISO timestamp or a YYYY-MM-DD date; '' for nothing, the input for garbage. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (dateOnly) return `${dateOnly[3]}.${dateOnly[2]}.${dateOnly[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** YYYY-MM-DD in local time, for date inputs and API calendar dates. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DAY_MS = 86_400_000;
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The calendar date `days` after (or before) a YYYY-MM-DD date, counted in whole days whatever the clock's zone. */
export function addDays(date: string, days: number): string {
  return new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** Russian plural: forms for 1, for 2–4, for 5+ ('занятие', 'занятия', 'занятий'). */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const abs = Math.abs(n) % 100;
  const last = abs % 10;
  if (abs > 10 && abs < 20) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

export function pluralize(n: number, forms: readonly [string, string, string]): string {
  return `${n} ${plural(n, forms)}`;
}

export * from './duration';
export * from './money';
export * from './month';
export * from './school-year';
export * from './page-title';
