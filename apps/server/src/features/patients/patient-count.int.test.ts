import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, type TPatient } from '@yim/contract';
import { MIGRATIONS_FOLDER } from '../../lib/db/migrate.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createGeneratedPatients, findGenerationTarget } from './generate-patients.service.ts';

// The list's total is kept by the triggers of migration 0046, not counted: every way a record
// comes or goes must move it, and only those.

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

let t: TestApp;
let counter: string;
let manager: string;
let ariManager: string;
beforeAll(async () => {
  t = await createTestApp();
  [counter, manager, ariManager] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('manager@demo.yim.test'),
    t.login('manager@ari.yim.test'),
  ]);
});
afterAll(() => t.close());

async function register(body: Record<string, unknown>, token = counter, params = SIAM) {
  const response = await t.send(patients.create, { token, params, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as TPatient;
}

/** The total the list answers, and the living records counted, for the clinic of `params`. */
async function totals(params = SIAM, token = counter) {
  const list = await t.send(patients.list, { token, params, query: { limit: 1 } });
  expect(list.statusCode, list.body).toBe(200);
  const counted = await t.db.owner.execute<{ n: number }>(sql`select count(*)::int as n from patients p
    join clinics c on c.id = p.clinic_id where c.url = ${params.clinicUrl} and p.deleted_at is null`);
  return { answered: list.json.data.maxPatient as number, counted: Number(counted.rows[0]!.n) };
}

describe('the clinic list’s total', () => {
  it('follows registrations, edits, deletions, merges, generated batches and removed rows', async () => {
    const start = await totals();
    expect(start.answered).toBe(start.counted);
    expect(start.counted).toBeGreaterThan(0);

    const kept = await register({ firstNameTh: 'นับ', lastNameTh: 'คงอยู่' });
    const merged = await register({ firstNameTh: 'นับ', lastNameTh: 'รวมเข้า' });
    const deleted = await register({ firstNameTh: 'นับ', lastNameTh: 'ลบทิ้ง' });
    expect(await totals()).toEqual({ answered: start.counted + 3, counted: start.counted + 3 });

    const edited = await t.send(patients.update, {
      token: counter,
      params: { ...SIAM, id: kept.id },
      payload: { firstNameTh: 'นับ', lastNameTh: 'แก้ชื่อ' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await totals()).answered).toBe(start.counted + 3);

    const removed = await t.send(patients.remove, { token: manager, params: { ...SIAM, id: deleted.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    // Deleting it again is refused and counts nothing twice.
    expect((await t.send(patients.remove, { token: manager, params: { ...SIAM, id: deleted.id } })).statusCode).toBe(
      404,
    );
    expect(await totals()).toEqual({ answered: start.counted + 2, counted: start.counted + 2 });

    const merge = await t.send(patients.merge, {
      token: manager,
      params: SIAM,
      payload: { keepId: kept.id, mergeId: merged.id },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    expect(await totals()).toEqual({ answered: start.counted + 1, counted: start.counted + 1 });

    const target = await findGenerationTarget(t.db, SIAM.clinicUrl, SIAM.branchUrl);
    await createGeneratedPatients(t.db, { clinicId: target!.clinicId, branchId: target!.branchId, userId: null }, 7);
    expect(await totals()).toEqual({ answered: start.counted + 8, counted: start.counted + 8 });

    // A row removed outright (nothing in the product does; a cleanup might): a living one counts,
    // a deleted one had already stopped counting.
    const gone = await register({ firstNameTh: 'นับ', lastNameTh: 'หายไป' });
    expect((await totals()).answered).toBe(start.counted + 9);
    await t.db.owner.execute(sql`delete from patients where id in (${gone.id}, ${deleted.id})`);
    expect(await totals()).toEqual({ answered: start.counted + 8, counted: start.counted + 8 });
  });

  it('is each clinic’s own', async () => {
    const ariBefore = await totals(ARI, ariManager);
    const siamBefore = await totals();
    await register({ firstNameTh: 'นับ', lastNameTh: 'อารีย์' }, ariManager, ARI);
    expect(await totals(ARI, ariManager)).toEqual({
      answered: ariBefore.counted + 1,
      counted: ariBefore.counted + 1,
    });
    expect((await totals()).answered).toBe(siamBefore.answered);
  });

  it('is set right for the records already there by 0046’s backfill', async () => {
    await t.db.owner.execute(sql`update patient_dn_counters set live_patients = 12345`);
    const migration = await readFile(join(MIGRATIONS_FOLDER, '0046_patients_counted_live.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint');
    const from = statements.findIndex((s) => s.includes('ALTER TABLE "patients" NO FORCE ROW LEVEL SECURITY'));
    expect(from).toBeGreaterThan(0);
    await t.db.owner.transaction(async (tx) => {
      for (const statement of statements.slice(from)) await tx.execute(sql.raw(statement));
    });
    const siam = await totals();
    expect(siam.answered).toBe(siam.counted);
    const ari = await totals(ARI, ariManager);
    expect(ari.answered).toBe(ari.counted);
  });
});
