import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masters, type TMasterCategory, type TMasterEntry } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordMasterUse } from './master-lists.service.ts';

// The lab catalogue (docs/adr/0011): products and companies on the spec's paths, with the rules
// of the master lists. The role matrix and tenancy over every endpoint are in
// master-lists-access.int.test.ts; here: what each endpoint does, and its validation.

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

let t: TestApp;
let counter: string;
let doctor: string;
let headcounter: string;
let manager: string;
let ariManager: string;
let companies: TMasterCategory[];
beforeAll(async () => {
  t = await createTestApp();
  [counter, doctor, headcounter, manager, ariManager] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('doctor@demo.yim.test'),
    t.login('headcounter@demo.yim.test'),
    t.login('manager@demo.yim.test'),
    t.login('manager@ari.yim.test'),
  ]);
  const response = await t.send(masters.companyLabList, { token: doctor, params: SIAM });
  companies = response.json.data.list;
});
afterAll(() => t.close());

const companyId = (code: string) => companies.find((c) => c.code === code)!.id;

async function products(token: string, query: Record<string, string | number> = {}, where = SIAM) {
  const response = await t.send(masters.labList, { token, params: where, query: { limit: 100, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as { list: TMasterEntry[]; total: number };
}

describe('the seeded catalogue', () => {
  it('lists the companies by code', () => {
    expect(companies.map((c) => c.code)).toEqual(['CHAO', 'ORTL', 'SDL']);
    expect(companies.find((c) => c.code === 'SDL')).toMatchObject({ nameTh: 'บริษัท สยามเดนทัลแล็บ จำกัด' });
  });

  it('lists favourites first, then by code, with price, unit and company; no national rows', async () => {
    const { list, total } = await products(doctor);
    expect(total).toBe(14);
    const favourites = list.filter((e) => e.favorite).map((e) => e.code);
    expect(favourites).toEqual(['CP-RPD-AC', 'OL-HAWLEY', 'SDL-PFM', 'SDL-ZR']);
    expect(list.slice(0, 4).map((e) => e.code)).toEqual(favourites);
    expect(list.slice(4).map((e) => e.code)).toEqual(
      list
        .slice(4)
        .map((e) => e.code)
        .sort(),
    );
    expect(list.every((e) => e.source === 'branch' && e.branchId > 0)).toBe(true);
    expect(list.find((e) => e.code === 'SDL-ZR')).toMatchObject({
      nameEn: 'Zirconia crown',
      price: 3200,
      unit: 'ซี่',
      cateId: companyId('SDL'),
      deletedAt: null,
    });
  });

  it('filters by company, searches code and Thai names, and pages', async () => {
    const orthoLine = await products(counter, { cateId: companyId('ORTL') });
    expect(orthoLine.list.map((e) => e.code)).toEqual(['OL-HAWLEY', 'OL-CLEAR', 'OL-NG']);
    const crowns = await products(counter, { keyword: 'ครอบฟัน' });
    expect(crowns.list.map((e) => e.code).sort()).toEqual(['SDL-EMAX', 'SDL-IMPCR', 'SDL-PFM', 'SDL-TEMP', 'SDL-ZR']);
    const page = await products(counter, { offset: 3, limit: 2 });
    const all = await products(counter);
    expect(page.total).toBe(all.total);
    expect(page.list.map((e) => e.id)).toEqual(all.list.slice(3, 5).map((e) => e.id));
  });

  it("keeps each branch's own catalogue: thonglor's prices differ, ari is another clinic's", async () => {
    const thonglor = await products(manager, { keyword: 'SDL-ZR' }, THONGLOR);
    expect(thonglor.list[0]).toMatchObject({ code: 'SDL-ZR', price: 3840 });
    const ari = await products(ariManager, { keyword: 'SDL-ZR' }, ARI);
    expect(ari.list[0]).toMatchObject({ code: 'SDL-ZR', price: 2880 });
    const siam = await products(counter, { keyword: 'SDL-ZR' });
    expect(new Set([siam.list[0]!.id, thonglor.list[0]!.id, ari.list[0]!.id]).size).toBe(3);
  });
});

describe('products', () => {
  it('creates, reads, changes and marks a favourite, with an audit row for each change', async () => {
    const created = await t.send(masters.labCreate, {
      token: counter,
      params: SIAM,
      payload: {
        code: 'CP-BITE',
        nameTh: 'แท่นกัดขี้ผึ้ง',
        nameEn: 'Wax bite rim',
        cateId: companyId('CHAO'),
        price: 250.5,
        unit: 'ชิ้น',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json.data as TMasterEntry;
    expect(product).toMatchObject({ code: 'CP-BITE', price: 250.5, favorite: false, timeUse: 0, source: 'branch' });

    const updated = await t.send(masters.labUpdate, {
      token: headcounter,
      params: { ...SIAM, id: product.id },
      payload: { code: 'CP-BITE', nameTh: 'แท่นกัดขี้ผึ้ง', cateId: companyId('SDL'), price: 300 },
    });
    expect(updated.json.data).toMatchObject({ cateId: companyId('SDL'), price: 300, nameEn: '', unit: '' });

    const fav = await t.send(masters.labFavAdd, { token: counter, params: { ...SIAM, id: product.id } });
    expect(fav.json.data).toEqual({ id: product.id, favorite: true });
    const { list } = await products(doctor);
    expect(list.filter((e) => e.favorite).map((e) => e.code)).toContain('CP-BITE');
    expect(list.findIndex((e) => e.code === 'CP-BITE')).toBeLessThan(list.findIndex((e) => !e.favorite));
    const unfav = await t.send(masters.labFavRemove, { token: counter, params: { ...SIAM, id: product.id } });
    expect(unfav.json.data).toEqual({ id: product.id, favorite: false });

    const got = await t.send(masters.labGet, { token: doctor, params: { ...SIAM, id: product.id } });
    expect(got.json.data).toMatchObject({ id: product.id, price: 300 });
    const audit = await t.db.owner.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'master.lab' and entity_id = ${String(product.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('refuses a duplicate code in the branch (409) but allows it at another branch', async () => {
    const body = { code: 'SDL-PFM', nameTh: 'ซ้ำ', cateId: companyId('SDL'), price: 1 };
    const duplicate = await t.send(masters.labCreate, { token: counter, params: SIAM, payload: body });
    expect([duplicate.statusCode, duplicate.json.errorCode]).toEqual([409, 'MASTER-CODE-EXISTS']);
    const thonglor = await t.send(masters.labCreate, {
      token: manager,
      params: THONGLOR,
      payload: { ...body, code: 'SIAM-ONLY', cateId: companyId('SDL') },
    });
    // siam's company is not thonglor's: each branch keeps its own companies.
    expect([thonglor.statusCode, thonglor.json.errorCode]).toEqual([404, 'MASTER-CATEGORY-NOT-FOUND']);
  });

  it('validates the body: company, price, code and names (422, field paths named)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'X-1', nameTh: 'ก', price: 10 }, 'cateId'],
      [{ code: 'X-1', nameTh: 'ก', cateId: companyId('SDL') }, 'price'],
      [{ code: 'X-1', nameTh: 'ก', cateId: companyId('SDL'), price: -1 }, 'price'],
      [{ code: 'X-1', nameTh: 'ก', cateId: companyId('SDL'), price: 10.005 }, 'price'],
      [{ code: 'ไทย', nameTh: 'ก', cateId: companyId('SDL'), price: 10 }, 'code'],
      [{ code: 'X-1', nameTh: '', cateId: companyId('SDL'), price: 10 }, 'nameTh'],
      [{ code: 'X-1', nameTh: 'ก', cateId: companyId('SDL'), price: 10, unit: 'x'.repeat(31) }, 'unit'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.send(masters.labCreate, { token: counter, params: SIAM, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const paths = response.json.errorMessage.validationResult[0].error.map((e: { path: string }) => e.path);
      expect(paths, JSON.stringify(payload)).toContain(field);
    }
    const missing = await t.send(masters.labCreate, {
      token: counter,
      params: SIAM,
      payload: { code: 'X-1', nameTh: 'ก', cateId: companyId('SDL'), price: 10 },
    });
    expect(missing.statusCode).toBe(200);
  });

  it("refuses another list's category or another branch's company as the company (404)", async () => {
    const treatCategories = await t.send(masters.treatCateList, { token: counter, params: SIAM });
    const thonglorCompanies = await t.send(masters.companyLabList, { token: manager, params: THONGLOR });
    for (const cateId of [treatCategories.json.data.list[0].id, thonglorCompanies.json.data.list[0].id]) {
      const response = await t.send(masters.labCreate, {
        token: counter,
        params: SIAM,
        payload: { code: 'X-2', nameTh: 'ก', cateId, price: 10 },
      });
      expect([response.statusCode, response.json.errorCode]).toEqual([404, 'MASTER-CATEGORY-NOT-FOUND']);
    }
  });

  it('removes an unused product and hides a used one, which stays readable by id', async () => {
    const make = async (code: string) =>
      (
        await t.send(masters.labCreate, {
          token: counter,
          params: SIAM,
          payload: { code, nameTh: 'ชิ้นงานทดสอบ', cateId: companyId('ORTL'), price: 500 },
        })
      ).json.data as TMasterEntry;
    const unused = await make('DEL-1');
    const used = await make('DEL-2');
    // A lab expense recording the product counts its use (issue 18 calls this).
    const branch = await t.db.owner.execute<{ clinic_id: number; id: number }>(
      sql`select clinic_id, id from branches where url = 'siam'`,
    );
    const scope = { clinicId: Number(branch.rows[0]!.clinic_id), branchId: Number(branch.rows[0]!.id) };
    await t.db.run({ clinicId: scope.clinicId }, (tx) =>
      recordMasterUse(tx, { ...scope, clinicUrl: 'yim-demo', branchUrl: 'siam', roleIds: [3] }, [used.id]),
    );

    const removed = await t.send(masters.labDelete, { token: counter, params: { ...SIAM, id: unused.id } });
    expect(removed.json.data).toEqual({ id: unused.id, hidden: false });
    const gone = await t.send(masters.labGet, { token: counter, params: { ...SIAM, id: unused.id } });
    expect([gone.statusCode, gone.json.errorCode]).toEqual([404, 'NOT_FOUND']);

    const hidden = await t.send(masters.labDelete, { token: counter, params: { ...SIAM, id: used.id } });
    expect(hidden.json.data).toEqual({ id: used.id, hidden: true });
    const kept = await t.send(masters.labGet, { token: doctor, params: { ...SIAM, id: used.id } });
    expect(kept.json.data).toMatchObject({ code: 'DEL-2', timeUse: 1 });
    expect(kept.json.data.deletedAt).not.toBeNull();
    const { list } = await products(counter);
    expect(list.some((e) => e.id === used.id || e.id === unused.id)).toBe(false);
    // The code is free again for a new product; the hidden one cannot be changed or marked.
    expect((await make('DEL-2')).code).toBe('DEL-2');
    const change = await t.send(masters.labFavAdd, { token: counter, params: { ...SIAM, id: used.id } });
    expect(change.statusCode).toBe(404);
  });

  it('answers 404 for an id of another list or of nothing', async () => {
    const treats = await t.send(masters.treatList, { token: counter, params: SIAM, query: { limit: 1 } });
    for (const id of [treats.json.data.list[0].id, 2_000_000_000]) {
      const response = await t.send(masters.labGet, { token: counter, params: { ...SIAM, id } });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('companies', () => {
  it('creates and renames a company; a duplicate code is 409', async () => {
    const created = await t.send(masters.companyLabCreate, {
      token: counter,
      params: SIAM,
      payload: { code: 'NEW', nameTh: 'แล็บใหม่', nameEn: 'New Lab' },
    });
    expect(created.json.data).toMatchObject({ code: 'NEW', nameTh: 'แล็บใหม่' });
    const renamed = await t.send(masters.companyLabUpdate, {
      token: headcounter,
      params: { ...SIAM, id: created.json.data.id },
      payload: { code: 'NEW', nameTh: 'แล็บใหม่ สาขาสยาม' },
    });
    expect(renamed.json.data).toMatchObject({ nameTh: 'แล็บใหม่ สาขาสยาม', nameEn: '' });
    const duplicate = await t.send(masters.companyLabCreate, {
      token: counter,
      params: SIAM,
      payload: { code: 'SDL', nameTh: 'ซ้ำ' },
    });
    expect([duplicate.statusCode, duplicate.json.errorCode]).toEqual([409, 'MASTER-CODE-EXISTS']);
    const invalid = await t.send(masters.companyLabCreate, { token: counter, params: SIAM, payload: { code: '' } });
    expect(invalid.statusCode).toBe(422);
  });

  it('refuses to delete a company with products (409) and removes an empty one', async () => {
    const inUse = await t.send(masters.companyLabDelete, { token: counter, params: { ...SIAM, id: companyId('SDL') } });
    expect([inUse.statusCode, inUse.json.errorCode]).toEqual([409, 'MASTER-CATEGORY-IN-USE']);
    const empty = await t.send(masters.companyLabCreate, {
      token: counter,
      params: SIAM,
      payload: { code: 'EMPTY', nameTh: 'แล็บว่าง' },
    });
    const removed = await t.send(masters.companyLabDelete, {
      token: counter,
      params: { ...SIAM, id: empty.json.data.id },
    });
    expect(removed.json.data).toEqual({ id: empty.json.data.id, hidden: false });
  });

  it('refuses a doctor every change but reads the catalogue', async () => {
    const read = await t.send(masters.companyLabList, { token: doctor, params: SIAM });
    expect(read.statusCode).toBe(200);
    const write = await t.send(masters.companyLabCreate, {
      token: doctor,
      params: SIAM,
      payload: { code: 'DOC', nameTh: 'หมอ' },
    });
    expect([write.statusCode, write.json.errorCode]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
