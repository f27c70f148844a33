import { centreSettings } from './schema';
import type { Database } from './client';

/**
 * Tells the database the centre's time zone (CENTRE_TIME_ZONE): the journal's SQL takes "today" in
 * it (centre_today(), migration 0015). Written at every start, so a changed setting holds at once.
 */
export async function recordCentreTimeZone(db: Database, timeZone: string): Promise<void> {
  await db.update(centreSettings).set({ timeZone });
}
