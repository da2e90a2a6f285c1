import {
  lineAmountSatang,
  satangToBaht,
  TREATMENT_OVERDUE_MAX_ITEMS,
  type TOverdueItem,
  type TOverdueWriteOff,
} from '@yim/contract';
import type { LoginLimits } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Database, Tx } from '../../lib/db/database.ts';
import type { AuthUser, BranchScope } from '../../lib/http/request-context.ts';
import { checkPasswordWithinBudget } from '../auth/password-attempts.service.ts';
import { findPasswordHash } from '../auth/users.repo.ts';
import { refreshPaidAt } from './treatment-payments.service.ts';
import { findLineRecords, findOverdueLines, findRecordsWithLines, markWrittenOff } from './treatment-payments.repo.ts';
import { TREATMENT_ENTITY } from './treatment-input.service.ts';
import { toTreatment } from './treatments.mapper.ts';
import { findLines, findTreatment } from './treatments.repo.ts';

const fullName = (...parts: string[]) => parts.filter(Boolean).join(' ');

/**
 * GET /api/treatment/overdue/{c}/{b}?patientId=: what the patient still owes on lines a receipt
 * paid in part, across the clinic's branches (a debt is paid at whichever branch the patient
 * comes to), oldest first; written-off lines are not listed.
 */
export async function listOverdueItems(
  tx: Tx,
  branch: BranchScope,
  patientId: number,
): Promise<{ list: TOverdueItem[] }> {
  const rows = await findOverdueLines(tx, branch.clinicId, patientId, TREATMENT_OVERDUE_MAX_ITEMS);
  return {
    list: rows.map((row) => ({
      id: row.line.id,
      treatmentId: row.line.treatmentId,
      appointmentId: row.appointmentId,
      branchId: row.line.branchId,
      treatmentDt: row.treatmentDt.toISOString(),
      doctorUid: row.doctorUid,
      doctorName: fullName(row.doctorFirstNameTh, row.doctorLastNameTh),
      doctorNameEn: fullName(row.doctorFirstNameEn, row.doctorLastNameEn),
      kind: row.line.kind,
      code: row.line.code,
      name: row.line.nameTh,
      nameEn: row.line.nameEn,
      teeth: row.line.teeth,
      surfaces: row.line.surfaces,
      quantity: row.line.quantity,
      price: satangToBaht(row.line.priceSatang),
      amount: satangToBaht(lineAmountSatang(row.line)),
      overdue: satangToBaht(row.line.overdueSatang ?? 0),
    })),
  };
}

/**
 * PUT /api/treatment/{c}/{b}/item/{id}/overdue: writes off what a line still owes. The caller
 * types their own password again, checked within the sign-in budget like a password change (a
 * wrong one counts as a failed attempt), before the write-off's short transaction. The line
 * (of the caller's clinic, else 404) must owe something after a receipt (TREAT-NOT-OVERDUE);
 * its record is locked first like a receipt's, so a payment and a write-off of one line queue.
 * A record whose lines now all owe nothing is paid.
 */
export async function writeOffOverdue(
  db: Database,
  limits: LoginLimits,
  { branch, caller, ip }: { branch: BranchScope; caller: AuthUser; ip: string },
  lineId: number,
  body: TOverdueWriteOff,
): Promise<{ id: number; treatmentId: number }> {
  const account = await db.run({ userId: caller.id }, (tx) => findPasswordHash(tx, caller.id));
  if (!account) throw new AppError('AUTH_SESSION_ENDED');
  const matches = await checkPasswordWithinBudget(
    db,
    limits,
    { email: account.email, ip },
    account.passwordHash,
    body.password,
  );
  if (!matches) throw new AppError('TREAT-PASSWORD-WRONG');
  return db.run({ clinicId: branch.clinicId, userId: caller.id }, async (tx) => {
    const [named] = await findLineRecords(tx, branch.clinicId, [lineId]);
    if (!named) throw new AppError('NOT_FOUND');
    const { lines } = await findRecordsWithLines(tx, branch.clinicId, [named.treatmentId], true);
    const line = lines.find((row) => row.id === lineId)!;
    const recordScope = { clinicId: branch.clinicId, branchId: line.branchId };
    const record = async () =>
      toTreatment(
        (await findTreatment(tx, recordScope, named.treatmentId))!,
        await findLines(tx, branch.clinicId, [named.treatmentId]),
      );
    const before = await record();
    if (line.overdueDeletedAt !== null || line.overdueSatang === null || line.overdueSatang === 0) {
      throw new AppError('TREAT-NOT-OVERDUE');
    }
    await markWrittenOff(tx, branch.clinicId, lineId, caller.id, body.overdueDeletedReason);
    await refreshPaidAt(tx, { clinicId: branch.clinicId }, [named.treatmentId]);
    await writeAudit(tx, branch, caller.id, {
      entity: TREATMENT_ENTITY,
      entityId: named.treatmentId,
      action: 'write_off',
      before,
      after: await record(),
    });
    return { id: lineId, treatmentId: named.treatmentId };
  });
}
