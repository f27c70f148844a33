import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';

/*
 * The parts of a zip held in memory (an uploaded .xlsx), unpacked as streams. What an entry
 * declares of its unpacked size is never trusted: a zip bomb declares a few kilobytes and inflates
 * to gigabytes. Every byte actually inflated is counted against one limit for the whole file, and
 * inflating stops as soon as it is passed.
 */

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
/** A directory field at its largest: the real value is in a ZIP64 record (no 5 MB upload needs one). */
const ZIP64_MARK = 0xffffffff;
/** How much is inflated at a time: the unit of the count and of the memory an entry takes while read. */
const CHUNK_BYTES = 64 * 1024;

/** One file of the zip: where its compressed bytes are and how they are compressed. */
export interface ZipEntry {
  name: string;
  method: number;
  start: number;
  compressedSize: number;
}

/** The zip's parts by name, from its central directory; null when it is damaged (no directory, an entry out of bounds). */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> | null {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength).replace(/^\//, '');
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (flags & ENCRYPTED_FLAG || compressedSize === ZIP64_MARK || local === ZIP64_MARK) return null;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return null;
    // The data follows the local header, whose name and extra field may differ in length from the directory's.
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressedSize > zip.length) return null;
    if (!entries.has(name)) entries.set(name, { name, method, start, compressedSize });
  }
  return entries;
}

/** Thrown when the entries read so far have inflated to more than the limit. */
export class UnpackedTooLarge extends Error {
  constructor() {
    super('unpacked beyond the limit');
  }
}

/** Thrown for an entry compressed otherwise than stored or deflated. */
export class UnknownCompression extends Error {
  constructor(readonly entry: string) {
    super(`unknown compression of ${entry}`);
  }
}

/** What the entries of one file may inflate to, all together. */
export class UnpackLimit {
  private left: number;

  constructor(readonly maxBytes: number) {
    this.left = maxBytes;
  }

  /** Counts bytes just inflated; past the limit, throws UnpackedTooLarge. */
  take(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new UnpackedTooLarge();
  }
}

/**
 * An entry's text (UTF-8), inflated a chunk at a time as it is read, each chunk counted against
 * the limit before it is passed on. Leaving the loop early stops the inflating.
 */
export async function* entryText(zip: Buffer, entry: ZipEntry, limit: UnpackLimit): AsyncGenerator<string> {
  const compressed = zip.subarray(entry.start, entry.start + entry.compressedSize);
  const decoder = new StringDecoder('utf8');
  if (entry.method === STORED) {
    for (let at = 0; at < compressed.length; at += CHUNK_BYTES) {
      const chunk = compressed.subarray(at, at + CHUNK_BYTES);
      limit.take(chunk.length);
      yield decoder.write(chunk);
    }
  } else if (entry.method === DEFLATED) {
    // The stream inflates only as fast as the chunks are read (zlib keeps to the reader's pace).
    const inflating = createInflateRaw({ chunkSize: CHUNK_BYTES });
    inflating.end(compressed);
    try {
      for await (const chunk of inflating as AsyncIterable<Buffer>) {
        limit.take(chunk.length);
        yield decoder.write(chunk);
      }
    } finally {
      inflating.destroy();
    }
  } else {
    throw new UnknownCompression(entry.name);
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
