import { PATIENT_SEARCH_COUNT_CAP } from '@yim/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery, value } from '../../lib/db/prepared-query.ts';
import type { PatientSummaryRow } from './patients.mapper.ts';
import { listPatientsByIds, summaryColumns, type ClinicScope } from './patients.repo.ts';
import { patientDnCounters, patients } from './patients.table.ts';

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
  /** Patients registered at this branch or with an appointment there; absent: the whole clinic. */
  branchId?: number;
};

type Page = { offset: number; limit: number };

/** `%term%` with LIKE's own wildcards in the term taken literally. */
function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page and how many match in all; `capped`: more than `total`, which is then the count's cap. */
export type PatientSearchPage = { rows: PatientSummaryRow[]; total: number; capped?: boolean };

/**
 * A page of the clinic's patients and how many match in all. A keyword search is one call of
 * `search_patient_page()` (migrations 0020 and 0042, ADR 0012): under the tenant policy PostgreSQL
 * may not use the trigram index for LIKE (not leakproof), so the matching, the ranking and the
 * count run in that function, which keeps to the transaction's clinic, and the same statement
 * reads only the page's rows (`selectKeywordPage`). It counts up to PATIENT_SEARCH_COUNT_CAP (a broad keyword answers the cap
 * and `capped`), and finds a broad keyword's page by walking the indexes of the names that
 * start with it, which spares it reading every match. The plain list of the clinic reads its
 * total apart, kept as records come and go (migration 0046), so that its page can stop at the
 * limit on the DN index. A branch's patients are those registered there and those with an
 * appointment there (migration 0029): both lists with a branch ask a function of that
 * migration, so that this feature's SQL never names the appointments table, a higher feature's.
 */
export async function searchPatients(
  tx: Tx,
  scope: ClinicScope,
  search: PatientSearch,
  page: Page,
): Promise<PatientSearchPage> {
  if (search.keyword) return searchByKeyword(tx, scope, search.keyword, search.branchId, page);
  if (search.branchId !== undefined) return branchPatients(tx, scope, search.branchId, page);
  const rows = await selectClinicPage(tx, { clinicId: scope.clinicId, limit: page.limit, offset: page.offset });
  const [count] = await countClinicPatients(tx, { clinicId: scope.clinicId });
  return { rows, total: Number(count?.n ?? 0) };
}

const clinicPatients = and(eq(patients.clinicId, sql.placeholder('clinicId')), isNull(patients.deletedAt));

/** The clinic's list without a keyword, newest DN first: the screen's first call, prepared. */
const selectClinicPage = preparedQuery<ClinicScope & Page, PatientSummaryRow[]>('patients_clinic_page', (tx, name) =>
  tx
    .select(summaryColumns)
    .from(patients)
    .where(clinicPatients)
    .orderBy(desc(patients.dn))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/**
 * How many living records the clinic has, as the triggers of migration 0046 keep it in the DN
 * counter's row (none yet: no patient): apart from the page, so that the page can stop at its
 * limit on the DN index, and read instead of counted (a count read the whole clinic).
 */
const countClinicPatients = preparedQuery<ClinicScope, { n: number }[]>('patients_clinic_count', (tx, name) =>
  tx
    .select({ n: patientDnCounters.livePatients })
    .from(patientDnCounters)
    .where(eq(patientDnCounters.clinicId, sql.placeholder('clinicId')))
    .prepare(name),
);

async function branchPatients(
  tx: Tx,
  scope: ClinicScope,
  branchId: number,
  page: Page,
): Promise<{ rows: PatientSummaryRow[]; total: number }> {
  const pageIds = async (at: Page) =>
    (
      await tx.execute<{ id: number; total: string | number }>(sql`
        select id, total from branch_patient_page(${branchId}::integer, ${at.limit}::integer, ${at.offset}::integer)`)
    ).rows.map((row) => ({ id: Number(row.id), total: Number(row.total) }));
  return readPage(tx, scope, page, pageIds);
}

type KeywordSearchValues = {
  clinicId: number;
  patterns: string[];
  dn: number | null;
  exact: string;
  starts: string;
  branchId: number | null;
  limit: number;
  offset: number;
  cap: number;
};

/**
 * One page of a keyword search, its rows best first, each with the number of all matches (up to
 * the cap + 1): `search_patient_page()` finds, ranks and counts them, and the same statement reads
 * the page's rows by id in the function's order. One round trip, and one statement whatever the
 * keyword (its terms are one array), so PostgreSQL plans it once per connection: reading the rows
 * apart cost a round trip, and with one id (a DN, a phone) a plan of its own every time (ADR
 * 0017). The function's `ROWS 20` (migration 0048) has the join read those rows by primary key.
 */
const selectKeywordPage = preparedQuery<KeywordSearchValues, (PatientSummaryRow & { total: string | number })[]>(
  'patients_keyword_page',
  (tx, name) =>
    tx
      .select({ ...summaryColumns, total: sql<string | number>`s.total` })
      .from(
        sql`search_patient_page(${value('patterns')}::text[], ${value('dn')}::integer, ${value('exact')}::text,
          ${value('starts')}::text, ${value('branchId')}::integer, ${value('limit')}::integer,
          ${value('offset')}::integer, ${value('cap')}::integer) with ordinality as s(id, total, n)`,
      )
      .innerJoin(
        patients,
        and(eq(patients.id, sql`s.id`), eq(patients.clinicId, value('clinicId')), isNull(patients.deletedAt)),
      )
      .orderBy(sql`s.n`)
      .prepare(name),
);

async function searchByKeyword(
  tx: Tx,
  scope: ClinicScope,
  keyword: PatientSearchTerms,
  branchId: number | undefined,
  page: Page,
): Promise<PatientSearchPage> {
  const values = {
    clinicId: scope.clinicId,
    patterns: keyword.terms.map(containsPattern),
    dn: keyword.dn,
    exact: keyword.exact,
    starts: `${escapeLike(keyword.terms[0] ?? keyword.exact)}%`,
    branchId: branchId ?? null,
    cap: PATIENT_SEARCH_COUNT_CAP,
  };
  const found = await selectKeywordPage(tx, { ...values, limit: page.limit, offset: page.offset });
  const rows = found.map(({ total: _total, ...row }) => row);
  // A page past the end has no row to carry the count.
  const carrier =
    found[0] ?? (page.offset > 0 ? (await selectKeywordPage(tx, { ...values, limit: 1, offset: 0 }))[0] : undefined);
  const total = Number(carrier?.total ?? 0);
  return total > PATIENT_SEARCH_COUNT_CAP ? { rows, total: PATIENT_SEARCH_COUNT_CAP, capped: true } : { rows, total };
}

/**
 * The rows of a page of ids that a search function hands out (in its order), and the number of
 * all matches, which each id carries.
 */
async function readPage(
  tx: Tx,
  scope: ClinicScope,
  page: Page,
  pageIds: (at: Page) => Promise<{ id: number; total: number }[]>,
): Promise<{ rows: PatientSummaryRow[]; total: number }> {
  const ranked = await pageIds(page);
  // A page past the end has no row to carry the count.
  const total = ranked[0]?.total ?? (page.offset > 0 ? ((await pageIds({ offset: 0, limit: 1 }))[0]?.total ?? 0) : 0);
  if (ranked.length === 0) return { rows: [], total };
  const byId = new Map(
    (
      await listPatientsByIds(
        tx,
        scope,
        ranked.map((r) => r.id),
      )
    ).map((row) => [row.id, row]),
  );
  const rows = ranked.flatMap((r) => byId.get(r.id) ?? []);
  return { rows, total };
}
