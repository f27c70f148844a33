// Files built by hand, byte by byte, so that they may lie (a zip bomb's declared sizes, a sheet's
// endless cell): the import's tests and its bench (scripts/bench/import-limits.mjs) share them.
// Nothing here may import the test harness: the bench loads this file alone.
import { crc32, deflateRawSync } from 'node:zlib';

/** A file of a zip, deflated. `declaredSize` is what the zip says it unpacks to: a lie, for a zip bomb. */
export interface ZipPart {
  name: string;
  content: Buffer | string;
  declaredSize?: number;
}

/** A zip of these parts, written by hand so that its headers and directory may lie about the sizes. */
export function aZip(parts: readonly ZipPart[]): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content);
    const compressed = deflateRawSync(data);
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(compressed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    files.push(local, name, compressed);
    directory.push(entry, name);
    offset += local.length + name.length + compressed.length;
  }
  const listing = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(listing.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...files, listing, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A sheet's XML: each row's cells as inline strings (A, B, …), then `tail` (more XML, or anything) before its end. */
export function sheetXml(rows: readonly (readonly (string | null)[])[], tail: Buffer | string = ''): Buffer {
  const column = (index: number) => String.fromCharCode(65 + index);
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map((text, c) => (text === null ? '' : `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`))
          .join('')}</row>`,
    )
    .join('');
  return Buffer.concat([
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}`,
    ),
    Buffer.from(tail),
    Buffer.from('</sheetData></worksheet>'),
  ]);
}

/** The parts of an .xlsx of one sheet ('data'), as a hand-written zip: the sheet's XML and, when given, shared strings. */
export function xlsxParts({ sheet, sharedStrings }: { sheet: Omit<ZipPart, 'name'>; sharedStrings?: Omit<ZipPart, 'name'> }): ZipPart[] {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relations = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/></Types>',
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${relations}"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="${relations}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${relations}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', ...sharedStrings }] : []),
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
  ];
}
