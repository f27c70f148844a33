import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES, PASSWORD_TOO_SHORT_MESSAGE, USER_IMPORT_COLUMNS, importDoneAnswer } from '@diary/common';
import { users } from '../src/db/schema';
import { ONLY_ADMIN_GRANTS_ADMIN } from '../src/modules/users/users.policy';
import { UNKNOWN_GENDER, UNKNOWN_ROLE } from '../src/modules/import/users-import';
import { MAX_IMPORT_ROWS, MAX_UNPACKED_BYTES, WORKBOOK_MESSAGES } from '../src/modules/import/workbook';
import { bearer, DEFAULT_PASSWORD, useTestApp } from './harness';
import { anXlsx, aZip, download, people, sheetRows, sheetXml, uploadImport, xlsxParts } from './factory';
import { withSecurityLog } from './security-log-capture';

const t = useTestApp();

const HEADER = [...USER_IMPORT_COLUMNS];
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });

describe('GET /api/import/users/template.xlsx', () => {
  it('when a MODERATOR downloads it, then the sheet "data" has the columns in order and "Пояснения" says what each takes', async () => {
    const { moderator } = await people(t);
    const response = await download(t, moderator.token, '/api/import/users/template.xlsx');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { names, rows } = await sheetRows(response.body as Buffer);
    expect(names).toEqual(['data', 'Пояснения']);
    expect(rows).toEqual([HEADER]);
  });
});

