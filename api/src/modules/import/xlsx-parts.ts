import parseSax from 'exceljs/lib/utils/parse-sax';

/*
 * The XML parts of an .xlsx that reading its first sheet needs, each read as a stream of events:
 * the workbook (which sheet is first), its relationships (where that sheet is), the styles (which
 * cells are dates), the shared strings, and the sheet's rows one at a time, so that a reader can
 * stop at any row without the rest being unpacked.
 */

/** A cell as read: its value (text, a number, a date in UTC), nothing, or what is wrong with it. */
export type CellRead = { value: string | number | Date | null } | { error: CellProblem };
export type CellProblem = { kind: 'formulaWithoutValue' } | { kind: 'errorValue'; code: string };

export interface SheetXmlRow {
  /** As the spreadsheet numbers it (1 is the first row). */
  row: number;
  /** The cells with a value or a problem, by column number (A is 1). */
  cells: Map<number, CellRead>;
}

/** What reading a cell needs besides the sheet. */
export interface CellContext {
  sharedStrings: readonly string[];
  /** The styles (indexes of cellXfs) whose number format shows a date or a time. */
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
  /** Text beyond this many characters is cut there (it is refused anyway; this bounds what is kept). */
  maxChars: number;
}

/** A tag's name without its namespace prefix ('x:row' → 'row'). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

type SaxEvent = parseSax.SaxEvent;

/** Calls `each` for every event of the part, in order (a chunk's events come at once: no promise per event). */
async function forEachEvent(text: AsyncIterable<string>, each: (event: SaxEvent) => void): Promise<void> {
  for await (const batch of parseSax(text)) for (const event of batch) each(event);
}

export interface Relationship {
  id: string;
  type: string;
  target: string;
}

export async function readRelationships(text: AsyncIterable<string>): Promise<Relationship[]> {
  const found: Relationship[] = [];
  await forEachEvent(text, (event) => {
    if (event.eventType !== 'opentag' || localName(event.value.name) !== 'Relationship') return;
    const { Id, Type, Target } = event.value.attributes;
    if (Id && Target) found.push({ id: Id, type: Type ?? '', target: Target });
  });
  return found;
}

export interface WorkbookXml {
  /** The relationship id of the first sheet in the workbook's order; null when it has none. */
  firstSheet: string | null;
  date1904: boolean;
}

export async function readWorkbook(text: AsyncIterable<string>): Promise<WorkbookXml> {
  const book: WorkbookXml = { firstSheet: null, date1904: false };
  await forEachEvent(text, (event) => {
    if (event.eventType !== 'opentag') return;
    const { name, attributes } = event.value;
    if (localName(name) === 'workbookPr') book.date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
    if (localName(name) === 'sheet' && book.firstSheet === null) {
      const relation = Object.entries(attributes).find(([key]) => localName(key) === 'id' && key.includes(':'));
      book.firstSheet = relation?.[1] ?? null;
    }
  });
  return book;
}

/** Excel's built-in number formats that show a date or a time. */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** A custom format shows a date or a time when, outside quoted text and [brackets], it has y, m, d, h or s (as exceljs reads it). */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

export async function readDateStyles(text: AsyncIterable<string>): Promise<Set<number>> {
  const customDates = new Set<number>();
  const dateStyles = new Set<number>();
  let inCellXfs = false;
  let style = 0;
  await forEachEvent(text, (event) => {
    if (event.eventType === 'closetag') {
      if (localName(event.value.name) === 'cellXfs') inCellXfs = false;
      return;
    }
    if (event.eventType !== 'opentag') return;
    const { name, attributes } = event.value;
    const tag = localName(name);
    if (tag === 'numFmt' && isDateFormat(attributes.formatCode ?? '')) customDates.add(Number(attributes.numFmtId));
    else if (tag === 'cellXfs') inCellXfs = true;
    else if (tag === 'xf' && inCellXfs) {
      const format = Number(attributes.numFmtId ?? 0);
      if (BUILT_IN_DATE_FORMATS.has(format) || customDates.has(format)) dateStyles.add(style);
      style += 1;
    }
  });
  return dateStyles;
}

/** Appends text up to the cap (the cap itself is the caller's sign that there was more). */
const capped = (text: string, more: string, cap: number) => (text.length >= cap ? text : (text + more).slice(0, cap));

/** Each <si>'s text: its runs joined, the phonetic hints (<rPh>) left out. */
export async function readSharedStrings(text: AsyncIterable<string>, maxChars: number): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = false;
  await forEachEvent(text, (event) => {
    if (event.eventType === 'text') {
      if (inText && current !== null) current = capped(current, event.value, maxChars);
      return;
    }
    const tag = localName(event.value.name);
    const open = event.eventType === 'opentag';
    if (tag === 'si') {
      if (open) current = '';
      else if (current !== null) {
        strings.push(current);
        current = null;
      }
    } else if (tag === 'rPh') phonetic = open;
    else if (tag === 't') inText = open && !phonetic;
  });
  return strings;
}

