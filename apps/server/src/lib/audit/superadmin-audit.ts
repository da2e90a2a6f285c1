import type { Tx } from '../db/database.ts';
import { superadminAudit } from './audit.table.ts';

/**
 * One row of the platform audit (`superadmin_audit`): a super-administrator's read or change,
 * written in the transaction of the work it records. Cross-cutting, so that a lower feature's
 * platform endpoint (oauth's client list) audits the same way as the superadmin feature.
 */
export async function writeSuperadminAudit(tx: Tx, userId: string, action: string, target: string): Promise<void> {
  await tx.insert(superadminAudit).values({ userId, action, target });
}
