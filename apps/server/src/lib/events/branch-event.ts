import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/database.ts';

/** The one channel of every branch's events: subscribers pick their branch from the payload. */
export const BRANCH_EVENTS_CHANNEL = 'yim_branch_events';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; ours are far below. */
const PAYLOAD_MAX_BYTES = 7_999;

/**
 * What changed in a branch: a kind (`appointment.booked`) and the ids that name it, never a
 * patient's data: the notification passes through the database's shared queue and every
 * instance, and the client refetches what it may see through the ordinary endpoints.
 */
export const ZBranchEvent = z.object({
  clinicId: z.number().int().positive(),
  branchId: z.number().int().positive(),
  /** `<feature's record>.<what happened>`, e.g. `appointment.moved`. */
  kind: z.string().regex(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/),
  /** The changed record's id, when there is one. */
  id: z.number().int().positive().optional(),
});
export type TBranchEvent = z.infer<typeof ZBranchEvent>;

/**
 * Tells every instance about a change, inside the writer's transaction: PostgreSQL (and PGlite)
 * deliver the notification when that transaction commits, and never when it rolls back, so a
 * subscriber hears only of changes that happened.
 */
export async function publishBranchEvent(tx: Tx, event: TBranchEvent): Promise<void> {
  const payload = JSON.stringify(ZBranchEvent.parse(event));
  if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES) throw new Error('a branch event payload must stay small');
  await tx.execute(sql`select pg_notify(${BRANCH_EVENTS_CHANNEL}, ${payload})`);
}

/** A payload from the channel, or null when it is not one of ours (another version's, garbled). */
export function parseBranchEvent(payload: string): TBranchEvent | null {
  try {
    const parsed = ZBranchEvent.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
