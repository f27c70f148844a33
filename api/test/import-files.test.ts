import fc from 'fast-check';
import type ExcelJS from 'exceljs';
import { IMPORT_MESSAGES, SCHEDULE_IMPORT_COLUMNS, USER_IMPORT_COLUMNS } from '@diary/common';
import { MAX_UNPACKED_BYTES, WORKBOOK_MESSAGES } from '../src/modules/import/workbook';
import { useTestApp } from './harness';
import { anXlsx, aWorld, aZip, people, sheetXml, uploadImport, xlsxParts } from './factory';

/**
 * Whatever file comes, an import answers 2xx or a 4xx with a Russian message, never a 500: random
 * bytes, a real workbook cut short or with bytes changed, and workbooks of random cells (text of any
 * Unicode, numbers, dates, formulas with and without a saved value, error values, rich text).
 */

const t = useTestApp();
const RUNS = Number(process.env.IMPORT_FUZZ_RUNS ?? 40);

const cell: fc.Arbitrary<ExcelJS.CellValue> = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.constantFrom('Ученик', 'Суперадмин', 'Понедельник', '09:00', 'Кабинет 1', 'Физика', '=1+1', '@SUM(A1)', 'a\u0000b'),
  fc.double({ noNaN: false }),
  fc.integer(),
  fc.boolean(),
  fc.date({ min: new Date(Date.UTC(1899, 11, 30)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }),
  fc.record({ formula: fc.constantFrom('1+1', 'A1', 'NOW()'), result: fc.option(fc.oneof(fc.integer(), fc.string()), { nil: undefined }) }),
  fc.constantFrom<ExcelJS.CellValue>({ error: '#N/A' } as ExcelJS.CellErrorValue, { richText: [{ text: 'Иван' }, { text: 'ов' }] }),
);

/** Mostly every column in any order (the rows get read), sometimes some missing. */
const header = (columns: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.shuffledSubarray([...columns, 'Лишний'], { minLength: columns.length }) },
    { weight: 1, arbitrary: fc.shuffledSubarray([...columns], { minLength: columns.length - 2 }) },
  );

const workbookRows = (columns: readonly string[]) =>
  fc
    .tuple(header(columns), fc.array(fc.array(cell, { maxLength: columns.length + 1 }), { maxLength: 6 }))
    .map(([h, rows]): ExcelJS.CellValue[][] => [h, ...rows]);

type Mangle = { kind: 'random'; bytes: Uint8Array } | { kind: 'truncate'; at: number } | { kind: 'flip'; at: number[] } | { kind: 'cells' };

const mangle: fc.Arbitrary<Mangle> = fc.oneof(
  fc.uint8Array({ maxLength: 3000 }).map((bytes): Mangle => ({ kind: 'random', bytes })),
  fc
    .uint8Array({ maxLength: 200 })
    .map((bytes): Mangle => ({ kind: 'random', bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...bytes]) })),
  fc.nat().map((at): Mangle => ({ kind: 'truncate', at })),
  fc.array(fc.nat(), { minLength: 1, maxLength: 8 }).map((at): Mangle => ({ kind: 'flip', at })),
  fc.constant<Mangle>({ kind: 'cells' }),
);

async function fileOf(columns: readonly string[], rows: ExcelJS.CellValue[][], how: Mangle): Promise<Buffer> {
  if (how.kind === 'random') return Buffer.from(how.bytes);
  const good = await anXlsx(rows);
  if (how.kind === 'truncate') return good.subarray(0, how.at % good.length);
  if (how.kind === 'flip') {
    const copy = Buffer.from(good);
    for (const at of how.at) copy[at % copy.length] = (copy[at % copy.length]! + 1 + (at % 255)) % 256;
    return copy;
  }
  return good;
}

describe('an import given any file', () => {
  it('when the file is random, cut short, altered or full of random cells, then never a 500, always JSON with a Russian message on a 4xx', async () => {
    const world = await aWorld(t);
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('users' as const, 'schedule' as const),
        fc.boolean(),
        mangle,
        fc.nat(),
        async (kind, dryRun, how, seed) => {
          const columns = kind === 'users' ? USER_IMPORT_COLUMNS : SCHEDULE_IMPORT_COLUMNS;
          const rows = fc.sample(workbookRows(columns), { numRuns: 1, seed })[0]!;
          const file = await fileOf(columns, rows, how);
          const response = await uploadImport(t, world.admin, kind, file, { dryRun });
          if (process.env.IMPORT_FUZZ_VERBOSE) console.log(kind, how.kind, response.status, String(response.body?.message).slice(0, 60));
          const russian = typeof response.body?.message === 'string' && /[А-Яа-яЁё]/.test(response.body.message);
          if (response.status >= 500 || (response.status >= 400 && !russian)) {
            problems.push(`${kind} ${how.kind} → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
          }
        },
      ),
      { numRuns: RUNS, seed: 20261126 },
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('when a zip lies about what its parts unpack to (a zip bomb), then the unpacking stops at the limit: 400 saying so', async () => {
    const { admin } = await people(t);
    const header = [...USER_IMPORT_COLUMNS];
    // More than the limit of one letter: a few dozen kilobytes packed, each part declaring 17 KB.
    const flood = Buffer.alloc(MAX_UNPACKED_BYTES + 1024 * 1024, 'A');
    const inStrings = aZip(
      xlsxParts({
        sheet: { content: sheetXml([header]) },
        sharedStrings: {
          content: Buffer.concat([Buffer.from('<sst><si><t>'), flood, Buffer.from('</t></si></sst>')]),
          declaredSize: 17_000,
        },
      }),
    );
    const inSheet = aZip(xlsxParts({ sheet: { content: sheetXml([header, ['Орлова', flood.toString()]]), declaredSize: 17_000 } }));
    for (const bomb of [inStrings, inSheet]) {
      expect(bomb.length).toBeLessThan(200 * 1024);
      const response = await uploadImport(t, admin.token, 'users', bomb, { dryRun: true });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: IMPORT_MESSAGES.notExcel,
        code: 'VALIDATION',
        errors: [{ path: 'file', message: WORKBOOK_MESSAGES.tooBigUnpacked }],
      });
    }
  });
});
