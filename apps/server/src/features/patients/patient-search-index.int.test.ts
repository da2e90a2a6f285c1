import { PATIENT_SEARCH_COUNT_CAP } from '@yim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../lib/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { searchPatients } from './patient-search.repo.ts';
import { parsePatientKeyword } from './search-patients.service.ts';

// Under yim_app's tenant policy PostgreSQL may not use the trigram index for LIKE (not
// leakproof), so every search read the whole clinic: 30 ms for one phone number among 100,000
// patients (bench/patient-search.mjs). The index search now runs in search_patient_page()
// (migrations 0020, 0042) and answers a page of ids. With 20,000 more patients, analysed (below
// that the planner rightly prefers reading the clinic), what a query reads shows whether the
// index served it: about its matches, or the whole clinic; for a broad fragment, far fewer. The counters are the transaction's own (pg_stat_xact_user_tables, read
// before and after in one transaction).

const EXTRA_PATIENTS = 20_000;

let testDb: TestDatabase;
let clinicId: number;
let clinicPatients: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const [row] = (await testDb.db.owner.execute<{ id: number }>(sql`select id from clinics where url = 'yim-demo'`))
    .rows;
  clinicId = row!.id;
  // Names no demo patient has, a mobile each, DNs far above the demo's; written as the owner.
  // Three surnames only, so that a surname fragment does not single rows out by itself. The
  // trigram index has no pending list (migration 0041): a bulk insert lends it one and merges it
  // at the end, in one pass, instead of entering each row's trigrams one by one.
  await testDb.db.owner.execute(sql`alter index patients_search_idx set (fastupdate = on)`);
  await testDb.db.owner.execute(sql`
    insert into patients (clinic_id, registered_branch_id, dn, first_name_th, last_name_th, mobile)
    select ${clinicId}, (select id from branches where clinic_id = ${clinicId} order by id limit 1),
      900000 + g, 'ทดลอง' || g, (array['ค้นหาเร็ว', 'ดัชนีดี', 'แถวน้อย'])[1 + g % 3],
      '09' || lpad((g * 7919 % 100000000)::text, 8, '0')
    from generate_series(1, ${EXTRA_PATIENTS}) g`);
  await testDb.db.owner.execute(sql`select gin_clean_pending_list('patients_search_idx'::regclass)`);
  await testDb.db.owner.execute(sql`alter index patients_search_idx set (fastupdate = off)`);
  await testDb.db.owner.execute(sql`analyze patients`);
  const [count] = (
    await testDb.db.owner.execute<{ n: number }>(
      sql`select count(*)::int as n from patients where clinic_id = ${clinicId}`,
    )
  ).rows;
  clinicPatients = Number(count?.n);
});
afterAll(() => testDb.drop());

/** Rows of `patients` that `read` fetches, by scans and through indexes, as yim_app in the clinic. */
async function rowsFetched<T>(read: (tx: Tx) => Promise<T>): Promise<{ fetched: number; result: T }> {
  return testDb.db.run({ clinicId }, async (tx) => {
    const counter = async () => {
      const result = await tx.execute<{ n: number }>(sql`
        select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as n
        from pg_stat_xact_user_tables where relname = 'patients'`);
      return Number(result.rows[0]?.n ?? 0);
    };
    const before = await counter();
    const result = await read(tx);
    return { fetched: (await counter()) - before, result };
  });
}

