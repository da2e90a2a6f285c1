import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { sandboxTeleCases, sandboxTeleLinks } from './tele-dentistry-sandbox.table.ts';

const LINK_COLUMNS = {
  id: sandboxTeleLinks.id,
  patientRef: sandboxTeleLinks.patientRef,
  code: sandboxTeleLinks.code,
  issuedAt: sandboxTeleLinks.issuedAt,
  expiresAt: sandboxTeleLinks.expiresAt,
  confirmedAt: sandboxTeleLinks.confirmedAt,
  endedAt: sandboxTeleLinks.endedAt,
  endReason: sandboxTeleLinks.endReason,
};

export type SandboxTeleLinkRow = {
  id: number;
  patientRef: string;
  code: string;
  issuedAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
};

/**
 * The patient's links that have not ended, newest first. The patient is locked for the rest of
 * the transaction first: two codes asked at once must not both stay open.
 */
export async function openLinksOf(tx: Tx, patientRef: string): Promise<SandboxTeleLinkRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-tele:${patientRef}`}))`);
  return tx
    .select(LINK_COLUMNS)
    .from(sandboxTeleLinks)
    .where(and(eq(sandboxTeleLinks.patientRef, patientRef), isNull(sandboxTeleLinks.endedAt)))
    .orderBy(desc(sandboxTeleLinks.id));
}

export async function findLinkByCode(tx: Tx, code: string): Promise<SandboxTeleLinkRow | undefined> {
  const [row] = await tx
    .select(LINK_COLUMNS)
    .from(sandboxTeleLinks)
    .where(eq(sandboxTeleLinks.code, code))
    .orderBy(desc(sandboxTeleLinks.id))
    .limit(1)
    .for('update');
  return row;
}

export async function listLinks(tx: Tx, limit: number): Promise<SandboxTeleLinkRow[]> {
  return tx.select(LINK_COLUMNS).from(sandboxTeleLinks).orderBy(desc(sandboxTeleLinks.id)).limit(limit);
}

export async function insertLink(
  tx: Tx,
  row: { patientRef: string; code: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(sandboxTeleLinks).values(row);
}

export async function confirmLink(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(sandboxTeleLinks).set({ confirmedAt: at }).where(eq(sandboxTeleLinks.id, id));
}

export async function endLink(tx: Tx, id: number, at: Date, reason: 'unlinked' | 'replaced'): Promise<void> {
  await tx.update(sandboxTeleLinks).set({ endedAt: at, endReason: reason }).where(eq(sandboxTeleLinks.id, id));
}

const CASE_COLUMNS = { id: sandboxTeleCases.id, openedAt: sandboxTeleCases.openedAt, note: sandboxTeleCases.note };

export async function openCasesOf(tx: Tx, patientRef: string) {
  return tx
    .select(CASE_COLUMNS)
    .from(sandboxTeleCases)
    .where(and(eq(sandboxTeleCases.patientRef, patientRef), isNull(sandboxTeleCases.closedAt)))
    .orderBy(asc(sandboxTeleCases.id));
}

export async function insertCase(tx: Tx, row: { patientRef: string; note: string; openedAt: Date }) {
  const [created] = await tx.insert(sandboxTeleCases).values(row).returning(CASE_COLUMNS);
  return created!;
}

export async function closeCasesOf(tx: Tx, patientRef: string, at: Date): Promise<void> {
  await tx
    .update(sandboxTeleCases)
    .set({ closedAt: at })
    .where(and(eq(sandboxTeleCases.patientRef, patientRef), isNull(sandboxTeleCases.closedAt)));
}
