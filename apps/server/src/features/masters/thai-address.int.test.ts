import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masters, type TThaiPostcodeArea } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { thaiAddressData } from './data/thai-address.data.ts';
import { syncReferenceData } from './masters.repo.ts';
import { syncThaiAddress } from './thai-address.repo.ts';
import { assertThaiAddress, findThaiAddressMismatch } from './thai-address.service.ts';

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const VERSION = thaiAddressData().version;

let t: TestApp;
let assistant: string;
beforeAll(async () => {
  t = await createTestApp();
  assistant = await t.login('assistant@demo.yim.test');
});
afterAll(() => t.close());

async function count(table: string): Promise<number> {
  const result = await t.db.owner.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return result.rows[0]!.n;
}

describe('the lookups of the address pickers', () => {
  it('lists the provinces in Thai order for any member, with the data version', async () => {
    const response = await t.send(masters.thaiProvinces, { token: assistant, params: SIAM });
    expect(response.statusCode, response.body).toBe(200);
    const { version, list } = response.json.data;
    expect(version).toBe(VERSION);
    expect(list).toHaveLength(77);
    expect(list.find((p: { code: number }) => p.code === 10)).toEqual({
      code: 10,
      nameTh: 'กรุงเทพมหานคร',
      nameEn: 'Bangkok',
    });
    const names = list.map((p: { nameTh: string }) => p.nameTh);
    expect(names[0]).toBe('กระบี่');
  });

  it("lists a province's districts and a district's sub-districts with their postcodes", async () => {
    const districts = await t.send(masters.thaiDistricts, { token: assistant, params: { ...SIAM, provinceCode: 10 } });
    expect(districts.json.data.list).toHaveLength(50);
    expect(districts.json.data.list[0]).toEqual({
      code: 1001,
      provinceCode: 10,
      nameTh: 'เขตพระนคร',
      nameEn: 'Khet Phra Nakhon',
    });
    const subs = await t.send(masters.thaiSubDistricts, { token: assistant, params: { ...SIAM, districtCode: 1001 } });
    expect(subs.json.data.list[0]).toEqual({
      code: 100101,
      districtCode: 1001,
      postcode: '10200',
      nameTh: 'พระบรมมหาราชวัง',
      nameEn: 'Phra Borom Maha Ratchawang',
    });
    const unknown = await t.send(masters.thaiDistricts, { token: assistant, params: { ...SIAM, provinceCode: 99 } });
    expect(unknown.json.data.list).toEqual([]);
  });

  it('finds every sub-district of a postcode with its district and province', async () => {
    const response = await t.send(masters.thaiPostcodeAreas, {
      token: assistant,
      params: { ...SIAM, postcode: '10200' },
    });
    const list: TThaiPostcodeArea[] = response.json.data.list;
    const expected = thaiAddressData().subDistricts.filter((s) => s.postcode === '10200');
    expect(list.map((a) => a.subDistrictCode)).toEqual(expected.map((s) => s.code));
    expect(list.every((a) => a.provinceTh === 'กรุงเทพมหานคร' && a.postcode === '10200')).toBe(true);
    expect(list.map((a) => a.districtTh)).toEqual(expect.arrayContaining(['เขตพระนคร']));
    const none = await t.send(masters.thaiPostcodeAreas, { token: assistant, params: { ...SIAM, postcode: '00000' } });
    expect(none.json.data.list).toEqual([]);
  });

  it('refuses malformed codes and postcodes with 422, and callers without a token with 401', async () => {
    const badPostcode = await t.send(masters.thaiPostcodeAreas, {
      token: assistant,
      params: { ...SIAM, postcode: '1020' },
    });
    expect(badPostcode.statusCode).toBe(422);
    expect(badPostcode.json.errorMessage.validationResult[0].error[0].path).toBe('params.postcode');
    const badCode = await t.send(masters.thaiDistricts, { token: assistant, params: { ...SIAM, provinceCode: 100 } });
    expect(badCode.statusCode).toBe(422);
    const badVersion = await t.send(masters.thaiProvinces, { token: assistant, params: SIAM, query: { v: 'x' } });
    expect(badVersion.statusCode).toBe(422);
    const anonymous = await t.send(masters.thaiProvinces, { params: SIAM });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('caching by data version', () => {
  it('lets the browser keep an answer for a year when the request names the current version', async () => {
    const response = await t.send(masters.thaiDistricts, {
      token: assistant,
      params: { ...SIAM, provinceCode: 50 },
      query: { v: VERSION },
    });
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"thai-address-${VERSION}"`);
  });

  it('makes the browser revalidate otherwise, and answers 304 without a body to a current ETag', async () => {
    const first = await t.send(masters.thaiProvinces, {
      token: assistant,
      params: SIAM,
      query: { v: '0000000000000000' },
    });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.send(masters.thaiProvinces, {
      token: assistant,
      params: SIAM,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.send(masters.thaiProvinces, {
      token: assistant,
      params: SIAM,
      headers: { 'if-none-match': '"thai-address-0000000000000000"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json.data.list).toHaveLength(77);
  });

  it('still checks the caller before a 304: no token, no answer', async () => {
    const response = await t.send(masters.thaiProvinces, {
      params: SIAM,
      headers: { 'if-none-match': `"thai-address-${VERSION}"` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('findThaiAddressMismatch', () => {
  const check = (parts: Parameters<typeof findThaiAddressMismatch>[1]) =>
    t.db.run({}, (tx) => findThaiAddressMismatch(tx, parts));

  it('accepts a consistent address, partial ones and an empty one', async () => {
    const palace = {
      province: 'กรุงเทพมหานคร',
      district: 'เขตพระนคร',
      subDistrict: 'พระบรมมหาราชวัง',
      postcode: '10200',
    };
    expect(await check(palace)).toBeNull();
    expect(await check({ ...palace, subDistrict: '' })).toBeNull();
    expect(await check({ province: 'เชียงใหม่' })).toBeNull();
    expect(await check({ district: 'เขตพระนคร', postcode: '10200' })).toBeNull();
    expect(await check({ subDistrict: 'พระบรมมหาราชวัง' })).toBeNull();
    expect(await check({ postcode: '50200' })).toBeNull();
    expect(
      await check({ province: ' กรุงเทพมหานคร ', district: null, subDistrict: undefined, postcode: '' }),
    ).toBeNull();
    expect(await check({})).toBeNull();
  });

  it('names the first wrong part, from the province down', async () => {
    expect(await check({ province: 'กรุงเทพ', district: 'เขตพระนคร' })).toBe('province');
    expect(await check({ province: 'เชียงใหม่', district: 'เขตพระนคร' })).toBe('district');
    expect(await check({ province: 'กรุงเทพมหานคร', subDistrict: 'สุเทพ' })).toBe('subDistrict');
    expect(await check({ district: 'เขตดุสิต', subDistrict: 'พระบรมมหาราชวัง' })).toBe('subDistrict');
    expect(await check({ province: 'กรุงเทพมหานคร', district: 'เขตพระนคร', postcode: '50200' })).toBe('postcode');
    expect(await check({ subDistrict: 'พระบรมมหาราชวัง', postcode: '10300' })).toBe('postcode');
    expect(await check({ postcode: '00000' })).toBe('postcode');
    expect(await check({ postcode: '1020' })).toBe('postcode');
    expect(await check({ province: 'ไม่มี', postcode: '1020' })).toBe('province');
  });

  it('agrees with the data file on every sub-district of a province', async () => {
    const data = thaiAddressData();
    const province = data.provinces.find((p) => p.nameTh === 'เชียงใหม่')!;
    const districts = data.districts.filter((d) => d.provinceCode === province.code);
    for (const district of districts) {
      for (const sub of data.subDistricts.filter((s) => s.districtCode === district.code)) {
        const parts = {
          province: province.nameTh,
          district: district.nameTh,
          subDistrict: sub.nameTh,
          postcode: sub.postcode,
        };
        expect(await check(parts), sub.nameTh).toBeNull();
      }
    }
  });

  it('gives the 422 of the wrong part under the form path', async () => {
    const error = await t.db
      .run({}, (tx) => assertThaiAddress(tx, { province: 'เชียงใหม่', district: 'เขตพระนคร' }, 'address'))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 422 });
    expect((error as { issues: { path: string }[] }).issues[0]!.path).toBe('address.district');
  });
});

describe('the reference-data sync', () => {
  it('holds the whole data file after start, with its version recorded', async () => {
    const data = thaiAddressData();
    expect(await count('thai_provinces')).toBe(data.provinces.length);
    expect(await count('thai_districts')).toBe(data.districts.length);
    expect(await count('thai_sub_districts')).toBe(data.subDistricts.length);
    const stored = await t.db.owner.execute<{ version: string }>(
      sql`select version from reference_data_versions where name = 'thai_address'`,
    );
    expect(stored.rows[0]?.version).toBe(data.version);
  });

  it('skips an unchanged file at a later start, and repairs the tables when the version differs', async () => {
    expect(await t.db.owner.transaction((tx) => syncThaiAddress(tx))).toEqual({ version: VERSION, skipped: true });
    await t.db.owner.execute(sql`update thai_sub_districts set name_th = 'ผิด' where code = 100101`);
    await t.db.owner.execute(sql`delete from thai_sub_districts where code = 100102`);
    await t.db.owner.execute(sql`insert into thai_sub_districts values (100199, 1001, '10200', 'เกิน', 'Extra')`);
    await t.db.owner.execute(sql`update reference_data_versions set version = 'old' where name = 'thai_address'`);
    await syncReferenceData(t.db.owner);
    const rows = await t.db.owner.execute<{ code: number; name_th: string }>(
      sql`select code, name_th from thai_sub_districts where code in (100101, 100102, 100199) order by code`,
    );
    expect(rows.rows).toEqual([
      { code: 100101, name_th: 'พระบรมมหาราชวัง' },
      { code: 100102, name_th: 'วังบูรพาภิรมย์' },
    ]);
    expect(await t.db.owner.transaction((tx) => syncThaiAddress(tx))).toEqual({ version: VERSION, skipped: true });
  });

  it('is read-only for the request role', async () => {
    for (const statement of [
      sql`update thai_provinces set name_th = 'x' where code = 10`,
      sql`delete from thai_sub_districts where code = 100101`,
      sql`insert into thai_districts values (1099, 10, 'x', 'x')`,
      sql`update reference_data_versions set version = 'x'`,
    ]) {
      const error = await t.db.run({}, (tx) => tx.execute(statement)).catch((e: unknown) => e);
      // Drizzle wraps the driver's error; the database's own words are in its cause.
      expect(String((error as { cause?: { message?: string } }).cause?.message)).toMatch(/permission denied/);
    }
  });
});
