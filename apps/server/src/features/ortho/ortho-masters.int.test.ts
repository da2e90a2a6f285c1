import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ortho, type TOrthoPackage } from '@yim/contract';
import {
  ARI,
  DUPLICATE,
  SIAM,
  THONGLOR,
  assistant,
  ariManager,
  auditOf,
  body,
  counter,
  createdMaster,
  createdTemplate,
  doctor,
  manager,
  superadmin,
  t,
  openOrthoFixture,
} from '../../test/ortho-fixture.ts';

// Issue 16, ortho packages (spec clinic §3, §5, §7 Ortho, §8): a branch's masters beside the
// national templates.

beforeAll(openOrthoFixture);
afterAll(() => t.close());
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
    // A page's items are read in one statement for all its masters: each keeps its own two.
    const both = await t.send(ortho.masterList, { token: counter, params: SIAM, query: { keyword: 'ค้นหา' } });
    expect(both.json.data.list.map((p: TOrthoPackage) => p.items.map((item) => item.price))).toEqual([
      [30_000, 15_000.5],
      [30_000, 15_000.5],
    ]);
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
