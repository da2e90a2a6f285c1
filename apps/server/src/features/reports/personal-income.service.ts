import { canUse, satangToBaht, type TPersonalIncomeQuery, type TPersonalIncomeReport } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { sumDoctorIncomePerDay, sumIncomePerDoctor, sumIncomePerItem } from './branch-income.repo.ts';
import { findBranchMember } from './branch-doctor.repo.ts';
import { toDoctorIncome, toItemRow } from './reports.mapper.ts';
import type { BranchIds, DayRange } from './report-scope.repo.ts';

export type Caller = { userId: string; roleIds: readonly number[] };
type BranchMember = NonNullable<Awaited<ReturnType<typeof findBranchMember>>>;

/**
 * Whose income a caller may read: their own; naming another doctor is for those who read the
 * branch's figures (reportBranch); a doctor asking for a colleague's is refused, not shown.
 */
export async function personalIncomeDoctor(
  tx: Tx,
  scope: BranchIds,
  caller: Caller,
  requestedUid: string | undefined,
): Promise<{ doctorUid: string; member: BranchMember }> {
  const doctorUid = requestedUid ?? caller.userId;
  if (doctorUid !== caller.userId && !canUse('reportBranch', caller.roleIds)) throw new AppError('PERMISSION_DENIED');
  const member = await findBranchMember(tx, scope, doctorUid);
  if (!member) throw new AppError('NOT_FOUND');
  return { doctorUid, member };
}

/** A doctor's income over the range, for a doctor the caller was found to be allowed to read. */
export async function doctorIncome(
  tx: Tx,
  scope: BranchIds,
  { doctorUid, member }: { doctorUid: string; member: BranchMember },
  range: DayRange,
): Promise<TPersonalIncomeReport> {
  const [income] = await sumIncomePerDoctor(tx, scope, range, doctorUid);
  const days = await sumDoctorIncomePerDay(tx, scope, range, doctorUid);
  const items = await sumIncomePerItem(tx, scope, range, doctorUid);
  return {
    range,
    doctor: toDoctorIncome({
      doctorUid,
      doctorName: income?.doctorName ?? member.name,
      receiptCount: income?.receiptCount ?? 0,
      lineCount: income?.lineCount ?? 0,
      paidSatang: income?.paidSatang ?? 0,
      feeSharePercent: member.feeSharePercent,
    }),
    days: days.map((d) => ({ date: d.date, lineCount: d.lineCount, paid: satangToBaht(d.paidSatang) })),
    items: items.map(toItemRow),
  };
}

/** GET personalIncome: a doctor's own income, or a colleague's for those who read branch reports. */
export async function personalIncomeReport(
  tx: Tx,
  scope: BranchIds,
  caller: Caller,
  query: TPersonalIncomeQuery,
): Promise<TPersonalIncomeReport> {
  const doctor = await personalIncomeDoctor(tx, scope, caller, query.doctorUid);
  return doctorIncome(tx, scope, doctor, { startDate: query.startDate, endDate: query.endDate });
}
