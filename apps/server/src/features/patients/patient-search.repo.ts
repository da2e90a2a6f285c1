import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import type { PatientSummaryRow } from './patients.mapper.ts';
import { summaryColumns, type ClinicScope } from './patients.repo.ts';
import { patients } from './patients.table.ts';

/**
 * A keyword already taken apart by the search use case: the DN it may name, the lower-case terms
 * that must each occur in the search text (so "ใจดี สมชาย" finds สมชาย ใจดี), and the whole
 * keyword for exact matches of a legacy DN, mobile or national id.
 */
export type PatientSearchTerms = {
  dn: number | null;
  terms: string[];
  exact: string;
};

export type PatientSearch = {
  keyword: PatientSearchTerms | null;
  /** Patients registered at this branch; absent: the whole clinic. */
  branchId?: number;
};

/** `%term%` with LIKE's own wildcards in the term taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
function startsPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function keywordCondition(keyword: PatientSearchTerms): SQL {
  const alternatives: SQL[] = [];
  if (keyword.dn !== null) alternatives.push(sql`${patients.dn} = ${keyword.dn}`);
  alternatives.push(sql`lower(${patients.existDn}) = ${keyword.exact}`);
  if (keyword.terms.length > 0) {
    // Every term somewhere in the search text (trigram index `patients_search_idx`).
    const all = keyword.terms.map((term) => sql`${patients.searchText} like ${containsPattern(term)}`);
    alternatives.push(sql`(${sql.join(all, sql` and `)})`);
  }
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/**
 * The order of a keyword's matches: the exact DN first, then an exact legacy DN, mobile or
 * national id, then names that start with the first term (Thai or English, first or last name),
 * then the other matches; alphabetically by Thai name within each group.
 */
function keywordRank(keyword: PatientSearchTerms): SQL {
  const first = keyword.terms[0] ?? keyword.exact;
  const starts = startsPattern(first);
  return sql`case
    when ${keyword.dn === null ? sql`false` : sql`${patients.dn} = ${keyword.dn}`} then 0
    when lower(${patients.existDn}) = ${keyword.exact} or ${patients.mobile} = ${keyword.exact}
      or ${patients.personalId} = ${keyword.exact} then 1
    when ${patients.firstNameTh} like ${starts} or ${patients.lastNameTh} like ${starts}
      or lower(${patients.firstNameEn}) like ${starts} or lower(${patients.lastNameEn}) like ${starts} then 2
    else 3 end`;
}

function searchWhere(scope: ClinicScope, search: PatientSearch): SQL | undefined {
  return and(
    eq(patients.clinicId, scope.clinicId),
    isNull(patients.deletedAt),
    search.branchId === undefined ? undefined : eq(patients.registeredBranchId, search.branchId),
    search.keyword ? keywordCondition(search.keyword) : undefined,
  );
}

/**
 * A page of the clinic's patients and how many match in all (two statements: the page can use
 * the DN index or stop at its limit, while the count needs every match).
 * TODO(appointments): with branchId, also the patients seen at that branch once visits exist.
 */
export async function searchPatients(
  tx: Tx,
  scope: ClinicScope,
  search: PatientSearch,
  page: { offset: number; limit: number },
): Promise<{ rows: PatientSummaryRow[]; total: number }> {
  const where = searchWhere(scope, search);
  const order = search.keyword
    ? [keywordRank(search.keyword), patients.firstNameTh, patients.lastNameTh, patients.dn]
    : [desc(patients.dn)];
  const rows = await tx
    .select(summaryColumns)
    .from(patients)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(patients)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}
