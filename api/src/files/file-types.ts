import { FEEDBACK_FILE_TYPES, type FeedbackFileExtension } from '@diary/common';

/** How many leading bytes the content checks read. */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
/** ZIP local file header: docx, xlsx, odt, ods. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file: doc, xls. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const RTF = ascii('{\\rtf');

/** Does the start of the file look like its extension says? */
const CONTENT_CHECKS: Record<FeedbackFileExtension, (head: Buffer) => boolean> = {
  pdf: (head) => startsWith(head, PDF),
  png: (head) => startsWith(head, PNG),
  jpg: (head) => startsWith(head, JPEG),
  jpeg: (head) => startsWith(head, JPEG),
  gif: (head) => startsWith(head, GIF87) || startsWith(head, GIF89),
  webp: (head) => startsWith(head, RIFF) && startsWith(head, WEBP, 8),
  docx: (head) => startsWith(head, ZIP),
  xlsx: (head) => startsWith(head, ZIP),
  odt: (head) => startsWith(head, ZIP),
  ods: (head) => startsWith(head, ZIP),
  doc: (head) => startsWith(head, OLE),
  xls: (head) => startsWith(head, OLE),
  rtf: (head) => startsWith(head, RTF),
  // Plain text has no signature; a NUL byte means it is binary (an .exe renamed, say).
  txt: (head) => !head.includes(0),
};

const isKnownExtension = (ext: string): ext is FeedbackFileExtension => Object.hasOwn(FEEDBACK_FILE_TYPES, ext);

/** 'Отчёт.Final.PDF' → 'pdf'; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * The accepted type of an upload, or null: the extension must be allowed, the MIME type the
 * browser sent must be one of that extension's, and the first bytes must match it.
 * Answers the MIME type to store and to serve (ours, never the client's text).
 */
export function acceptedFileType(
  fileName: string,
  clientMimeType: string,
  head: Buffer,
): { ext: FeedbackFileExtension; mimeType: string } | null {
  const ext = extensionOf(fileName);
  if (!isKnownExtension(ext)) return null;
  const mimeTypes: readonly string[] = FEEDBACK_FILE_TYPES[ext];
  const mime = clientMimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!mimeTypes.includes(mime)) return null;
  if (!CONTENT_CHECKS[ext](head)) return null;
  return { ext, mimeType: mimeTypes[0] as string };
}
