import { normalizePhone, parseDnKeyword, type TPatientList, type TPatientListQuery } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { toPatientSummary } from './patients.mapper.ts';
import { listPatientsByIds } from './patients.repo.ts';
import { searchPatients, type PatientSearchTerms } from './patient-search.repo.ts';

/**
 * Digit fragments shorter than this name a DN or a legacy DN only: '42' inside every phone number
 * would match most of the clinic, and a trigram index cannot serve fewer than three characters.
 */
const MIN_DIGIT_FRAGMENT = 5;

/**
 * Takes a keyword apart. Digits (with dashes or spaces, as a phone or national id is typed) are
 * one term without them and may be a DN; anything else is split on spaces into terms that must
 * all occur, in any order, so a first and last name match either way round.
 */
export function parsePatientKeyword(keyword: string): PatientSearchTerms | null {
  const exact = keyword.trim().toLowerCase();
  if (exact === '') return null;
  if (/^[\d\s\-‐‑–—]+$/.test(exact)) {
    const digits = normalizePhone(exact);
    return {
      dn: parseDnKeyword(digits),
      terms: digits.length >= MIN_DIGIT_FRAGMENT ? [digits] : [],
      exact: digits,
    };
  }
  return { dn: null, terms: exact.split(/\s+/), exact };
}

/**
 * GET /api/patient/{c}/{b}: a page of the clinic's patients (all branches, or those registered
 * at `branchId`), searched by one keyword; or, with `ids`, those patients (the remembered recent
 * ones), whichever exist and are not deleted.
 */
export async function listPatients(
  tx: Tx,
  branch: { clinicId: number },
  query: TPatientListQuery,
): Promise<TPatientList> {
  if (query.ids) {
    const rows = await listPatientsByIds(tx, branch, query.ids);
    return { list: rows.map(toPatientSummary), maxPatient: rows.length };
  }
  const { rows, total, capped } = await searchPatients(
    tx,
    branch,
    { keyword: query.keyword ? parsePatientKeyword(query.keyword) : null, branchId: query.branchId },
    query,
  );
  return { list: rows.map(toPatientSummary), maxPatient: total, ...(capped ? { maxPatientCapped: true } : {}) };
}
