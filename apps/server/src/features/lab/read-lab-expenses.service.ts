import { satangToBaht, type TLabExpense, type TLabExpenseListQuery } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import { parsePatientKeyword } from '../patients/search-patients.service.ts';
import { toLabExpense } from './lab-expenses.mapper.ts';
import { findLabExpense, listLabExpenses, type BranchIds } from './lab-expenses.repo.ts';

/** GET /api/lab/{c}/{b}/{id}: one expense of the branch (another branch's or clinic's: 404). */
export async function readLabExpense(tx: Tx, branch: BranchIds, id: number): Promise<TLabExpense> {
  const row = await findLabExpense(tx, branch, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toLabExpense(row);
}

/** GET /api/lab/{c}/{b}: a page of the filtered expenses, their count, and the totals of the whole filtered set. */
export async function listLabExpensesOfBranch(tx: Tx, branch: BranchIds, query: TLabExpenseListQuery) {
  const { rows, total, liveCount, liveCostSatang } = await listLabExpenses(
    tx,
    branch,
    {
      startDate: query.startDt,
      endDate: query.endDt,
      status: query.status,
      companyId: query.companyId,
      doctorUid: query.doctorUid,
      keyword: query.keyword ? parsePatientKeyword(query.keyword) : null,
    },
    query,
  );
  return {
    list: rows.map(toLabExpense),
    total,
    totals: { count: liveCount, cost: satangToBaht(liveCostSatang) },
  };
}
