/** Longest original name kept (characters). */
const MAX_NAME_LENGTH = 200;

/**
 * The client's file name made safe to keep and to show: only the last path segment (either
 * slash), no control or reserved characters, no leading dots or spaces, at most 200 characters
 * with the extension kept. Never used as a path: stored files get random names.
 */
export function sanitizeFileName(raw: string, fallback = 'file'): string {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    // C0/C1 controls, DEL, and characters Windows reserves in names.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return [...cleaned.slice(0, cleaned.length - ext.length)].slice(0, MAX_NAME_LENGTH - ext.length).join('') + ext;
}

/** RFC 5987 ext-value characters: everything else is percent-encoded (UTF-8). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A quoted-string-safe ASCII stand-in: non-ASCII, quotes and backslashes become '_'. */
function asciiFallback(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return ascii.replace(/^_+(?=\.)/, 'file') || 'file';
}

/** Content-Disposition for a download: attachment, an ASCII filename and the UTF-8 filename* (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
