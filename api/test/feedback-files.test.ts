import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOpenApiDocument } from '../src/docs/openapi';
import { AttachmentStore } from '../src/files/attachment-store';
import { attachmentDisposition, sanitizeFileName } from '../src/files/file-names';
import { acceptedFileType, extensionOf } from '../src/files/file-types';
import { routeDefinitions } from './harness';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\evil.pdf', 'evil.pdf'],
    ['/abs/path/report.pdf', 'report.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['..', 'file'],
    ['', 'file'],
    ['a\u0000b\u001fc.txt', 'a_b_c.txt'],
    ['what?<>:"|*.doc', 'what_______.doc'],
    ['  Отчёт   за  октябрь.pdf  ', 'Отчёт за октябрь.pdf'],
    ['name.pdf...', 'name.pdf'],
  ])('when the client sends %j, then %j is kept', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('when the name is very long, then it is cut to 200 characters with the extension kept', () => {
    const name = sanitizeFileName(`${'я'.repeat(500)}.docx`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('when the name is Russian with spaces and quotes, then an ASCII stand-in and the RFC 5987 UTF-8 name', () => {
    expect(attachmentDisposition('Отчёт (итог).pdf')).toBe(
      'attachment; filename="_____ (____).pdf"; filename*=UTF-8\'\'%D0%9E%D1%82%D1%87%D1%91%D1%82%20%28%D0%B8%D1%82%D0%BE%D0%B3%29.pdf',
    );
    expect(attachmentDisposition('a"b\\c%.txt')).toBe('attachment; filename="a_b_c_.txt"; filename*=UTF-8\'\'a%22b%5Cc%25.txt');
    expect(attachmentDisposition("it's*.txt")).toBe("attachment; filename=\"it's*.txt\"; filename*=UTF-8''it%27s%2A.txt");
  });
});

describe('acceptedFileType', () => {
  const PDF = Buffer.from('%PDF-1.7\n');
  it('when extension, MIME type and content agree, then our MIME type; the extension is case-insensitive', () => {
    expect(acceptedFileType('A.PDF', 'application/pdf', PDF)).toEqual({ ext: 'pdf', mimeType: 'application/pdf' });
    expect(acceptedFileType('a.rtf', 'text/rtf', Buffer.from('{\\rtf1 hello}'))).toEqual({ ext: 'rtf', mimeType: 'application/rtf' });
    expect(extensionOf('.bashrc')).toBe('');
  });

  it('when any of the three disagrees, then null', () => {
    expect(acceptedFileType('a.pdf', 'image/png', PDF)).toBeNull();
    expect(acceptedFileType('a.pdf', 'application/pdf', Buffer.from('MZ\u0090'))).toBeNull();
    expect(acceptedFileType('a.exe', 'application/pdf', PDF)).toBeNull();
    expect(acceptedFileType('a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', PDF)).toBeNull();
    expect(acceptedFileType('a.gif', 'image/gif', Buffer.from('GIF90a'))).toBeNull();
  });
});

describe('AttachmentStore', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'diary-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const store = new AttachmentStore(path.join(dir, 'attachments'));

  it('when given anything but a generated key or an incoming upload, then it refuses to touch the path', async () => {
    expect(() => store.pathOf('../secrets.json')).toThrow('not a storage key');
    expect(() => store.pathOf('a/b')).toThrow('not a storage key');
    const outside = path.join(dir, 'outside.part');
    writeFileSync(outside, 'x');
    await expect(store.discard(outside)).rejects.toThrow('not an incoming upload');
    await expect(store.commit(outside, store.newKey())).rejects.toThrow('not an incoming upload');
    expect(await store.read(store.newKey())).toBeNull();
  });
});

describe('OpenAPI of the upload', () => {
  it('when the document is built, then POST /api/feedback takes multipart/form-data with the text fields and a binary file, and may answer 413', () => {
    // As a client reads it: plain JSON.
    const document = JSON.parse(JSON.stringify(buildOpenApiDocument(routeDefinitions()))) as {
      paths: Record<
        string,
        Record<
          string,
          { requestBody?: { content: Record<string, { schema: { properties: object; required: string[] } }> }; responses: object }
        >
      >;
    };
    const operation = document.paths['/api/feedback']?.post;
    const content = operation?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(content['multipart/form-data']?.schema.properties).toMatchObject({ file: { type: 'string', format: 'binary' } });
    expect(content['multipart/form-data']?.schema.required).toEqual(['surname', 'studentId', 'note']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413']));
  });
});
