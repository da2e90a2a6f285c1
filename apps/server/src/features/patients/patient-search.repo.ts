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

/**
 * Terms go through the trigram index on `search_text` (the legacy DN is part of it, so an exact
 * legacy DN is found there too); an exact DN through the unique DN index. A keyword with no term
 * (fewer than five digits) is a DN or a legacy DN only, each served by its own index. No other
 * OR is added: PostgreSQL then gives up the indexes and reads the whole clinic.
 */
function keywordCondition(keyword: PatientSearchTerms): SQL {
  const alternatives: SQL[] = [];
  if (keyword.dn !== null) alternatives.push(sql`${patients.dn} = ${keyword.dn}`);
  if (keyword.terms.length > 0) {
    const all = keyword.terms.map((term) => sql`${patients.searchText} like ${containsPattern(term)}`);
    alternatives.push(sql`(${sql.join(all, sql` and `)})`);
  } else {
    alternatives.push(sql`lower(${patients.existDn}) = ${keyword.exact}`);
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
 * A page of the clinic's patients and how many match in all. A keyword search reads its matches
 * once, counting them in the same statement (`count(*) over ()`); the plain list counts apart,
 * so that its page can stop at the limit on the DN index.
 * TODO(appointments): with branchId, also the patients seen at that branch once visits exist.
 */
export async function searchPatients(
  tx: Tx,
  scope: ClinicScope,
  search: PatientSearch,
  page: { offset: number; limit: number },
): Promise<{ rows: PatientSummaryRow[]; total: number }> {
  const where = searchWhere(scope, search);
  if (!search.keyword) {
    const rows = await tx
      .select(summaryColumns)
      .from(patients)
      .where(where)
      .orderBy(desc(patients.dn))
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total: await countPatients(tx, where) };
  }
  const counted = await tx
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(patients)
    .where(where)
    .orderBy(keywordRank(search.keyword), patients.firstNameTh, patients.lastNameTh, patients.dn)
    .limit(page.limit)
    .offset(page.offset);
  // A page past the end has no row to carry the count.
  const total = counted[0]?.total ?? (page.offset > 0 ? await countPatients(tx, where) : 0);
  return { rows: counted.map(({ total: _total, ...row }) => row), total };
}

async function countPatients(tx: Tx, where: SQL | undefined): Promise<number> {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(patients)
    .where(where);
  return Number(count?.n ?? 0);
}
