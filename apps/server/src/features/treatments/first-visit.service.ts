import { COMPREHENSIVE_EXAM_CODE, type TMasterEntry } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { listMasterEntries } from '../masters/master-lists.service.ts';
import { listByPatient } from './treatments.repo.ts';

/**
 * GET /api/treatment/firstVisit/{c}/{b}?patientId=: a patient without any record in the clinic is
 * at a first visit, where the form proposes the comprehensive examination (the branch's live treat
 * entry coded COMPREHENSIVE_EXAM_CODE; null if the branch has none or hid it). A helper the form
 * calls rather than a flag on the record's GET: the record does not exist yet when it is asked.
 */
export async function firstVisit(
  tx: Tx,
  branch: BranchScope,
  patientId: number,
): Promise<{ firstVisit: boolean; comprehensiveExam: TMasterEntry | null }> {
  const { total } = await listByPatient(tx, branch.clinicId, patientId, { offset: 0, limit: 1, unpaidOnly: false });
  const { list } = await listMasterEntries(tx, branch, 'treat', {
    keyword: COMPREHENSIVE_EXAM_CODE,
    offset: 0,
    limit: 20,
  } as never);
  const entry = list.find((row) => row.code === COMPREHENSIVE_EXAM_CODE && row.deletedAt === null) ?? null;
  return { firstVisit: total === 0, comprehensiveExam: entry };
}
