import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type supertest from 'supertest';
import { feedback as feedbackTable } from '../src/db/schema';
import { AttachmentStore } from '../src/files/attachment-store';
import { bearer, useTestApp, type TestApp, type TestUser } from './harness';
import { binary, type Call, people, person, roleTable, STAFF } from './factory';

const dataDir = mkdtempSync(path.join(tmpdir(), 'diary-feedback-'));
const attachments = path.join(dataDir, 'attachments');
const t = useTestApp({ config: { dataDir } });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => rmSync(attachments, { recursive: true, force: true }));

/** Every file under DATA_DIR, relative to it. */
function filesUnderDataDir(): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dataDir, name)).isFile())
    .sort();
}
const UUID = /^attachments\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16, 3)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(16, 4)]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 5)]);
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64, 6)]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]),
  Buffer.from('This program cannot be run in DOS mode'),
]);
const TXT = Buffer.from('Спасибо за уроки!\n', 'utf8');

interface FileSpec {
  buffer: Buffer;
  filename: string;
  contentType: string;
}

interface Form {
  surname?: string;
  studentId?: string | number;
  note?: string;
}

function send(token: string | null, form: Form, file?: FileSpec, extraFile?: FileSpec): supertest.Test {
  let request = t.http().post('/api/feedback');
  if (token) request = request.set(bearer(token));
  for (const [name, value] of Object.entries(form)) if (value !== undefined) request = request.field(name, String(value));
  if (file) request = request.attach('file', file.buffer, { filename: file.filename, contentType: file.contentType });
  if (extraFile) request = request.attach('file', extraFile.buffer, { filename: extraFile.filename, contentType: extraFile.contentType });
  return request;
}

const formFor = (student: TestUser): Form => ({ surname: 'Сидорова', studentId: student.id, note: 'Очень понравился урок' });
const pdf = (filename = 'отчёт.pdf'): FileSpec => ({ buffer: PDF, filename, contentType: 'application/pdf' });

