import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { inAuditedTransaction, isRequestTransaction, requestScopedDatabase, WriteRace } from '../src/db/audited-writes';
import { useTestApp } from './harness';

const t = useTestApp();

const subjectsNamed = async (name: string) =>
  (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from subjects where name = ${name}`))[0]!.n;

describe('a write request’s transaction', () => {
  it('when the work loses a write race, then the whole request runs again from the start, and its first attempt leaves nothing', async () => {
    const scoped = requestScopedDatabase(t.db);
    let attempts = 0;
    const created = await inAuditedTransaction(t.db, undefined, undefined, async () => {
      attempts += 1;
      expect(isRequestTransaction(scoped)).toBe(true);
      await scoped.execute(sql`insert into subjects (name) values ('Физика')`);
      if (attempts < 3) throw new WriteRace(new Error('Время занято'));
      return attempts;
    });
    expect(created).toBe(3);
    expect(await subjectsNamed('Физика')).toBe(1);
    expect(isRequestTransaction(scoped)).toBe(false);
  });

  it('when the race is lost every time, then the write’s own refusal is answered and nothing is written', async () => {
    const scoped = requestScopedDatabase(t.db);
    const refusal = new Error('Время занято');
    let attempts = 0;
    await expect(
      inAuditedTransaction(t.db, undefined, undefined, async () => {
        attempts += 1;
        await scoped.execute(sql`insert into subjects (name) values ('Химия')`);
        throw new WriteRace(refusal);
      }),
    ).rejects.toBe(refusal);
    expect(attempts).toBe(5);
    expect(await subjectsNamed('Химия')).toBe(0);
  });

  it('when the work fails otherwise, then it is not run again', async () => {
    let attempts = 0;
    await expect(
      inAuditedTransaction(t.db, undefined, undefined, async () => {
        attempts += 1;
        throw new Error('не то');
      }),
    ).rejects.toThrow('не то');
    expect(attempts).toBe(1);
  });
});
