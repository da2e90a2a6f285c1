import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ortho, patients, type TOrthoPackage, type TPatientOrthoPackage } from '@yim/contract';
import { createTestApp, type TestApp } from './test-app.ts';

// The ortho packages' integration tests (features/ortho/*.int.test.ts): an app signed in as each
// role, a patient of siam, and helpers that make masters, templates and patients' packages. The
// bindings below are set by openOrthoFixture() and read live by the test files.

export const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
export const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
export const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };
export const DUPLICATE = 'duplicated master ortho package name';

export let t: TestApp;
export let counter: string, doctor: string, assistant: string, manager: string, ariManager: string, superadmin: string;
export let patientId: number;
let seq = 0;

export async function openOrthoFixture(): Promise<void> {
  t = await createTestApp();
  [counter, doctor, assistant, manager, ariManager, superadmin] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('doctor@demo.yim.test'),
    t.login('assistant@demo.yim.test'),
    t.login('manager@demo.yim.test'),
    t.login('manager@ari.yim.test'),
    t.login('superadmin@demo.yim.test'),
  ]);
  const created = await t.send(patients.create, {
    token: counter,
    params: SIAM,
    payload: { firstNameTh: 'จัดฟัน', lastNameTh: 'ทดสอบ', mobile: '0891114444' },
  });
  expect(created.statusCode, created.body).toBe(200);
  patientId = created.json.data.id;
}

/** A package body with a name of its own. */
export function body(extra: Record<string, unknown> = {}) {
  seq += 1;
  return {
    nameTh: `แพ็กเกจจัดฟันทดสอบ ${seq}`,
    nameEn: `Test package ${seq}`,
    items: [
      { nameTh: 'ติดเครื่องมือ', nameEn: 'Brackets', price: 30_000 },
      { nameTh: 'ปรับเครื่องมือ', nameEn: 'Adjustments', price: 15_000.5 },
    ],
    visits: 3,
    instalments: 3,
    ...extra,
  };
}

export async function createdMaster(
  payload: Record<string, unknown> = body(),
  token = counter,
): Promise<TOrthoPackage> {
  const response = await t.send(ortho.masterCreate, { token, params: SIAM, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

export async function createdTemplate(payload: Record<string, unknown> = body()): Promise<TOrthoPackage> {
  const response = await t.send(ortho.templateCreate, { token: superadmin, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

export async function assigned(packageId: number, extra: Record<string, unknown> = {}): Promise<TPatientOrthoPackage> {
  const response = await t.send(ortho.userCreate, {
    token: doctor,
    params: SIAM,
    payload: { patientId, packageId, startDate: '2026-01-31', ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

export async function auditOf(entity: string, id: number) {
  const rows = await t.db.owner.execute<{ action: string; before: unknown; after: unknown }>(
    sql`select action, before, after from audit_log where entity = ${entity} and entity_id = ${String(id)} order by id`,
  );
  return rows.rows;
}
