import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { sandboxLicences } from './licence-registry-sandbox.table.ts';

const COLUMNS = {
  licenceNo: sandboxLicences.licenceNo,
  holderNameTh: sandboxLicences.holderNameTh,
  holderNameEn: sandboxLicences.holderNameEn,
};

export type SandboxLicenceRow = { licenceNo: string; holderNameTh: string; holderNameEn: string };

export async function findSandboxLicence(tx: Tx, licenceNo: string): Promise<SandboxLicenceRow | undefined> {
  const [row] = await tx.select(COLUMNS).from(sandboxLicences).where(eq(sandboxLicences.licenceNo, licenceNo));
  return row;
}

export async function listSandboxLicences(tx: Tx): Promise<SandboxLicenceRow[]> {
  return tx.select(COLUMNS).from(sandboxLicences).orderBy(asc(sandboxLicences.licenceNo));
}

/** Adds an entry or renames its holder. */
export async function upsertSandboxLicence(tx: Tx, row: SandboxLicenceRow): Promise<void> {
  await tx
    .insert(sandboxLicences)
    .values(row)
    .onConflictDoUpdate({
      target: sandboxLicences.licenceNo,
      set: { holderNameTh: row.holderNameTh, holderNameEn: row.holderNameEn },
    });
}
