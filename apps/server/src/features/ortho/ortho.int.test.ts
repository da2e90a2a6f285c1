import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ortho, patients, type TOrthoPackage, type TPatientOrthoPackage } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 16, ortho packages (spec clinic §3, §4, §5, §7 Ortho, §8): a branch's masters beside the
// national templates, patients' packages with their schedule, visits and status, every change of
// a patient's package audited.

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };
const DUPLICATE = 'duplicated master ortho package name';

let t: TestApp;
let counter: string, doctor: string, assistant: string, manager: string, ariManager: string, superadmin: string;
let patientId: number;
let seq = 0;

beforeAll(async () => {
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
});
afterAll(() => t.close());

/** A package body with a name of its own. */
function body(extra: Record<string, unknown> = {}) {
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

async function createdMaster(payload: Record<string, unknown> = body(), token = counter): Promise<TOrthoPackage> {
  const response = await t.send(ortho.masterCreate, { token, params: SIAM, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

async function createdTemplate(payload: Record<string, unknown> = body()): Promise<TOrthoPackage> {
  const response = await t.send(ortho.templateCreate, { token: superadmin, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

async function assigned(packageId: number, extra: Record<string, unknown> = {}): Promise<TPatientOrthoPackage> {
  const response = await t.send(ortho.userCreate, {
    token: doctor,
    params: SIAM,
    payload: { patientId, packageId, startDate: '2026-01-31', ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

async function auditOf(entity: string, id: number) {
  const rows = await t.db.owner.execute<{ action: string; before: unknown; after: unknown }>(
    sql`select action, before, after from audit_log where entity = ${entity} and entity_id = ${String(id)} order by id`,
  );
  return rows.rows;
}

describe('master packages', () => {
  it('creates a master with its items in satang and their sum as the price, audited', async () => {
    const created = await createdMaster();
    expect(created).toMatchObject({ branchId: expect.any(Number), price: 45_000.5, visits: 3, instalments: 3 });
    expect(created.items.map((item) => item.price)).toEqual([30_000, 15_000.5]);
    const stored = await t.db.owner.execute<{ price_satang: number }>(
      sql`select price_satang from ortho_package_items where package_id = ${created.id} order by sort`,
    );
    expect(stored.rows.map((r) => Number(r.price_satang))).toEqual([3_000_000, 1_500_050]);
    expect((await auditOf('orthoPackage', created.id)).map((r) => r.action)).toEqual(['create']);
  });

  it("refuses a live master's name again, case aside, with the spec's text; a deleted one's name is free", async () => {
    const first = await createdMaster(body({ nameTh: 'Invisalign Lite' }));
    const again = await t.send(ortho.masterCreate, {
      token: manager,
      params: SIAM,
      payload: body({ nameTh: '  invisalign lite ' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json).toEqual({ errorCode: 'ORTHO-MASTER-DUPLICATED', errorMessage: DUPLICATE });

    const other = await createdMaster();
    const renamed = await t.send(ortho.masterUpdate, {
      token: counter,
      params: { ...SIAM, id: other.id },
      payload: body({ nameTh: 'INVISALIGN LITE' }),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json.errorMessage).toBe(DUPLICATE);

    // Another branch of the clinic keeps its own names.
    const thonglor = await t.send(ortho.masterCreate, {
      token: manager,
      params: THONGLOR,
      payload: body({ nameTh: 'Invisalign Lite' }),
    });
    expect(thonglor.statusCode, thonglor.body).toBe(200);

    const removed = await t.send(ortho.masterDelete, { token: counter, params: { ...SIAM, id: first.id } });
    expect(removed.statusCode).toBe(200);
    await createdMaster(body({ nameTh: 'Invisalign Lite' }));
    expect((await auditOf('orthoPackage', first.id)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('updates the master as a whole, keeping its own name, and records before and after', async () => {
    const created = await createdMaster();
    const response = await t.send(ortho.masterUpdate, {
      token: doctor,
      params: { ...SIAM, id: created.id },
      payload: { ...body(), nameTh: created.nameTh, items: [{ nameTh: 'ทั้งหมด', price: 50_000 }], visits: 24 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data).toMatchObject({ nameTh: created.nameTh, price: 50_000, visits: 24 });
    expect(response.json.data.items).toEqual([{ nameTh: 'ทั้งหมด', nameEn: '', price: 50_000 }]);
    expect(Date.parse(response.json.data.modifyDt)).toBeGreaterThan(Date.parse(created.modifyDt));
    const audit = await auditOf('orthoPackage', created.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
    expect(audit[1]!.before).toMatchObject({ price: 45_000.5 });
    expect(audit[1]!.after).toMatchObject({ price: 50_000 });
  });

  it('lists the branch masters by name with search and paging, and reads one', async () => {
    await createdMaster(body({ nameTh: 'ค้นหา แพ็กเกจ ก' }));
    await createdMaster(body({ nameTh: 'ค้นหา แพ็กเกจ ข' }));
    const page = await t.send(ortho.masterList, {
      token: counter,
      params: SIAM,
      query: { keyword: 'ค้นหา', limit: 1, offset: 1 },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json.data.total).toBe(2);
    expect(page.json.data.list.map((p: TOrthoPackage) => p.nameTh)).toEqual(['ค้นหา แพ็กเกจ ข']);
    const one = await t.send(ortho.masterGet, { token: doctor, params: { ...SIAM, id: page.json.data.list[0].id } });
    expect(one.json.data.nameTh).toBe('ค้นหา แพ็กเกจ ข');
  });

  it('lets the packageManage roles in and keeps the assistant out', async () => {
    const created = await createdMaster();
    for (const token of [assistant]) {
      expect((await t.send(ortho.masterList, { token, params: SIAM })).statusCode).toBe(403);
      expect((await t.send(ortho.masterCreate, { token, params: SIAM, payload: body() })).statusCode).toBe(403);
      expect((await t.send(ortho.masterDelete, { token, params: { ...SIAM, id: created.id } })).statusCode).toBe(403);
    }
    expect((await t.send(ortho.masterList, { params: SIAM })).statusCode).toBe(401);
  });

  it("answers 404 for another clinic's or another branch's master by its id", async () => {
    const created = await createdMaster();
    const ari = await t.send(ortho.masterCreate, { token: ariManager, params: ARI, payload: body() });
    expect(ari.statusCode).toBe(200);
    for (const [token, params, id] of [
      [ariManager, ARI, created.id],
      [manager, THONGLOR, created.id],
      [manager, SIAM, ari.json.data.id],
    ] as const) {
      expect((await t.send(ortho.masterGet, { token, params: { ...params, id } })).statusCode).toBe(404);
      const put = await t.send(ortho.masterUpdate, { token, params: { ...params, id }, payload: body() });
      expect(put.statusCode).toBe(404);
      expect((await t.send(ortho.masterDelete, { token, params: { ...params, id } })).statusCode).toBe(404);
    }
    // A member of smile-ari naming yim-demo's branch does not get in at all.
    expect((await t.send(ortho.masterList, { token: ariManager, params: SIAM })).statusCode).toBe(404);
  });

  it('refuses control characters, out-of-range numbers and money, never a 500', async () => {
    const bad = [
      body({ nameTh: 'ชื่อ\u0000' }),
      body({ nameTh: '' }),
      body({ items: [] }),
      body({ items: [{ nameTh: 'ลบ', price: -1 }] }),
      body({ items: [{ nameTh: 'ทศนิยม', price: 1.005 }] }),
      body({ items: [{ nameTh: 'รายการ\u0085', price: 1 }] }),
      body({ visits: 0 }),
      body({ visits: 121 }),
      body({ instalments: 61 }),
      body({ instalments: 1.5 }),
      // Each item within range, their sum above ten million baht.
      body({ items: [1, 2].map(() => ({ nameTh: 'แพง', price: 9_000_000 })) }),
    ];
    for (const payload of bad) {
      const response = await t.send(ortho.masterCreate, { token: counter, params: SIAM, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const hugeId = await t.send(ortho.masterGet, { token: counter, params: { ...SIAM, id: 2_147_483_648 } });
    expect(hugeId.statusCode).toBe(422);
    const badQuery = await t.call({
      method: 'GET',
      url: '/api/orthoPackage/master/yim-demo/siam?limit=1000',
      headers: { authorization: `Bearer ${counter}` },
    });
    expect(badQuery.statusCode).toBe(422);
  });
});

describe('national templates', () => {
  it('are kept by super-administrators only, read by every branch, and read-only there', async () => {
    const template = await createdTemplate(body({ nameTh: 'ต้นแบบ จัดฟันโลหะ' }));
    expect(template.branchId).toBe(0);
    expect((await t.send(ortho.templateCreate, { token: manager, payload: body() })).statusCode).toBe(403);

    const again = await t.send(ortho.templateCreate, {
      token: superadmin,
      payload: body({ nameTh: 'ต้นแบบ จัดฟันโลหะ' }),
    });
    expect(again.json).toEqual({ errorCode: 'ORTHO-MASTER-DUPLICATED', errorMessage: DUPLICATE });

    for (const [token, params] of [
      [counter, SIAM],
      [ariManager, ARI],
    ] as const) {
      const listed = await t.send(ortho.masterList, { token, params, query: { scope: 'template', keyword: 'ต้นแบบ' } });
      expect(listed.json.data.list.map((p: TOrthoPackage) => p.id)).toContain(template.id);
      const one = await t.send(ortho.masterGet, { token, params: { ...params, id: template.id } });
      expect(one.json.data).toMatchObject({ id: template.id, branchId: 0 });
      const put = await t.send(ortho.masterUpdate, { token, params: { ...params, id: template.id }, payload: body() });
      expect(put.json.errorCode).toBe('ORTHO-TEMPLATE-READ-ONLY');
      const del = await t.send(ortho.masterDelete, { token, params: { ...params, id: template.id } });
      expect(del.statusCode).toBe(403);
    }

    // A branch copies a template by creating its own master from it; the name is free there.
    const copy = await createdMaster(body({ nameTh: template.nameTh }));
    expect(copy.branchId).not.toBe(0);

    const updated = await t.send(ortho.templateUpdate, {
      token: superadmin,
      params: { id: template.id },
      payload: body({ nameTh: 'ต้นแบบ จัดฟันโลหะ', visits: 30 }),
    });
    expect(updated.json.data.visits).toBe(30);
    const actions = await t.db.owner.execute<{ action: string }>(
      sql`select action from superadmin_audit where target = ${String(template.id)} order by id`,
    );
    expect(actions.rows.map((r) => r.action)).toEqual(['ortho.template.create', 'ortho.template.update']);
  });

  it("cannot be written by a clinic's request even in SQL: the table's policies admit super-administrators", async () => {
    const managerId = await t.db.owner.execute<{ id: string }>(
      sql`select id from users where email = 'manager@demo.yim.test'`,
    );
    await expect(
      t.db.run({ userId: managerId.rows[0]!.id }, (tx) =>
        tx.execute(sql`insert into ortho_templates (name_th, items, price_satang, visits, instalments)
                       values ('ปลอม', '[]', 0, 1, 1)`),
      ),
    ).rejects.toThrow();
    await expect(
      t.db.run({ userId: managerId.rows[0]!.id }, (tx) => tx.execute(sql`delete from ortho_templates`)),
    ).rejects.toThrow();
  });

  it('appear in the picker after the branch masters, and leave it once retired', async () => {
    const master = await createdMaster();
    const template = await createdTemplate();
    const picker = await t.send(ortho.list, { token: counter, params: SIAM });
    const ids = picker.json.data.list.map((p: TOrthoPackage) => p.id);
    expect(ids.indexOf(master.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(template.id)).toBeGreaterThan(ids.indexOf(master.id));
    expect((await t.send(ortho.list, { token: assistant, params: SIAM })).statusCode).toBe(403);

    expect((await t.send(ortho.templateDelete, { token: superadmin, params: { id: template.id } })).statusCode).toBe(
      200,
    );
    const after = await t.send(ortho.list, { token: counter, params: SIAM });
    expect(after.json.data.list.map((p: TOrthoPackage) => p.id)).not.toContain(template.id);
    expect((await t.send(ortho.templateDelete, { token: superadmin, params: { id: template.id } })).statusCode).toBe(
      404,
    );
  });
});

describe("patients' packages", () => {
  it('assigns a snapshot with its monthly schedule, which later edits of the master leave alone', async () => {
    const master = await createdMaster(body({ items: [{ nameTh: 'ทั้งชุด', price: 1000.01 }], instalments: 3 }));
    const given = await assigned(master.id);
    expect(given).toMatchObject({
      patientId,
      packageId: master.id,
      fromTemplate: false,
      nameTh: master.nameTh,
      price: 1000.01,
      instalments: 3,
      visitsTotal: 3,
      visitsUsed: 0,
      status: 1,
      startDate: '2026-01-31',
    });
    expect(given.schedule).toEqual([
      { seq: 1, dueDate: '2026-01-31', amount: 333.35 },
      { seq: 2, dueDate: '2026-02-28', amount: 333.33 },
      { seq: 3, dueDate: '2026-03-31', amount: 333.33 },
    ]);
    await t.send(ortho.masterUpdate, {
      token: counter,
      params: { ...SIAM, id: master.id },
      payload: body({ nameTh: master.nameTh, items: [{ nameTh: 'ขึ้นราคา', price: 9999 }] }),
    });
    const read = await t.send(ortho.userList, { token: assistant, params: SIAM, query: { packageID: given.id } });
    expect(read.json.data.list[0]).toMatchObject({ price: 1000.01, items: [{ nameTh: 'ทั้งชุด' }] });

    const audit = await auditOf('patientOrthoPackage', given.id);
    expect(audit.map((r) => r.action)).toEqual(['create']);
    expect(audit[0]!.after).toMatchObject({ patientId, price: 1000.01 });
  });

  it('assigns a national template with another number of instalments', async () => {
    const template = await createdTemplate(body({ instalments: 12 }));
    const given = await assigned(template.id, { instalments: 2, startDate: '2026-03-01' });
    expect(given).toMatchObject({ fromTemplate: true, instalments: 2, price: 45_000.5 });
    expect(given.schedule.map((l) => l.amount)).toEqual([22_500.25, 22_500.25]);
  });

  it('counts visits up to what the package includes, completes, then deletes, each change audited', async () => {
    const given = await assigned((await createdMaster(body({ visits: 2 }))).id);
    const visit = () => t.send(ortho.userVisit, { token: counter, params: { ...SIAM, id: given.id } });
    expect((await visit()).json.data.visitsUsed).toBe(1);
    expect((await visit()).json.data.visitsUsed).toBe(2);
    const third = await visit();
    expect(third.statusCode).toBe(409);
    expect(third.json.errorCode).toBe('ORTHO-VISITS-USED-UP');

    const status = (value: unknown, token = manager) =>
      t.send(ortho.userStatus, { token, params: { ...SIAM, id: given.id }, payload: { status: value } });
    expect((await status(1)).statusCode).toBe(422);
    expect((await status(3)).json.data.status).toBe(3);
    expect((await status(3)).json.errorCode).toBe('ORTHO-PACKAGE-CLOSED');
    expect((await visit()).json.errorCode).toBe('ORTHO-PACKAGE-CLOSED');
    expect((await status(2)).json.data.status).toBe(2);
    expect((await status(2)).statusCode).toBe(409);

    const listed = await t.send(ortho.userList, { token: counter, params: SIAM, query: { uid: patientId } });
    expect(listed.json.data.list.map((p: TPatientOrthoPackage) => p.id)).not.toContain(given.id);
    const withDeleted = await t.send(ortho.userList, {
      token: counter,
      params: SIAM,
      query: { uid: patientId, includeDeleted: 'true' },
    });
    expect(withDeleted.json.data.list.find((p: TPatientOrthoPackage) => p.id === given.id)?.status).toBe(2);

    const audit = await auditOf('patientOrthoPackage', given.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
    expect(audit.slice(1).map((r) => r.after)).toEqual([
      { visitsUsed: 1 },
      { visitsUsed: 2 },
      { status: 3 },
      { status: 2 },
    ]);
  });

  it("lists a patient's schedule across packages in use or completed, by due date", async () => {
    const other = await t.send(patients.create, {
      token: counter,
      params: SIAM,
      payload: { firstNameTh: 'ตาราง', lastNameTh: 'งวด', mobile: '0891115555' },
    });
    const id: number = other.json.data.id;
    const master = await createdMaster(body({ instalments: 2 }));
    const a = await t.send(ortho.userCreate, {
      token: counter,
      params: SIAM,
      payload: { patientId: id, packageId: master.id, startDate: '2026-05-10' },
    });
    await t.send(ortho.userCreate, {
      token: counter,
      params: SIAM,
      payload: { patientId: id, packageId: master.id, startDate: '2026-05-01', instalments: 1 },
    });
    const lines = await t.send(ortho.userItems, { token: assistant, params: { ...SIAM, patientId: id } });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json.data.list.map((l: { dueDate: string }) => l.dueDate)).toEqual([
      '2026-05-01',
      '2026-05-10',
      '2026-06-10',
    ]);
    await t.send(ortho.userStatus, { token: counter, params: { ...SIAM, id: a.json.data.id }, payload: { status: 2 } });
    const after = await t.send(ortho.userItems, { token: assistant, params: { ...SIAM, patientId: id } });
    expect(after.json.data.list).toHaveLength(1);
  });

  it('is read by every member and written by the packageManage roles only', async () => {
    const master = await createdMaster();
    const given = await assigned(master.id);
    for (const token of [counter, doctor, assistant, manager]) {
      const read = await t.send(ortho.userList, { token, params: SIAM, query: { uid: patientId } });
      expect(read.statusCode).toBe(200);
    }
    const refused = await t.send(ortho.userCreate, {
      token: assistant,
      params: SIAM,
      payload: { patientId, packageId: master.id, startDate: '2026-01-01' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.send(ortho.userVisit, { token: assistant, params: { ...SIAM, id: given.id } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.send(ortho.userStatus, { token: assistant, params: { ...SIAM, id: given.id }, payload: { status: 3 } }))
        .statusCode,
    ).toBe(403);
  });

  it("keeps another clinic's packages, patients and masters out of reach by id", async () => {
    const master = await createdMaster();
    const given = await assigned(master.id);
    const byId = await t.send(ortho.userList, { token: ariManager, params: ARI, query: { packageID: given.id } });
    expect(byId.json.data.list).toEqual([]);
    const byPatient = await t.send(ortho.userList, { token: ariManager, params: ARI, query: { uid: patientId } });
    expect(byPatient.json.data.list).toEqual([]);
    const items = await t.send(ortho.userItems, { token: ariManager, params: { ...ARI, patientId } });
    expect(items.json.data.list).toEqual([]);
    for (const change of [
      t.send(ortho.userStatus, { token: ariManager, params: { ...ARI, id: given.id }, payload: { status: 2 } }),
      t.send(ortho.userVisit, { token: ariManager, params: { ...ARI, id: given.id } }),
      // Their patient with our master, and our patient with their own master.
      t.send(ortho.userCreate, {
        token: ariManager,
        params: ARI,
        payload: { patientId, packageId: master.id, startDate: '2026-01-01' },
      }),
    ]) {
      expect((await change).statusCode).toBe(404);
    }
    const ariMaster = await t.send(ortho.masterCreate, { token: ariManager, params: ARI, payload: body() });
    const crossed = await t.send(ortho.userCreate, {
      token: counter,
      params: SIAM,
      payload: { patientId, packageId: ariMaster.json.data.id, startDate: '2026-01-01' },
    });
    expect(crossed.statusCode).toBe(404);
    // Another branch's master of the same clinic is not this branch's to sell.
    const thonglor = await t.send(ortho.masterCreate, { token: manager, params: THONGLOR, payload: body() });
    const fromThonglor = await t.send(ortho.userCreate, {
      token: counter,
      params: SIAM,
      payload: { patientId, packageId: thonglor.json.data.id, startDate: '2026-01-01' },
    });
    expect(fromThonglor.statusCode).toBe(404);
    const current = await t.send(ortho.userList, { token: counter, params: SIAM, query: { packageID: given.id } });
    expect(current.json.data.list[0].status).toBe(1);
  });

  it('refuses a query with both or neither of uid and packageID, and bad bodies', async () => {
    for (const query of [{}, { uid: patientId, packageID: 1 }]) {
      const response = await t.send(ortho.userList, { token: counter, params: SIAM, query });
      expect(response.statusCode).toBe(422);
    }
    const master = await createdMaster();
    for (const extra of [
      { startDate: '2026-13-45x' },
      { instalments: 0 },
      { instalments: 61 },
      { note: 'บันทึก\u0007' },
      { patientId: -1 },
      { packageId: 2_147_483_648 },
    ]) {
      const response = await t.send(ortho.userCreate, {
        token: counter,
        params: SIAM,
        payload: { patientId, packageId: master.id, startDate: '2026-01-01', ...extra },
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(422);
    }
  });
});