describe('POST /api/feedback (the student’s form, multipart/form-data)', () => {
  it('when a student sends the form with a PDF, then 201 with the caller as author and as the student, and the attachment’s metadata; the file is stored under a random name', async () => {
    const { student } = await people(t);
    const response = await send(student.token, formFor(student), pdf('Отчёт за октябрь.pdf'));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      authorId: student.id,
      studentId: student.id,
      surname: 'Сидорова',
      note: 'Очень понравился урок',
      isArchived: false,
      createdAt: expect.stringMatching(/Z$/),
      author: person(student),
      student: person(student),
      attachment: { id: expect.any(Number), originalName: 'Отчёт за октябрь.pdf', size: PDF.length, mimeType: 'application/pdf' },
    });
    const files = filesUnderDataDir();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(UUID);
    expect(readFileSync(path.join(dataDir, files[0] as string))).toEqual(PDF);
  });

  it('when sent without a file, then 201 with attachment null and nothing written', async () => {
    const { student } = await people(t);
    const response = await send(student.token, formFor(student));
    expect(response.status).toBe(201);
    expect(response.body.attachment).toBeNull();
    expect(filesUnderDataDir()).toEqual([]);
  });

  it.each([
    ['png', { buffer: PNG, filename: 'фото.PNG', contentType: 'image/png' }, 'image/png'],
    ['jpeg', { buffer: JPEG, filename: 'photo.jpg', contentType: 'image/jpeg' }, 'image/jpeg'],
    ['gif', { buffer: GIF, filename: 'a.gif', contentType: 'image/gif' }, 'image/gif'],
    ['webp', { buffer: WEBP, filename: 'a.webp', contentType: 'image/webp' }, 'image/webp'],
    [
      'docx',
      { buffer: DOCX, filename: 'a.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['doc', { buffer: DOC, filename: 'a.doc', contentType: 'application/msword' }, 'application/msword'],
    ['txt', { buffer: TXT, filename: 'a.txt', contentType: 'text/plain; charset=utf-8' }, 'text/plain'],
  ])('when the file is a %s, then it is accepted with its MIME type', async (_kind, file, mimeType) => {
    const { student } = await people(t);
    const response = await send(student.token, formFor(student), file);
    expect(response.status).toBe(201);
    expect(response.body.attachment).toMatchObject({ mimeType, size: file.buffer.length });
  });

  it.each([
    ['an .exe', { buffer: EXE, filename: 'game.exe', contentType: 'application/x-msdownload' }],
    ['an .exe renamed to .pdf (the magic bytes say otherwise)', { buffer: EXE, filename: 'homework.pdf', contentType: 'application/pdf' }],
    ['a PNG named .pdf', { buffer: PNG, filename: 'scan.pdf', contentType: 'application/pdf' }],
    ['a PDF whose MIME type is not a PDF’s', { buffer: PDF, filename: 'a.pdf', contentType: 'text/html' }],
    ['a .txt that is binary', { buffer: EXE, filename: 'notes.txt', contentType: 'text/plain' }],
    ['an .html', { buffer: Buffer.from('<script>alert(1)</script>'), filename: 'page.html', contentType: 'text/html' }],
    ['a file without an extension', { buffer: PDF, filename: 'passwd', contentType: 'application/pdf' }],
  ])('when the file is %s, then 400 "Недопустимый тип файла", nothing stored and no file left', async (_kind, file) => {
    const { admin, student } = await people(t);
    const response = await send(student.token, formFor(student), file);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Недопустимый тип файла',
      code: 'VALIDATION',
      errors: [{ path: 'file', message: 'Недопустимый тип файла' }],
    });
    expect(filesUnderDataDir()).toEqual([]);
    expect((await t.http().get('/api/feedback?includeArchived=1').set(bearer(admin.token))).body).toEqual([]);
  });

  it('when the file is larger than 10 MB, then 413 "Файл больше 10 МБ" and no file is left; exactly 10 MB is accepted', async () => {
    const { student } = await people(t);
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    const response = await send(student.token, formFor(student), { buffer: tooBig, filename: 'big.txt', contentType: 'text/plain' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Файл больше 10 МБ', code: 'PAYLOAD_TOO_LARGE' });
    expect(filesUnderDataDir()).toEqual([]);

    const limit = Buffer.alloc(10 * 1024 * 1024, 0x61);
    const accepted = await send(student.token, formFor(student), { buffer: limit, filename: 'big.txt', contentType: 'text/plain' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.attachment.size).toBe(limit.length);
  });

  it.each([
    ['the surname is missing', 'Укажите вашу фамилию', 'surname', { surname: undefined }],
    ['the surname is blank', 'Укажите вашу фамилию', 'surname', { surname: '   ' }],
    ['no student is chosen', 'Выберите ученика!', 'studentId', { studentId: undefined }],
    ['the student is 0', 'Выберите ученика!', 'studentId', { studentId: '0' }],
    ['the text is missing', 'Напишите обратную связь', 'note', { note: undefined }],
    ['the text is too long', 'Обратная связь не длиннее 5000 символов', 'note', { note: 'я'.repeat(5001) }],
  ])('when %s, then 400 "%s" on %s and the attached file is not kept', async (_case, message, field, change) => {
    const { student } = await people(t);
    const response = await send(student.token, { ...formFor(student), ...change }, pdf());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code: 'VALIDATION' });
    expect(response.body.errors).toEqual(expect.arrayContaining([{ path: field, message }]));
    expect(filesUnderDataDir()).toEqual([]);
  });

  it.each(['another student', 'a teacher'])(
    'when the form names %s as the student, then 201 recorded as the caller’s: a student speaks for themselves',
    async (named) => {
      const { student, otherStudent, teacher } = await people(t);
      const response = await send(student.token, { ...formFor(student), studentId: (named === 'a teacher' ? teacher : otherStudent).id });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ authorId: student.id, studentId: student.id, student: person(student) });
    },
  );

  it('when two files are sent, then 400 "Можно прикрепить только один файл" and none is kept', async () => {
    const { student } = await people(t);
    const response = await send(student.token, formFor(student), pdf(), pdf('второй.pdf'));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Можно прикрепить только один файл');
    expect(filesUnderDataDir()).toEqual([]);
  });

  it('when the multipart body is malformed, then 400, not 500', async () => {
    const { student } = await people(t);
    const response = await t
      .http()
      .post('/api/feedback')
      .set(bearer(student.token))
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="note"\r\n\r\nобрыв');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(filesUnderDataDir()).toEqual([]);
  });

  it('when the file name carries a path (../../evil.pdf), then it is kept as a bare name and nothing is written outside the attachments folder', async () => {
    const { admin, student } = await people(t);
    const response = await send(student.token, formFor(student), pdf('../../evil.pdf'));
    expect(response.status).toBe(201);
    expect(response.body.attachment.originalName).toBe('evil.pdf');
    const files = filesUnderDataDir();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(UUID);
    expect(existsSync(path.join(dataDir, '..', 'evil.pdf'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'evil.pdf'))).toBe(false);

    const file = await t.http().get(`/api/feedback/${response.body.id}/attachment`).set(bearer(admin.token)).buffer(true).parse(binary);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="evil.pdf"; filename*=UTF-8''evil.pdf`);
  });

  it('when saving fails after the file was moved into place, then the stored file is removed again (no orphan)', async () => {
    const { student } = await people(t);
    const commit = AttachmentStore.prototype.commit;
    const spy = jest.spyOn(AttachmentStore.prototype, 'commit').mockImplementationOnce(async function (
      this: AttachmentStore,
      tempPath,
      key,
    ) {
      await commit.call(this, tempPath, key);
      throw new Error('simulated failure after the rename');
    });
    try {
      const response = await send(student.token, formFor(student), pdf());
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: 'Внутренняя ошибка сервера', code: 'INTERNAL' });
    } finally {
      spy.mockRestore();
    }
    expect(filesUnderDataDir()).toEqual([]);
    expect(await t.db.select().from(feedbackTable)).toEqual([]);
  });

  it('when an anonymous caller uploads, then 401 and no file is written; a teacher gets 403 and no file either', async () => {
    const { teacher, student } = await people(t);
    const anonymous = await send(null, formFor(student), pdf());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const forbidden = await send(teacher.token, formFor(student), pdf());
    expect(forbidden.status).toBe(403);
    expect(filesUnderDataDir()).toEqual([]);
    expect(existsSync(attachments)).toBe(false);
  });
});

describe('feedback: the staff’s side', () => {
  async function seed(app: TestApp) {
    const cast = await people(app);
    const withFile = (await send(cast.student.token, formFor(cast.student), pdf('Отчёт "итог".pdf'))).body as { id: number };
    const plain = (await send(cast.otherStudent.token, { surname: 'Кузнецова', studentId: cast.otherStudent.id, note: 'Всё хорошо' }))
      .body as { id: number };
    return { ...cast, withFile: withFile.id, plain: plain.id };
  }

  it('when staff list feedback, then a plain array, newest first, with author, student and attachment metadata (the name sanitised)', async () => {
    const { moderator, student, withFile, plain } = await seed(t);
    const response = await t.http().get('/api/feedback').set(bearer(moderator.token));
    expect(response.status).toBe(200);
    expect(response.body.map((item: { id: number }) => item.id)).toEqual([plain, withFile]);
    expect(response.body[1]).toMatchObject({
      author: person(student),
      student: person(student),
      attachment: { originalName: 'Отчёт _итог_.pdf', size: PDF.length, mimeType: 'application/pdf' },
    });
    expect(response.body[0].attachment).toBeNull();
    const one = await t.http().get(`/api/feedback/${withFile}`).set(bearer(moderator.token));
    expect(one.body).toEqual(response.body[1]);
    expect((await t.http().get('/api/feedback/999').set(bearer(moderator.token))).body).toEqual({
      message: 'Обратная связь не найдена',
      code: 'NOT_FOUND',
    });
  });

  it('when staff download the attachment, then the same bytes as an attachment with an ASCII fallback and the RFC 5987 UTF-8 name', async () => {
    const { admin, withFile } = await seed(t);
    const response = await t.http().get(`/api/feedback/${withFile}/attachment`).set(bearer(admin.token)).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(PDF.length));
    const disposition = response.headers['content-disposition'] as string;
    expect(disposition).toBe(`attachment; filename="_____ ______.pdf"; filename*=UTF-8''${encodeURIComponent('Отчёт _итог_.pdf')}`);
    expect(response.body).toEqual(PDF);
  });

  it('when there is no attachment, or its file is gone from disk, then 404 "Файл не найден"', async () => {
    const { admin, withFile, plain } = await seed(t);
    const none = await t.http().get(`/api/feedback/${plain}/attachment`).set(bearer(admin.token));
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: 'Файл не найден', code: 'NOT_FOUND' });
    rmSync(attachments, { recursive: true, force: true });
    const gone = await t.http().get(`/api/feedback/${withFile}/attachment`).set(bearer(admin.token));
    expect(gone.status).toBe(404);
  });

  it('when archived, then it leaves the list and shows with includeArchived; unarchive restores it', async () => {
    const { moderator, withFile, plain } = await seed(t);
    const archived = await t.http().patch(`/api/feedback/${withFile}/archive`).set(bearer(moderator.token));
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id: withFile, isArchived: true });
    const active = await t.http().get('/api/feedback').set(bearer(moderator.token));
    expect(active.body.map((item: { id: number }) => item.id)).toEqual([plain]);
    const all = await t.http().get('/api/feedback?includeArchived=true').set(bearer(moderator.token));
    expect(all.body).toHaveLength(2);
    const restored = await t.http().patch(`/api/feedback/${withFile}/unarchive`).set(bearer(moderator.token));
    expect(restored.body.isArchived).toBe(false);
    expect((await t.http().patch('/api/feedback/999/archive').set(bearer(moderator.token))).status).toBe(404);
  });
});

const feedbackOf = async (app: TestApp) => {
  const author = await app.createUser({ roles: ['STUDENT'] });
  const response = await send(author.token, formFor(author), pdf());
  return (response.body as { id: number }).id;
};

const CALLS: Call[] = [
  {
    name: 'POST /feedback',
    allowed: ['STUDENT'],
    prepare: async (app) => ({ method: 'post', path: '/api/feedback', body: formFor(await app.createUser({ roles: ['STUDENT'] })) }),
  },
  { name: 'GET /feedback', allowed: STAFF, prepare: async () => ({ method: 'get', path: '/api/feedback?includeArchived=1' }) },
  {
    name: 'GET /feedback/:id',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'get', path: `/api/feedback/${await feedbackOf(app)}` }),
  },
  {
    name: 'GET /feedback/:id/attachment',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'get', path: `/api/feedback/${await feedbackOf(app)}/attachment` }),
  },
  {
    name: 'PATCH /feedback/:id/archive',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'patch', path: `/api/feedback/${await feedbackOf(app)}/archive` }),
  },
  {
    name: 'PATCH /feedback/:id/unarchive',
    allowed: STAFF,
    prepare: async (app) => ({ method: 'patch', path: `/api/feedback/${await feedbackOf(app)}/unarchive` }),
  },
];

roleTable('feedback: every call × every role', t, CALLS);
