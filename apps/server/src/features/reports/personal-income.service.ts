import { canUse, satangToBaht, type TPersonalIncomeQuery, type TPersonalIncomeReport } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { sumDoctorIncomePerDay, sumIncomePerDoctor, sumIncomePerItem } from './branch-income.repo.ts';
import { findBranchMember } from './branch-doctor.repo.ts';
import { toDoctorIncome, toItemRow } from './reports.mapper.ts';
import type { BranchIds } from './report-scope.repo.ts';

type Caller = { userId: string; roleIds: readonly number[] };

/**
 * GET personalIncome: a doctor's own income. Naming another doctor is for those who read the
 * branch's figures (reportBranch); a doctor asking for a colleague's is refused, not shown.
 */
export async function personalIncomeReport(
  tx: Tx,
  scope: BranchIds,
  caller: Caller,
  query: TPersonalIncomeQuery,
): Promise<TPersonalIncomeReport> {
  const doctorUid = query.doctorUid ?? caller.userId;
  if (doctorUid !== caller.userId && !canUse('reportBranch', caller.roleIds)) throw new AppError('PERMISSION_DENIED');
  const member = await findBranchMember(tx, scope, doctorUid);
  if (!member) throw new AppError('NOT_FOUND');
  const range = { startDate: query.startDate, endDate: query.endDate };
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
