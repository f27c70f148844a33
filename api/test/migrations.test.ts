import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../src/db/migrate';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;

describe('migrations', () => {
  it('lists every SQL file in the journal, in order', () => {
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_file, index) => index));
  });

  it('dates each migration after the one before (the migrator skips one dated before the last applied)', () => {
    journal.entries.slice(1).forEach((entry, index) => {
      expect([entry.tag, entry.when > journal.entries[index]!.when]).toEqual([entry.tag, true]);
    });
  });
});
