import { eq } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { calendarVersions } from './calendar-versions.table.ts';

/** The clinic's calendar version (calendar-versions.table.ts); 0 before its first change. */
export async function readCalendarVersion(tx: Tx, clinicId: number): Promise<number> {
  const [row] = await tx
    .select({ version: calendarVersions.version })
    .from(calendarVersions)
    .where(eq(calendarVersions.clinicId, clinicId));
  return row?.version ?? 0;
}