describe('the patient search under row-level security', () => {
  it('cannot use the trigram index for a plain LIKE as yim_app (why search_patient_page exists)', async () => {
    const { fetched } = await rowsFetched((tx) =>
      tx.execute(sql`select id from patients where search_text like '%ใจดี%' and deleted_at is null`),
    );
    expect(clinicPatients).toBeGreaterThan(EXTRA_PATIENTS);
    // When this fails, PostgreSQL has made LIKE leakproof: the function can go (migration 0020).
    expect(fetched).toBeGreaterThanOrEqual(clinicPatients);
  });

  const KEYWORDS: [what: string, keyword: string][] = [
    ['a Thai surname fragment', 'ใจดี'],
    ['a first and last name in either order', 'ค้นหาเร็ว ทดลอง123'],
    ['a mobile typed with dashes', '090-791-9000'],
    ['a DN', '900042'],
    ['a short legacy DN or DN', '42'],
  ];

  it.each(KEYWORDS)('finds %s through the indexes: it reads about its matches', async (_what, keyword) => {
    const { fetched, result } = await rowsFetched((tx) =>
      searchPatients(tx, { clinicId }, { keyword: parsePatientKeyword(keyword) }, { offset: 0, limit: 20 }),
    );
    expect(result.total).toBeGreaterThan(0);
    // Each match at most twice (a name that starts with the keyword is walked, then every match
    // found through the trigram index, rechecked and ranked), the page's rows again by id, and the
    // few rows the trigram index suggests and its recheck drops: never the clinic.
    expect(fetched).toBeLessThanOrEqual(2 * result.total + result.rows.length + 10);
  });

  // A connection plans the function's static statements once, before it knows their values (a
  // generic plan: the walks ask for it, migration 0044; PL/pgSQL keeps one for the others once it
  // costs no more than planning each call). Such a plan must serve every value through the
  // indexes: the exact matches' OR of four conditions, planned without its values, read the whole
  // clinic (almost every record has no legacy DN), which migration 0045 took apart.
  it.each(KEYWORDS)('finds %s through the indexes with plans made before its values', async (_what, keyword) => {
    const { fetched, result } = await rowsFetched(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      return searchPatients(tx, { clinicId }, { keyword: parsePatientKeyword(keyword) }, { offset: 0, limit: 20 });
    });
    expect(result.total).toBeGreaterThan(0);
    expect(fetched).toBeLessThanOrEqual(2 * result.total + result.rows.length + 10);
  });

  // 'ค้นหาเร็ว' is the surname of a third of the extra patients: more than the count's cap.
  const BROAD = 'ค้นหาเร็ว';

  /**
   * Every match of a one-word keyword in the search's order (ADR 0012), as the owner: the names
   * that start with it first, by the smallest such name, then Thai first name, Thai last name and
   * DN, all in byte order; then the rest by the same ties.
   */
  async function referenceOrder(keyword: string): Promise<number[]> {
    const starts = `${keyword}%`;
    const result = await testDb.db.owner.execute<{ id: number }>(sql`
      select id from (
        select id, least(
            case when first_name_th like ${starts} then first_name_th collate "C" end,
            case when last_name_th like ${starts} then last_name_th collate "C" end,
            case when lower(first_name_en) like ${starts} then lower(first_name_en) collate "C" end,
            case when lower(last_name_en) like ${starts} then lower(last_name_en) collate "C" end) as k,
          first_name_th collate "C" as f, last_name_th collate "C" as l, dn
        from patients where clinic_id = ${clinicId} and deleted_at is null and search_text like ${`%${keyword}%`}) s
      order by k is null, k, f, l, dn`);
    return result.rows.map((row) => Number(row.id));
  }

  it('counts a broad fragment up to the cap and reads far fewer rows than its matches', async () => {
    const all = await referenceOrder(BROAD);
    expect(all.length).toBeGreaterThan(2 * PATIENT_SEARCH_COUNT_CAP);
    const { fetched, result } = await rowsFetched((tx) =>
      searchPatients(tx, { clinicId }, { keyword: parsePatientKeyword(BROAD) }, { offset: 20, limit: 20 }),
    );
    expect(result).toMatchObject({ total: PATIENT_SEARCH_COUNT_CAP, capped: true });
    expect(result.rows.map((row) => row.id)).toEqual(all.slice(20, 40));
    // The surname's walk stops at the cap + 1 (here, unvacuumed and a third of the rows matching,
    // PostgreSQL may walk the table in its own order to the cap + 1), then the page by id.
    expect(fetched).toBeLessThan(all.length);
  });

  // 'ทดลอง1' starts 11,111 first names (a walk of the first names); 'ด' starts a surname of a third
  // of them (ดัชนีดี) and is inside every first name (ทดลอง), so its pages cross from the names that
  // start with it to those that merely contain it, past the count's cap (every match is read).
  it.each([
    [BROAD, 980],
    [BROAD, 3000],
    ['ทดลอง1', 0],
    ['ทดลอง1', 5000],
    ['ด', 0],
    ['ด', 6660],
    ['ด', 12000],
  ])('answers %s from offset %i in the same order as every match sorted', async (keyword, offset) => {
    const all = await referenceOrder(keyword);
    const result = await testDb.db.run({ clinicId }, (tx) =>
      searchPatients(tx, { clinicId }, { keyword: parsePatientKeyword(keyword) }, { offset, limit: 20 }),
    );
    expect(all.length).toBeGreaterThan(offset + 20);
    expect(result.rows.map((row) => row.id)).toEqual(all.slice(offset, offset + 20));
    expect(result).toMatchObject({ total: PATIENT_SEARCH_COUNT_CAP, capped: true });
  });

  it('answers no row and the capped count past the last match', async () => {
    const all = await referenceOrder(BROAD);
    const result = await testDb.db.run({ clinicId }, (tx) =>
      searchPatients(tx, { clinicId }, { keyword: parsePatientKeyword(BROAD) }, { offset: all.length, limit: 20 }),
    );
    expect(result).toEqual({ rows: [], total: PATIENT_SEARCH_COUNT_CAP, capped: true });
  });
});
