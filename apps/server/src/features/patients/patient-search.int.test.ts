import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDn, patients, type TPatient, type TPatientSummary } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The search of the patient list, in the smile-ari clinic: the demo's generated patients live in
// yim-demo, so every match here is one of the records below.

const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

function thaiId(firstTwelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(firstTwelve[i]) * (13 - i);
  return firstTwelve + String((11 - (sum % 11)) % 10);
}
const SOMCHAI_ID = thaiId('360990011223');

let t: TestApp;
let token: string;
const made: Record<string, TPatient> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('manager@ari.yim.test');
  const people: [string, Record<string, unknown>][] = [
    [
      'somchai',
      {
        firstNameTh: 'สมชาย',
        lastNameTh: 'ใจดี',
        firstNameEn: 'Somchai',
        lastNameEn: 'Jaidee',
        mobile: '0812345678',
        personalType: '1',
        personalId: SOMCHAI_ID,
        existDn: 'HN-77',
      },
    ],
    ['somying', { firstNameTh: 'สมหญิง', lastNameTh: 'ใจงาม', mobile: '0898765432' }],
    ['manee', { firstNameTh: 'มานี', lastNameTh: 'มีใจ', nickname: 'นี' }],
    ['somchaiOther', { firstNameTh: 'สมชาย', lastNameTh: 'รักษ์ดี' }],
    ['john', { foreigner: true, firstNameEn: 'John', lastNameEn: 'Smith', personalType: '2', personalId: 'P1234567' }],
  ];
  for (const [key, body] of people) {
    const response = await t.send(patients.create, { token, params: ARI, payload: body });
    if (response.statusCode !== 200) throw new Error(response.body);
    made[key] = response.json.data as TPatient;
  }
});
afterAll(() => t.close());

async function search(keyword: string): Promise<{ ids: number[]; total: number }> {
  const response = await t.send(patients.list, { token, params: ARI, query: { keyword, limit: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  const list: TPatientSummary[] = response.json.data.list;
  return { ids: list.map((p) => p.id), total: response.json.data.maxPatient };
}
const ids = (...keys: string[]) => keys.map((key) => made[key]!.id);

describe('one keyword finds a patient', () => {
  it('by a Thai first and last name, in either order', async () => {
    expect((await search('สมชาย ใจดี')).ids).toEqual(ids('somchai'));
    expect((await search('ใจดี สมชาย')).ids).toEqual(ids('somchai'));
    expect((await search('  สมชาย   ใจดี ')).ids).toEqual(ids('somchai'));
  });

  it('by a fragment of a Thai name, names that start with it first, in the order of that name', async () => {
    const found = await search('ใจ');
    expect(found.total).toBe(3);
    // ใจงาม and ใจดี start with the fragment, and list by those surnames (not by สมชาย before
    // สมหญิง); มีใจ only contains it.
    expect(found.ids).toEqual(ids('somying', 'somchai', 'manee'));
    // สมชาย twice (then by surname: รักษ์ดี before ใจดี in byte order), then สมหญิง.
    expect((await search('สม')).ids).toEqual(ids('somchaiOther', 'somchai', 'somying'));
    expect((await search('สมช')).ids.sort()).toEqual(ids('somchai', 'somchaiOther').sort());
    expect((await search('รักษ์')).ids).toEqual(ids('somchaiOther'));
  });

  it('by English names, any case and order, and by nickname', async () => {
    expect((await search('smith john')).ids).toEqual(ids('john'));
    expect((await search('JAIDEE')).ids).toEqual(ids('somchai'));
    expect((await search('นี')).ids).toContain(made.manee!.id);
  });

  it('by mobile, with or without dashes, whole or in part', async () => {
    expect((await search('0812345678')).ids).toEqual(ids('somchai'));
    expect((await search('081-234-5678')).ids).toEqual(ids('somchai'));
    expect((await search('089 876')).ids).toEqual(ids('somying'));
  });

  it('by national id, typed with or without dashes, and by passport number', async () => {
    expect((await search(SOMCHAI_ID)).ids).toEqual(ids('somchai'));
    const dashed = `${SOMCHAI_ID[0]}-${SOMCHAI_ID.slice(1, 5)}-${SOMCHAI_ID.slice(5, 10)}-${SOMCHAI_ID.slice(10, 12)}-${SOMCHAI_ID[12]}`;
    expect((await search(dashed)).ids).toEqual(ids('somchai'));
    expect((await search('p1234567')).ids).toEqual(ids('john'));
  });

  it('by DN, with or without its zero padding, and by legacy DN', async () => {
    const dn = made.somying!.dn;
    expect((await search(String(dn))).ids[0]).toBe(made.somying!.id);
    expect((await search(formatDn(dn))).ids[0]).toBe(made.somying!.id);
    expect((await search('hn-77')).ids).toEqual(ids('somchai'));
  });

  it('puts the exact DN first, before records that merely contain its digits', async () => {
    const dn = made.john!.dn;
    const lookalike = await t.send(patients.create, {
      token,
      params: ARI,
      payload: { firstNameTh: 'เลข', lastNameTh: 'คล้าย', existDn: `A${formatDn(dn)}` },
    });
    expect(lookalike.statusCode).toBe(200);
    const found = await search(formatDn(dn));
    expect(found.ids).toEqual([made.john!.id, lookalike.json.data.id]);
  });

  it('takes LIKE wildcards literally and finds nothing for a stranger', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('ไม่มีใครชื่อนี้')).total).toBe(0);
  });
});
