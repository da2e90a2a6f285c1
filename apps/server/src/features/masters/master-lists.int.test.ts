import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masters, type TMasterEntry } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordMasterUse } from './master-lists.service.ts';

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };

let t: TestApp;
let counter: string;
let doctor: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [counter, doctor, manager] = await Promise.all([
    t.login('counter@demo.yim.test'),
    t.login('doctor@demo.yim.test'),
    t.login('manager@demo.yim.test'),
  ]);
});
afterAll(() => t.close());

async function treatments(token: string, query: Record<string, string | number | boolean> = {}) {
  const response = await t.send(masters.treatList, { token, params: SIAM, query: { limit: 100, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data as { list: TMasterEntry[]; total: number };
}

describe('the seeded lists', () => {
  it('lists favourites first, then the branch entries, then national ones, each by code', async () => {
    const { list, total } = await treatments(doctor);
    expect(total).toBe(list.length);
    const favourites = list.filter((e) => e.favorite).map((e) => e.code);
    expect(favourites).toEqual(['EXAM', 'EXT', 'FILL-CR1', 'SCALE']);
    expect(list.slice(0, 4).map((e) => e.code)).toEqual(favourites);
    const firstNational = list.findIndex((e) => e.branchId === 0);
    expect(list.slice(firstNational).every((e) => e.branchId === 0 && e.source === 'scheme')).toBe(true);
    expect(list.slice(4, firstNational).every((e) => e.source === 'branch')).toBe(true);
    const scale = list.find((e) => e.code === 'SCALE')!;
    expect(scale).toMatchObject({ nameTh: 'ขูดหินปูนและขัดฟัน', price: 1000, timeUse: 52, deletedAt: null });
  });

  it('pages with offset and limit, the total counting every match', async () => {
    const all = await treatments(counter);
    const page = await t.send(masters.treatList, { token: counter, params: SIAM, query: { offset: 2, limit: 3 } });
    expect(page.json.data.total).toBe(all.total);
    expect(page.json.data.list.map((e: TMasterEntry) => e.id)).toEqual(all.list.slice(2, 5).map((e) => e.id));
  });

  it('searches code and names, Thai included, and filters by category', async () => {
    const thai = await treatments(counter, { keyword: 'รากฟัน' });
    expect(thai.list.map((e) => e.code).sort()).toEqual(['RCT-ANT', 'RCT-M', 'RCT-PM', 'SRP', 'UC-ROOTCANAL']);
    const byCode = await treatments(counter, { keyword: 'crown' });
    expect(byCode.list.map((e) => e.code)).toEqual(['CROWN-PFM', 'CROWN-ZR']);
    const literal = await treatments(counter, { keyword: '%' });
    expect(literal.total).toBe(0);
    const categories = await t.send(masters.treatCateList, { token: counter, params: SIAM });
    const endo = categories.json.data.list.find((c: { code: string }) => c.code === 'ENDO');
    const inEndo = await treatments(counter, { cateId: endo.id });
    expect(inEndo.list.map((e) => e.code)).toEqual(['RCT-ANT', 'RCT-M', 'RCT-PM']);
  });

  it('merges ICD-10 into diagnoses only when asked: the whole of K00-K14', async () => {
    const own = await t.send(masters.treatDiagList, { token: doctor, params: SIAM, query: { limit: 100 } });
    expect(own.json.data.list.some((e: TMasterEntry) => e.source === 'icd10')).toBe(false);
    const withIcd = await t.send(masters.treatDiagList, {
      token: doctor,
      params: SIAM,
      query: { includeICD10: 'true', limit: 100, offset: 0 },
    });
    const icd = await t.send(masters.treatDiagList, {
      token: doctor,
      params: SIAM,
      query: { includeICD10: 'true', limit: 100, offset: 100 },
    });
    expect(withIcd.json.data.total).toBe(own.json.data.total + 124);
    const icdRows = [...withIcd.json.data.list, ...icd.json.data.list].filter(
      (e: TMasterEntry) => e.source === 'icd10',
    );
    expect(icdRows).toHaveLength(124);
    expect(icdRows.map((e: TMasterEntry) => e.code)).toContain('K02.5');
    const k02 = icdRows.find((e: TMasterEntry) => e.code === 'K02.1');
    expect(k02).toMatchObject({ branchId: 0, nameEn: 'Caries of dentine', price: null, cateId: null });
  });

  it('takes includeICD10TM on treatments: no ICD-10-TM codes are shipped, so nothing is added', async () => {
    const plain = await treatments(counter);
    const withTm = await treatments(counter, { includeICD10TM: true });
    expect(withTm.total).toBe(plain.total);
    const bad = await t.send(masters.treatList, {
      token: counter,
      params: SIAM,
      query: { includeICD10TM: 'yes' as 'true' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps each branch to its own list: thonglor has its own prices', async () => {
    const siam = (await treatments(manager)).list.find((e) => e.code === 'RCT-M')!;
    const thonglor = await t.send(masters.treatList, { token: manager, params: THONGLOR, query: { keyword: 'RCT-M' } });
    expect(thonglor.json.data.list[0]).toMatchObject({ code: 'RCT-M', price: 14400 });
    expect(thonglor.json.data.list[0].id).not.toBe(siam.id);
    const crossBranch = await t.send(masters.treatGet, { token: manager, params: { ...THONGLOR, id: siam.id } });
    expect(crossBranch.statusCode).toBe(404);
  });
});

describe('changing a list', () => {
  it('creates, reads, updates and deletes a treatment, with money as baht', async () => {
    const categories = await t.send(masters.treatCateList, { token: counter, params: SIAM });
    const gen = categories.json.data.list.find((c: { code: string }) => c.code === 'GEN');
    const created = await t.send(masters.treatCreate, {
      token: counter,
      params: SIAM,
      payload: {
        code: 'FILL-GI',
        nameTh: ' อุดฟันกลาสไอโอโนเมอร์ ',
        nameEn: 'Glass ionomer filling',
        price: 850.5,
        cateId: gen.id,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json.data as TMasterEntry;
    expect(entry).toMatchObject({
      code: 'FILL-GI',
      nameTh: 'อุดฟันกลาสไอโอโนเมอร์',
      price: 850.5,
      cateId: gen.id,
      favorite: false,
      timeUse: 0,
      source: 'branch',
    });

    const read = await t.send(masters.treatGet, { token: doctor, params: { ...SIAM, id: entry.id } });
    expect(read.json.data).toEqual(entry);

    const updated = await t.send(masters.treatUpdate, {
      token: counter,
      params: { ...SIAM, id: entry.id },
      payload: { code: 'FILL-GI', nameTh: 'อุดฟันกลาสไอโอโนเมอร์', price: 0.1 + 0.2, cateId: null },
    });
    expect(updated.json.data).toMatchObject({ price: 0.3, cateId: null, nameEn: '' });
    const stored = await t.db.owner.execute<{ price_satang: number }>(
      sql`select price_satang from master_entries where id = ${entry.id}`,
    );
    expect(Number(stored.rows[0]!.price_satang)).toBe(30);

    const audit = await t.db.owner.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'master.treat' and entity_id = ${String(entry.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update']);

    const removed = await t.send(masters.treatDelete, { token: counter, params: { ...SIAM, id: entry.id } });
    expect(removed.json.data).toEqual({ id: entry.id, hidden: false });
    const gone = await t.send(masters.treatGet, { token: counter, params: { ...SIAM, id: entry.id } });
    expect(gone.statusCode).toBe(404);
  });

  it('hides an item that records have used, and keeps it readable for them', async () => {
    const created = await t.send(masters.itemCreate, {
      token: manager,
      params: SIAM,
      payload: { code: 'MTZ250', nameTh: 'เมโทรนิดาโซล 250 มก.', nameEn: 'Metronidazole 250 mg', price: 3, unit: 'เม็ด' },
    });
    const item = created.json.data as TMasterEntry;
    expect(item).toMatchObject({ unit: 'เม็ด', price: 3 });
    const siam = await t.db.owner.execute<{ clinic_id: number; id: number }>(
      sql`select clinic_id, id from branches where url = 'siam'`,
    );
    const scope = { clinicId: siam.rows[0]!.clinic_id, branchId: siam.rows[0]!.id };
    await t.db.run({ clinicId: scope.clinicId }, (tx) =>
      recordMasterUse(tx, { ...scope, clinicUrl: 'yim-demo', branchUrl: 'siam', roleIds: [3] }, [item.id, item.id]),
    );

    const removed = await t.send(masters.itemDelete, { token: manager, params: { ...SIAM, id: item.id } });
    expect(removed.json.data).toEqual({ id: item.id, hidden: true });
    const list = await t.send(masters.itemList, { token: manager, params: SIAM, query: { keyword: 'MTZ250' } });
    expect(list.json.data.total).toBe(0);
    const kept = await t.send(masters.itemGet, { token: manager, params: { ...SIAM, id: item.id } });
    expect(kept.json.data).toMatchObject({ code: 'MTZ250', timeUse: 1 });
    expect(kept.json.data.deletedAt).not.toBeNull();
    // The code is free again for a new entry; the hidden one cannot be changed any more.
    const again = await t.send(masters.itemCreate, {
      token: manager,
      params: SIAM,
      payload: { code: 'MTZ250', nameTh: 'เมโทรนิดาโซล 250 มก.', price: 3 },
    });
    expect(again.statusCode).toBe(200);
    const edit = await t.send(masters.itemUpdate, {
      token: manager,
      params: { ...SIAM, id: item.id },
      payload: { code: 'MTZ-OLD', nameTh: 'เก่า', price: 1 },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('counts use of national entries per branch too', async () => {
    const uc = (await treatments(counter, { keyword: 'UC-SCALING' })).list[0]!;
    const siam = await t.db.owner.execute<{ clinic_id: number; id: number }>(
      sql`select clinic_id, id from branches where url = 'siam'`,
    );
    const scope = {
      clinicId: siam.rows[0]!.clinic_id,
      branchId: siam.rows[0]!.id,
      clinicUrl: 'yim-demo',
      branchUrl: 'siam',
      roleIds: [3],
    };
    await t.db.run({ clinicId: scope.clinicId }, (tx) => recordMasterUse(tx, scope, [uc.id]));
    await t.db.run({ clinicId: scope.clinicId }, (tx) => recordMasterUse(tx, scope, [uc.id]));
    expect((await treatments(counter, { keyword: 'UC-SCALING' })).list[0]!.timeUse).toBe(uc.timeUse + 2);
    const thonglor = await t.send(masters.treatList, {
      token: manager,
      params: THONGLOR,
      query: { keyword: 'UC-SCALING' },
    });
    expect(thonglor.json.data.list[0].timeUse).toBe(0);
  });

  it('refuses a code the branch list already has, with MASTER-CODE-EXISTS', async () => {
    const duplicate = await t.send(masters.treatCreate, {
      token: counter,
      params: SIAM,
      payload: { code: 'SCALE', nameTh: 'ซ้ำ', price: 1 },
    });
    expect([duplicate.statusCode, duplicate.json.errorCode]).toEqual([409, 'MASTER-CODE-EXISTS']);
    // Another list (appointment treatments) and another branch may use the same code.
    const apptList = await t.send(masters.apptTreatList, { token: counter, params: SIAM, query: { keyword: 'SCALE' } });
    expect(apptList.json.data.list.map((e: TMasterEntry) => e.code)).toContain('SCALE');
    const exam = (await treatments(counter, { keyword: 'EXAM' })).list[0]!;
    const renamed = await t.send(masters.treatUpdate, {
      token: counter,
      params: { ...SIAM, id: exam.id },
      payload: { code: 'SCALE', nameTh: 'ตรวจ', price: 300 },
    });
    expect([renamed.statusCode, renamed.json.errorCode]).toEqual([409, 'MASTER-CODE-EXISTS']);
    const category = await t.send(masters.treatCateCreate, {
      token: counter,
      params: SIAM,
      payload: { code: 'GEN', nameTh: 'ซ้ำ' },
    });
    expect([category.statusCode, category.json.errorCode]).toEqual([409, 'MASTER-CODE-EXISTS']);
  });

  it.each([
    ['a code with spaces', { code: 'A B', nameTh: 'ชื่อ', price: 1 }, 'code'],
    ['a code of Thai letters', { code: 'รหัส', nameTh: 'ชื่อ', price: 1 }, 'code'],
    ['a code over 20 characters', { code: 'A'.repeat(21), nameTh: 'ชื่อ', price: 1 }, 'code'],
    ['no Thai name', { code: 'OK1', nameTh: '  ', price: 1 }, 'nameTh'],
    ['a control character in a name', { code: 'OK1', nameTh: 'ขูด\u0000หินปูน', price: 1 }, 'nameTh'],
    ['a newline in the English name', { code: 'OK1', nameTh: 'ชื่อ', nameEn: 'a\nb', price: 1 }, 'nameEn'],
    ['no price', { code: 'OK1', nameTh: 'ชื่อ' }, 'price'],
    ['a negative price', { code: 'OK1', nameTh: 'ชื่อ', price: -1 }, 'price'],
    ['three decimals', { code: 'OK1', nameTh: 'ชื่อ', price: 1.005 }, 'price'],
    ['a price as text', { code: 'OK1', nameTh: 'ชื่อ', price: '100' }, 'price'],
  ])('refuses %s with 422 naming the field', async (_label, payload, field) => {
    const response = await t.send(masters.treatCreate, { token: counter, params: SIAM, payload });
    expect(response.statusCode, response.body).toBe(422);
    const paths = response.json.errorMessage.validationResult[0].error.map((e: { path: string }) => e.path);
    expect(paths).toContain(field);
  });

  it('refuses a category of another list or none at all', async () => {
    const itemCategories = await t.send(masters.itemCateList, { token: counter, params: SIAM });
    const med = itemCategories.json.data.list[0];
    const response = await t.send(masters.treatCreate, {
      token: counter,
      params: SIAM,
      payload: { code: 'X1', nameTh: 'ชื่อ', price: 1, cateId: med.id },
    });
    expect([response.statusCode, response.json.errorCode]).toEqual([404, 'MASTER-CATEGORY-NOT-FOUND']);
    const badId = await t.send(masters.treatUpdate, {
      token: counter,
      params: { ...SIAM, id: 'abc' as unknown as number },
      payload: { code: 'X1', nameTh: 'ชื่อ', price: 1 },
    });
    expect(badId.statusCode).toBe(422);
  });

  it('keeps national entries read-only but lets a branch mark them favourite', async () => {
    const uc = (await treatments(counter, { keyword: 'UC-EXAM' })).list[0]!;
    expect(uc).toMatchObject({ branchId: 0, source: 'scheme', favorite: false });
    const edit = await t.send(masters.treatUpdate, {
      token: counter,
      params: { ...SIAM, id: uc.id },
      payload: { code: 'UC-EXAM', nameTh: 'แก้', price: 1 },
    });
    expect([edit.statusCode, edit.json.errorCode]).toEqual([403, 'MASTER-SCHEME-READ-ONLY']);
    const remove = await t.send(masters.treatDelete, { token: counter, params: { ...SIAM, id: uc.id } });
    expect(remove.statusCode).toBe(403);

    const fav = await t.send(masters.treatFavAdd, { token: counter, params: { ...SIAM, id: uc.id } });
    expect(fav.json.data).toEqual({ id: uc.id, favorite: true });
    const list = await treatments(counter);
    expect(list.list.filter((e) => e.favorite).map((e) => e.code)).toEqual([
      'EXAM',
      'EXT',
      'FILL-CR1',
      'SCALE',
      'UC-EXAM',
    ]);
    const thonglor = await t.send(masters.treatList, {
      token: manager,
      params: THONGLOR,
      query: { keyword: 'UC-EXAM' },
    });
    expect(thonglor.json.data.list[0].favorite).toBe(false);
    await t.send(masters.treatFavRemove, { token: counter, params: { ...SIAM, id: uc.id } });
    expect((await treatments(counter, { keyword: 'UC-EXAM' })).list[0]!.favorite).toBe(false);
  });

  it('marks and unmarks a branch entry favourite, on every list', async () => {
    const cases = [
      [masters.apptTreatList, masters.apptTreatFavAdd, masters.apptTreatFavRemove],
      [masters.treatDiagList, masters.treatDiagFavAdd, masters.treatDiagFavRemove],
      [masters.itemList, masters.itemFavAdd, masters.itemFavRemove],
    ] as const;
    for (const [list, add, remove] of cases) {
      const before = await t.send(list, { token: counter, params: SIAM, query: { limit: 100 } });
      const last = before.json.data.list.filter((e: TMasterEntry) => e.source === 'branch').at(-1) as TMasterEntry;
      expect(last.favorite, list.id).toBe(false);
      expect((await t.send(add, { token: counter, params: { ...SIAM, id: last.id } })).json.data.favorite).toBe(true);
      const after = await t.send(list, { token: counter, params: SIAM, query: { limit: 100 } });
      const favourites = after.json.data.list.filter((e: TMasterEntry) => e.favorite);
      expect(
        favourites.map((e: TMasterEntry) => e.id),
        list.id,
      ).toContain(last.id);
      expect(after.json.data.list.slice(0, favourites.length)).toEqual(favourites);
      await t.send(remove, { token: counter, params: { ...SIAM, id: last.id } });
    }
  });

  it('answers 404 for an id that is not on the list', async () => {
    for (const endpoint of [masters.treatGet, masters.itemGet]) {
      const response = await t.send(endpoint, { token: counter, params: { ...SIAM, id: 2_000_000_000 } });
      expect(response.statusCode, endpoint.id).toBe(404);
    }
    const diag = (await t.send(masters.treatDiagList, { token: counter, params: SIAM })).json.data.list[0];
    // A diagnosis id is not a treatment.
    expect((await t.send(masters.treatGet, { token: counter, params: { ...SIAM, id: diag.id } })).statusCode).toBe(404);
  });
});

describe('categories', () => {
  it('creates, renames and deletes a category; one with entries stays', async () => {
    const created = await t.send(masters.apptTreatCateCreate, {
      token: counter,
      params: SIAM,
      payload: { code: 'ORTHO', nameTh: 'จัดฟัน', nameEn: 'Orthodontics' },
    });
    expect(created.json.data).toMatchObject({ code: 'ORTHO', nameTh: 'จัดฟัน' });
    const id = created.json.data.id;
    const renamed = await t.send(masters.apptTreatCateUpdate, {
      token: counter,
      params: { ...SIAM, id },
      payload: { code: 'ORTHO', nameTh: 'ทันตกรรมจัดฟัน' },
    });
    expect(renamed.json.data.nameTh).toBe('ทันตกรรมจัดฟัน');
    expect((await t.send(masters.apptTreatCateDelete, { token: counter, params: { ...SIAM, id } })).json.data).toEqual({
      id,
      hidden: false,
    });

    const inUse = (await t.send(masters.apptTreatCateList, { token: counter, params: SIAM })).json.data.list[0];
    const refused = await t.send(masters.apptTreatCateDelete, { token: counter, params: { ...SIAM, id: inUse.id } });
    expect([refused.statusCode, refused.json.errorCode]).toEqual([409, 'MASTER-CATEGORY-IN-USE']);
    const bad = await t.send(masters.itemCateCreate, {
      token: counter,
      params: SIAM,
      payload: { code: '', nameTh: 'ก' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('lists the categories of each list by code', async () => {
    const lists = [masters.apptTreatCateList, masters.treatDiagCateList, masters.treatCateList, masters.itemCateList];
    for (const endpoint of lists) {
      const response = await t.send(endpoint, { token: doctor, params: SIAM });
      expect(response.statusCode, endpoint.id).toBe(200);
      const codes = response.json.data.list.map((c: { code: string }) => c.code);
      expect(codes.length, endpoint.id).toBeGreaterThan(1);
      expect(codes).toEqual([...codes].sort());
    }
  });
});

describe('payment methods and banks', () => {
  it('answers the groups, each with its methods', async () => {
    const response = await t.send(masters.paymentMethods, { token: doctor, params: SIAM });
    const groups = response.json.data as { code: string; mReceiptPayment: { code: string; needsBank: boolean }[] }[];
    expect(groups.map((g) => g.code)).toEqual(['CASH', 'TRANSFER', 'CARD', 'QR', 'SCHEME']);
    const methods = groups.flatMap((g) => g.mReceiptPayment.map((m) => m.code));
    expect(methods).toEqual(
      expect.arrayContaining(['CASH', 'TRANSFER', 'CREDIT_CARD', 'PROMPTPAY_QR', 'NHSO_UC', 'KTB_PAOTANG']),
    );
    expect(groups[1]!.mReceiptPayment[0]!.needsBank).toBe(true);
  });

  it('lists the Thai banks with their short codes', async () => {
    const response = await t.send(masters.banks);
    const banks = response.json.data as { code: string; nameTh: string }[];
    expect(banks.find((b) => b.code === 'KBANK')?.nameTh).toBe('ธนาคารกสิกรไทย');
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
  });
});
