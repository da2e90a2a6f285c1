import {
  isValidThaiNationalId,
  normalizeNationalId,
  type DuplicateReason,
  type TCheckDuplicateQuery,
  type TDuplicateCheck,
} from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { toPatientSummary } from './patients.mapper.ts';
import { findDuplicateCandidates } from './patients.repo.ts';

/**
 * GET /api/patient/checkDuplicate/{c}/{b}: living patients of the clinic with the same Thai first
 * and last name, or the same national id, than the form is about to save (`id`: the record being
 * edited, left out). The form warns; it does not forbid (two people may share a name).
 */
export async function checkDuplicatePatient(
  tx: Tx,
  branch: { clinicId: number },
  query: TCheckDuplicateQuery,
): Promise<TDuplicateCheck> {
  // A national id is compared as stored: Thai ids without dashes, other documents as typed.
  const personalId = isValidThaiNationalId(query.personalId) ? normalizeNationalId(query.personalId) : query.personalId;
  const rows = await findDuplicateCandidates(tx, branch, {
    firstNameTh: query.firstNameTh,
    lastNameTh: query.lastNameTh,
    personalId,
    excludeId: query.id,
  });
  const list = rows.map(({ sameName, samePersonalId, ...row }) => {
    const matchedBy: DuplicateReason[] = [];
    if (sameName) matchedBy.push('name');
    if (samePersonalId) matchedBy.push('personalId');
    return { ...toPatientSummary(row), matchedBy };
  });
  return { duplicated: list.length > 0, list };
}