describe('POST /api/import/users', () => {
  it('when a dry run meets bad rows, then 200 with each problem at its row and column, and nothing is created', async () => {
    const { moderator } = await people(t);
    const taken = moderator.username;
    const file = await anXlsx([
      HEADER,
      ['Орлова', 'Вера', 'Павловна', 'orlova', DEFAULT_PASSWORD, 'Ученик', null],
      ['Соколов', null, null, 'sokolov', 'short', 'Преподаватель', 'Физика'],
      ['Белов', 'Артём', null, 'twice', null, 'Директор', null],
      ['Белова', 'Анна', null, 'twice', null, 'Ученик', null],
      [],
      ['Занятый', 'Логин', null, taken, null, 'ученик', null],
    ]);
    const before = await userCount();

    const response = await uploadImport(t, moderator.token, 'users', file, { dryRun: true });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      rows: 5,
      valid: 1,
      errors: [
        { row: 3, column: 'Имя', message: 'Введите имя' },
        { row: 3, column: 'Пароль', message: PASSWORD_TOO_SHORT_MESSAGE },
        { row: 4, column: 'Логин', message: IMPORT_MESSAGES.usernameTaken },
        { row: 4, column: 'Роль', message: UNKNOWN_ROLE },
        { row: 5, column: 'Логин', message: IMPORT_MESSAGES.usernameTaken },
        { row: 7, column: 'Логин', message: IMPORT_MESSAGES.usernameTaken },
      ],
    });
    expect(await userCount()).toBe(before);
  });

  it('when one row of a file is wrong, then 400 "Файл содержит ошибки" with it, and not even the good rows are created', async () => {
    const { admin } = await people(t);
    const file = await anXlsx([
      HEADER,
      ['Орлова', 'Вера', null, 'orlova', DEFAULT_PASSWORD, 'Ученик', null],
      ['Соколов', 'Олег', null, 'sokolov', DEFAULT_PASSWORD, 'Никто', null],
    ]);
    const before = await userCount();

    const response = await uploadImport(t, admin.token, 'users', file);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Файл содержит ошибки',
      code: 'VALIDATION',
      errors: [{ row: 3, column: 'Роль', message: UNKNOWN_ROLE }],
    });
    expect(await userCount()).toBe(before);
  });

  it('when passwords are left empty, then 201 with the generated ones once, and every imported user logs in with theirs', async () => {
    const { moderator } = await people(t);
    const file = await anXlsx([
      HEADER,
      ['Орлова', 'Вера', 'Павловна', 'orlova', null, 'Ученик', null],
      ['Соколов', 'Олег', null, 'sokolov', DEFAULT_PASSWORD, 'Преподаватель, Администратор', 'Физика'],
      ['Белов', 'Артём', null, 'belov', null, 'Преподаватель', null],
    ]);

    const response = await uploadImport(t, moderator.token, 'users', file);

    expect(response.status).toBe(201);
    expect(importDoneAnswer.parse(response.body).created).toBe(3);
    const passwords = response.body.passwords as { row: number; username: string; password: string }[];
    expect(passwords.map(({ row, username }) => ({ row, username }))).toEqual([
      { row: 2, username: 'orlova' },
      { row: 4, username: 'belov' },
    ]);
    for (const { username, password } of [...passwords, { username: 'sokolov', password: DEFAULT_PASSWORD }]) {
      expect((await login(username, password)).status).toBe(200);
    }
    const [sokolov] = await t.db.select().from(users).where(eq(users.username, 'sokolov'));
    const read = await t.http().get(`/api/users/${sokolov!.id}`).set(bearer(moderator.token));
    expect(read.body).toMatchObject({ second_name: 'Соколов', subject: 'Физика', last_name: null });
    expect(read.body.roles.map((role: { value: string }) => role.value)).toEqual(['TEACHER', 'MODERATOR']);
  });

  it('when a MODERATOR imports a Суперадмин, then that row is refused as the users form refuses it; an ADMIN may', async () => {
    const { admin, moderator } = await people(t);
    const file = await anXlsx([HEADER, ['Главный', 'Глеб', null, 'chief', DEFAULT_PASSWORD, 'Суперадмин', null]]);

    const refused = await uploadImport(t, moderator.token, 'users', file, { dryRun: true });
    expect(refused.body).toEqual({ rows: 1, valid: 0, errors: [{ row: 2, column: 'Роль', message: ONLY_ADMIN_GRANTS_ADMIN }] });
    expect((await uploadImport(t, moderator.token, 'users', file)).status).toBe(400);

    const created = await uploadImport(t, admin.token, 'users', file);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ created: 1 });
  });

  it('when a cell holds a formula, then its saved value is taken; a formula without one is an error of that cell', async () => {
    const { admin } = await people(t);
    const file = await anXlsx([
      HEADER,
      ['Орлова', { formula: 'PROPER("вера")', result: 'Вера' }, null, 'orlova', DEFAULT_PASSWORD, 'Ученик', null],
      ['Соколов', 'Олег', null, { formula: 'LOWER("SOKOLOV")' } as never, DEFAULT_PASSWORD, 'Ученик', null],
      ['Белов', 'Артём', null, 'belov', DEFAULT_PASSWORD, { error: '#N/A' } as never, null],
    ]);

    const response = await uploadImport(t, admin.token, 'users', file, { dryRun: true });

    expect(response.body).toEqual({
      rows: 3,
      valid: 1,
      errors: [
        { row: 3, column: 'Логин', message: WORKBOOK_MESSAGES.formulaWithoutValue },
        { row: 4, column: 'Роль', message: WORKBOOK_MESSAGES.errorValue('#N/A') },
      ],
    });
  });

  it('when columns are missing or renamed, then 400 naming each; optional ones may be left out', async () => {
    const { admin } = await people(t);
    const file = await anXlsx([
      ['Фамилия', 'Имя ученика', 'Login', 'Роль'],
      ['Орлова', 'Вера', 'orlova', 'Ученик'],
    ]);
    const response = await uploadImport(t, admin.token, 'users', file, { dryRun: true });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: WORKBOOK_MESSAGES.missingColumns,
      code: 'VALIDATION',
      errors: [
        { row: 1, column: 'Имя', message: WORKBOOK_MESSAGES.missingColumn('Имя') },
        { row: 1, column: 'Логин', message: WORKBOOK_MESSAGES.missingColumn('Логин') },
      ],
    });

    const short = await anXlsx([
      [' логин ', 'ФАМИЛИЯ', 'Имя', 'Роль'],
      [12345, 'Орлова', 'Вера', 'Ученик'],
    ]);
    const created = await uploadImport(t, admin.token, 'users', short);
    expect(created.status).toBe(201);
    expect(created.body.passwords[0].username).toBe('12345');
  });

  it('when the file is not an .xlsx, is empty of rows or has a cell too long, then a 400 saying so', async () => {
    const { admin } = await people(t);
    const notZip = await uploadImport(t, admin.token, 'users', Buffer.from('Фамилия;Имя\n'), { filename: 'люди.xlsx' });
    expect(notZip.status).toBe(400);
    expect(notZip.body.message).toBe(IMPORT_MESSAGES.notExcel);

    const renamed = await uploadImport(t, admin.token, 'users', await anXlsx([HEADER]), { filename: 'люди.csv' });
    expect(renamed.body.message).toBe(IMPORT_MESSAGES.notExcel);

    const headerOnly = await uploadImport(t, admin.token, 'users', await anXlsx([HEADER]));
    expect(headerOnly.body).toEqual({ message: WORKBOOK_MESSAGES.noRows, code: 'VALIDATION' });

    const long = await anXlsx([HEADER, ['я'.repeat(5000), 'Вера', null, 'orlova', null, 'Ученик', null]]);
    const tooLong = await uploadImport(t, admin.token, 'users', long, { dryRun: true });
    expect(tooLong.body.errors).toEqual([{ row: 2, column: 'Фамилия', message: WORKBOOK_MESSAGES.tooLong }]);

    const noFile = await t.http().post('/api/import/users?dryRun=1').set(bearer(admin.token)).send({});
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(IMPORT_MESSAGES.notExcel);
  });

  it('when a workbook has no sheet, or more rows than the cap, then 400 saying so', async () => {
    const { admin } = await people(t);
    const noSheet = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer());
    const empty = await uploadImport(t, admin.token, 'users', noSheet, { dryRun: true });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'file', message: WORKBOOK_MESSAGES.noSheet }]);

    const many = [
      HEADER,
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ['Орлова', 'Вера', null, `login${i}`, null, 'Ученик', null]),
    ];
    const tooMany = await uploadImport(t, admin.token, 'users', await anXlsx(many), { dryRun: true });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ message: WORKBOOK_MESSAGES.tooManyRows, code: 'VALIDATION' });
  });

  it('when more rows follow than the cap allows, then 400 at the first row past it, and what follows is never unpacked', async () => {
    const { admin } = await people(t);
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ['Орлова', 'Вера', null, `login${i}`, null, 'Ученик', null]);
    // After the rows, a cell of more text than may be unpacked: read to its end, the file would be refused for that.
    const tail = Buffer.concat([
      Buffer.from('<row r="9999"><c t="inlineStr"><is><t>'),
      Buffer.alloc(MAX_UNPACKED_BYTES + 1024 * 1024, 'A'),
    ]);
    const file = aZip(xlsxParts({ sheet: { content: sheetXml([HEADER, ...rows], tail) } }));

    const response = await uploadImport(t, admin.token, 'users', file, { dryRun: true });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: WORKBOOK_MESSAGES.tooManyRows, code: 'VALIDATION' });
  });

  it('when Пол is given, then it is taken in any case; when absent or empty, the patronymic tells; an unknown one is its error', async () => {
    const { admin } = await people(t);
    const genders = async (logins: string[]) =>
      Object.fromEntries(
        (await t.db.select({ username: users.username, male: users.male }).from(users))
          .filter((u) => logins.includes(u.username))
          .map((u) => [u.username, u.male]),
      );
    const withColumn = await anXlsx([
      [...HEADER, 'пол'],
      ['Орлова', 'Вера', 'Павловна', 'orlova', null, 'Ученик', null, 'Мужской'],
      ['Соколов', 'Олег', 'Петрович', 'sokolov', null, 'Ученик', null, 'ж'],
      ['Белова', 'Анна', 'Ильинична', 'belova', null, 'Ученик', null, null],
      ['Алиева', 'Лейла', 'Гейдар кызы', 'alieva', null, 'Ученик', null, ''],
      ['Белов', 'Артём', 'Ильич', 'belov', null, 'Ученик', null, 'ЖЕНСКИЙ'],
      ['Кузнецов', 'Глеб', null, 'kuznetsov', null, 'Ученик', null, 'М'],
    ]);
    expect((await uploadImport(t, admin.token, 'users', withColumn)).status).toBe(201);
    expect(await genders(['orlova', 'sokolov', 'belova', 'alieva', 'belov', 'kuznetsov'])).toEqual({
      orlova: 'M',
      sokolov: 'F',
      belova: 'F',
      alieva: 'F',
      belov: 'F',
      kuznetsov: 'M',
    });

    const without = await anXlsx([
      HEADER,
      ['Иванова', 'Мария', 'Никитична', 'ivanova', null, 'Ученик', null],
      ['Иванов', 'Пётр', 'Сергеевич', 'ivanov', null, 'Ученик', null],
      ['Петрова', 'Ольга', null, 'petrova', null, 'Ученик', null],
    ]);
    expect((await uploadImport(t, admin.token, 'users', without)).status).toBe(201);
    expect(await genders(['ivanova', 'ivanov', 'petrova'])).toEqual({ ivanova: 'F', ivanov: 'M', petrova: 'M' });

    const unknown = await anXlsx([
      [...HEADER, 'Пол'],
      ['Смирнова', 'Анна', null, 'smirnova', null, 'Ученик', null, 'жен.'],
    ]);
    const refused = await uploadImport(t, admin.token, 'users', unknown, { dryRun: true });
    expect(refused.body).toEqual({ rows: 1, valid: 0, errors: [{ row: 2, column: 'Пол', message: UNKNOWN_GENDER }] });
  });

  it("when an import creates users, then the audit records each as the importer's, action 'import'", async () => {
    const { admin } = await people(t);
    const file = await anXlsx([HEADER, ['Орлова', 'Вера', null, 'orlova', null, 'Ученик', null]]);
    expect((await uploadImport(t, admin.token, 'users', file)).status).toBe(201);
    const [orlova] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'orlova'));

    const audit = await t.http().get('/api/audit').query({ entity: 'user', entityId: orlova!.id }).set(bearer(admin.token));

    expect(audit.body.items).toEqual([
      expect.objectContaining({ action: 'import', entity: 'user', entityId: orlova!.id, actor: expect.objectContaining({ id: admin.id }) }),
    ]);
  });

  it('when an import creates users, then the security log has one user.created line for each, once committed; a refused file, none', async () => {
    const { admin } = await people(t);
    const log = withSecurityLog(t);
    const send = (file: Buffer) =>
      log
        .http()
        .post('/api/import/users?dryRun=0')
        .set(bearer(admin.token))
        .attach('file', file, { filename: 'люди.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const good = await anXlsx([
      HEADER,
      ['Орлова', 'Вера', null, 'orlova', null, 'Ученик', null],
      ['Соколов', 'Олег', null, 'sokolov', null, 'Преподаватель', null],
    ]);

    expect((await send(good)).status).toBe(201);
    const created = await t.db.select({ id: users.id, username: users.username }).from(users);
    const idOf = (username: string) => created.find((u) => u.username === username)?.id;
    expect(log.lines.filter((line) => line.event === 'user.created')).toEqual([
      expect.objectContaining({ actorId: admin.id, targetUserId: idOf('orlova'), username: 'orlova' }),
      expect.objectContaining({ actorId: admin.id, targetUserId: idOf('sokolov'), username: 'sokolov' }),
    ]);

    log.lines.length = 0;
    const bad = await anXlsx([HEADER, ['Белов', 'Артём', null, 'orlova', null, 'Ученик', null]]);
    expect((await send(bad)).status).toBe(400);
    expect(log.lines).toEqual([]);
  });

  it('when a file is larger than 5 MB, then 400 with the contract text', async () => {
    const { admin } = await people(t);
    const response = await uploadImport(t, admin.token, 'users', Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: IMPORT_MESSAGES.notExcel,
      code: 'VALIDATION',
      errors: [{ path: 'file', message: WORKBOOK_MESSAGES.tooLarge }],
    });
  });

  it('when a TEACHER or a STUDENT calls any import route, then 403', async () => {
    const { teacher, student } = await people(t);
    const file = await anXlsx([HEADER, ['Орлова', 'Вера', null, 'orlova', null, 'Ученик', null]]);
    for (const { token } of [teacher, student]) {
      for (const kind of ['users', 'schedule'] as const) {
        const upload = await uploadImport(t, token, kind, file, { dryRun: true });
        expect(upload.status).toBe(403);
        expect(upload.body.message).toBe('Недостаточно прав');
        expect((await t.http().get(`/api/import/${kind}/template.xlsx`).set(bearer(token))).status).toBe(403);
      }
    }
  });
});