/** 'AB12' → 28; null when the reference has no letters. */
function columnOf(ref: string): number | null {
  const letters = /^[A-Za-z]{1,3}/.exec(ref)?.[0];
  if (!letters) return null;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

/** Excel's day number as a Date in UTC (exceljs's reckoning, so a time alone falls on 30.12.1899). */
const excelDate = (days: number, date1904: boolean) => new Date(Math.round((days - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

interface XmlCell {
  type: string;
  style: number;
  formula: boolean;
  value: string | null;
  inline: string | null;
}

/** A cell's value as the file keeps it: a shared or inline string, a number or date, a boolean, an error, a formula's saved result. */
function readXmlCell(cell: XmlCell, context: CellContext): CellRead {
  const { type, value } = cell;
  if (type === 'inlineStr') return { value: cell.inline };
  if (value === null) return cell.formula ? { error: { kind: 'formulaWithoutValue' } } : { value: null };
  switch (type) {
    case 's':
      return { value: context.sharedStrings[Number(value)] ?? null };
    case 'str':
      return { value };
    case 'b':
      return { value: value.trim() === '1' || value.trim() === 'true' ? 'ИСТИНА' : 'ЛОЖЬ' };
    case 'e':
      return { error: { kind: 'errorValue', code: value.trim() } };
    case 'd': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? { error: { kind: 'errorValue', code: '#VALUE!' } } : { value: date };
    }
    default: {
      if (value.trim() === '') return cell.formula ? { error: { kind: 'formulaWithoutValue' } } : { value: null };
      const number = Number(value);
      if (!Number.isFinite(number)) return { value: null };
      if (!context.dateStyles.has(cell.style)) return { value: number };
      const date = excelDate(number, context.date1904);
      return Number.isNaN(date.getTime()) ? { error: { kind: 'errorValue', code: '#VALUE!' } } : { value: date };
    }
  }
}

/**
 * The sheet's rows in order, each with the cells that hold something; rows with none are skipped.
 * Only what the reader asks for is unpacked: stopping the loop stops the reading.
 */
export async function* readSheetRows(text: AsyncIterable<string>, context: CellContext): AsyncGenerator<SheetXmlRow> {
  let inData = false;
  let row: SheetXmlRow | null = null;
  let rowNumber = 0;
  let column = 0;
  let cell: XmlCell | null = null;
  /** Where the text being read goes: a cell's <v>, or an inline string's <t>. */
  let reading: 'value' | 'inline' | null = null;
  let phonetic = false;
  for await (const batch of parseSax(text)) {
    const done: SheetXmlRow[] = [];
    for (const event of batch) {
      if (event.eventType === 'text') {
        if (!cell || !reading) continue;
        if (reading === 'value') cell.value = capped(cell.value ?? '', event.value, context.maxChars);
        else cell.inline = capped(cell.inline ?? '', event.value, context.maxChars);
        continue;
      }
      const tag = localName(event.value.name);
      if (event.eventType === 'opentag') {
        const { attributes } = event.value;
        if (tag === 'sheetData') inData = true;
        else if (!inData) continue;
        else if (tag === 'row') {
          const declared = Number(attributes.r);
          rowNumber = Number.isInteger(declared) && declared > rowNumber ? declared : rowNumber + 1;
          row = { row: rowNumber, cells: new Map() };
          column = 0;
        } else if (tag === 'c' && row) {
          const declared = attributes.r ? columnOf(attributes.r) : null;
          column = declared ?? column + 1;
          cell = { type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), formula: false, value: null, inline: null };
        } else if (!cell) continue;
        else if (tag === 'f') cell.formula = true;
        else if (tag === 'v') {
          reading = 'value';
          cell.value ??= '';
        } else if (tag === 'rPh') phonetic = true;
        else if (tag === 't' && !phonetic) {
          reading = 'inline';
          cell.inline ??= '';
        }
        continue;
      }
      // A closing tag.
      if (tag === 'sheetData') inData = false;
      else if (tag === 'v' || tag === 't') reading = null;
      else if (tag === 'rPh') phonetic = false;
      else if (tag === 'c' && cell && row) {
        const read = readXmlCell(cell, context);
        if ('error' in read || (read.value !== null && read.value !== '')) row.cells.set(column, read);
        cell = null;
      } else if (tag === 'row' && row) {
        if (row.cells.size) done.push(row);
        row = null;
      }
    }
    yield* done;
    // The rows end with sheetData: what follows (merged cells, print settings) is not read.
    if (!inData && rowNumber > 0) return;
  }
}
