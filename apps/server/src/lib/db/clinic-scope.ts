import { sql } from 'drizzle-orm';
import type { Tx } from './database.ts';

// The one home of the clinic a transaction may see (`app.clinic_id`, read by every tenant
// table's policy). A transaction starts in its scope's clinic (database.ts), or in the clinic of
// its branch url when its entry enters it (request_entry, migration 0049: request-access.ts); it
// moves only through these functions, so a move can always be found, and undone.

/** The clinic the transaction is in now, or null. */
export async function currentClinic(tx: Tx): Promise<number | null> {
  const result = await tx.execute<{ clinic_id: string | null }>(
    sql`select nullif(current_setting('app.clinic_id', true), '') as clinic_id`,
  );
  const value = result.rows[0]?.clinic_id;
  return value ? Number(value) : null;
}

async function enterClinic(tx: Tx, clinicId: number | null): Promise<void> {
  await tx.execute(sql`select set_config('app.clinic_id', coalesce((${clinicId}::integer)::text, ''), true)`);
}

/**
 * Runs `work` inside `clinicId`'s scope, then puts the transaction back in the clinic it was in
 * before (also when `work` fails), so a caller already inside a clinic keeps it.
 */
export async function withinClinic<T>(tx: Tx, clinicId: number, work: () => Promise<T>): Promise<T> {
  const previous = await currentClinic(tx);
  await enterClinic(tx, clinicId);
  try {
    return await work();
  } finally {
    await enterClinic(tx, previous);
  }
}
