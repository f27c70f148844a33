import { sql } from 'drizzle-orm';
import { centreSettings } from './schema';
import { rowsOf, type Database } from './client';

/**
 * Tells the database the centre's time zone (CENTRE_TIME_ZONE): the journal's SQL takes "today" in
 * it (centre_today(), migration 0015). Written at every start, so a changed setting holds at once.
 */
export async function recordCentreTimeZone(db: Database, timeZone: string): Promise<void> {
  await db.update(centreSettings).set({ timeZone });
}

/** The centre's date today ('YYYY-MM-DD' in CENTRE_TIME_ZONE): what "not after today" means. */
export async function centreToday(db: Database): Promise<string> {
  const [row] = await rowsOf<{ today: string }>(db, sql`select centre_today()::text as today`);
  if (!row) throw new Error('centre_today() returned no row');
  return row.today;
}
