import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canUse, clinics, type TBranchSettings, type TBranchSettingsInput } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };
const STAFF = {
  manager: { email: 'manager@demo.yim.test', roles: [1] },
  doctor: { email: 'doctor@demo.yim.test', roles: [2] },
  counter: { email: 'counter@demo.yim.test', roles: [3] },
  assistant: { email: 'assistant@demo.yim.test', roles: [4] },
  headcounter: { email: 'headcounter@demo.yim.test', roles: [5] },
};
/** A tax id whose check digit is right (mod-11 rule). */
const TAX_ID = '0105558000006';

let t: TestApp;
const tokens: Record<string, string> = {};
let ariManager: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const [name, staff] of Object.entries(STAFF)) tokens[name] = await t.login(staff.email);
  ariManager = await t.login('manager@ari.yim.test');
});
afterAll(() => t.close());

async function settings(token = tokens.manager!): Promise<TBranchSettings> {
  const response = await t.send(clinics.getBranchSettings, { params: SIAM, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data;
}

/** The current settings as a PUT body, with `change` applied. */
async function body(change: Partial<TBranchSettingsInput> = {}): Promise<TBranchSettingsInput> {
  const { url: _url, code: _code, rooms, ...fields } = await settings();
  return { ...fields, rooms: rooms.map(({ id, name, active }) => ({ id, name, active })), ...change };
}

describe('GET /api/branch/{clinicUrl}/{branchUrl}', () => {
  it('answers the branch fields and every room in order, to counter, manager and head counter alone', async () => {
    for (const [name, staff] of Object.entries(STAFF)) {
      const response = await t.send(clinics.getBranchSettings, { params: SIAM, token: tokens[name] });
      if (canUse('setting', staff.roles)) expect(response.statusCode, name).toBe(200);
      else expect([response.statusCode, response.json.errorCode], name).toEqual([403, 'PERMISSION_DENIED']);
    }
    const data = await settings(tokens.counter);
    expect(data).toMatchObject({ url: 'siam', taxId: '', linkedWithNhso: expect.any(Boolean) });
    expect(data.rooms.map((room) => room.name)).toEqual(['ห้องทำฟัน 1', 'ห้องทำฟัน 2', 'ห้องทำฟัน 3']);
    expect(data.rooms.every((room) => room.active)).toBe(true);
  });
});

describe('PUT /api/branch/{clinicUrl}/{branchUrl}', () => {
  it('saves the fields and renames, reorders, deactivates and adds rooms, with an audit row', async () => {
    const before = await settings();
    const [room1, room2, room3] = before.rooms;
    const payload = await body({
      nameEn: 'Siam Square',
      tel: '02-111-2222',
      taxId: TAX_ID,
      confApptDuration: '00:20',
      confOpeningTime: '08:30',
      confClosingTime: '18:00',
      linkedWithNhso: true,
      rooms: [
        { id: room3!.id, name: 'ห้อง VIP', active: true },
        { id: room1!.id, name: room1!.name, active: true },
        { id: room2!.id, name: room2!.name, active: false },
        { name: 'ห้องเอกซเรย์', active: true },
      ],
    });
    const response = await t.send(clinics.updateBranchSettings, { params: SIAM, token: tokens.manager, payload });
    expect(response.statusCode, response.body).toBe(200);
    const after = await settings();
    expect(after).toMatchObject({
      nameEn: 'Siam Square',
      tel: '02-111-2222',
      taxId: TAX_ID,
      confApptDuration: '00:20',
      confOpeningTime: '08:30',
      confClosingTime: '18:00',
      linkedWithNhso: true,
    });
    expect(after.rooms.map((room) => [room.name, room.active])).toEqual([
      ['ห้อง VIP', true],
      ['ห้องทำฟัน 1', true],
      ['ห้องทำฟัน 2', false],
      ['ห้องเอกซเรย์', true],
    ]);
    // The deactivated room keeps its row (history) and leaves the rooms every screen picks from.
    const login = await t.send(clinics.checkLoginAtBranch, { params: SIAM, token: tokens.counter });
    expect(login.json.data.branch.rooms.map((room: { name: string }) => room.name)).toEqual([
      'ห้อง VIP',
      'ห้องทำฟัน 1',
      'ห้องเอกซเรย์',
    ]);
    const audit = await t.db.owner.execute<{ action: string; before: TBranchSettings; after: TBranchSettings }>(
      sql`select action, before, after from audit_log where entity = 'branch.settings' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toMatchObject({ action: 'update', before: { taxId: '' }, after: { taxId: TAX_ID } });
  });

  it('lets a head counter save, and refuses a counter, a doctor and an assistant', async () => {
    const payload = await body({ tel: '021234567' });
    for (const [name, staff] of Object.entries(STAFF)) {
      const response = await t.send(clinics.updateBranchSettings, { params: SIAM, token: tokens[name], payload });
      if (canUse('settingWrite', staff.roles)) expect(response.statusCode, name).toBe(200);
      else expect([response.statusCode, response.json.errorCode], name).toEqual([403, 'PERMISSION_DENIED']);
    }
    expect(canUse('settingWrite', [3])).toBe(false);
  });

  it.each([
    ['closing before opening', { confOpeningTime: '18:00', confClosingTime: '09:00' }, 'confClosingTime'],
    ['closing equal to opening', { confOpeningTime: '09:00', confClosingTime: '09:00' }, 'confClosingTime'],
    ['a duration not a multiple of 5 minutes', { confApptDuration: '00:07' }, 'confApptDuration'],
    ['a zero duration', { confApptDuration: '00:00' }, 'confApptDuration'],
    ['a time that is no clock time', { confOpeningTime: '25:00' }, 'confOpeningTime'],
    ['a tax id with a wrong check digit', { taxId: '0105558000001' }, 'taxId'],
    ['an empty name', { name: '  ' }, 'name'],
    ['letters in the phone number', { tel: 'call me' }, 'tel'],
  ])('refuses %s with 422 and changes nothing', async (_label, change, path) => {
    const before = await settings();
    const response = await t.send(clinics.updateBranchSettings, {
      params: SIAM,
      token: tokens.manager,
      payload: await body(change as Partial<TBranchSettingsInput>),
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(JSON.stringify(response.json)).toContain(path);
    expect(await settings()).toEqual(before);
  });

  it('answers 404 for a room of another branch and changes nothing', async () => {
    const thonglorRoom = await t.db.owner.execute<{ id: number }>(
      sql`select id from rooms where branch_id = (select id from branches where url = 'thonglor') limit 1`,
    );
    const before = await settings();
    const payload = await body({ rooms: [{ id: Number(thonglorRoom.rows[0]!.id), name: 'ยึด', active: true }] });
    const response = await t.send(clinics.updateBranchSettings, { params: SIAM, token: tokens.manager, payload });
    expect(response.statusCode).toBe(404);
    expect(await settings()).toEqual(before);
  });
});

describe('tenancy of the branch settings', () => {
  it('gives manager@ari.yim.test 404 on yim-demo paths and on yim-demo room ids', async () => {
    const get = await t.send(clinics.getBranchSettings, { params: SIAM, token: ariManager });
    expect([get.statusCode, get.json.errorCode]).toEqual([404, 'BRANCH-NOT-FOUND']);
    const put = await t.send(clinics.updateBranchSettings, { params: SIAM, token: ariManager, payload: await body() });
    expect([put.statusCode, put.json.errorCode]).toEqual([404, 'BRANCH-NOT-FOUND']);

    const siamRooms = (await settings()).rooms;
    const ari = (await t.send(clinics.getBranchSettings, { params: ARI, token: ariManager })).json.data;
    const { url: _url, code: _code, rooms: _rooms, ...fields } = ari as TBranchSettings;
    const byId = await t.send(clinics.updateBranchSettings, {
      params: ARI,
      token: ariManager,
      payload: { ...fields, rooms: [{ id: siamRooms[0]!.id, name: 'ยึดห้อง', active: false }] },
    });
    expect(byId.statusCode).toBe(404);
    expect((await settings()).rooms).toEqual(siamRooms);
  });

  it('refuses a counter of siam the settings of thonglor: 403', async () => {
    const get = await t.send(clinics.getBranchSettings, { params: THONGLOR, token: tokens.counter });
    expect([get.statusCode, get.json.errorCode]).toEqual([403, 'BRANCH-NOT-MEMBER']);
    const put = await t.send(clinics.updateBranchSettings, {
      params: THONGLOR,
      token: tokens.counter,
      payload: await body(),
    });
    expect([put.statusCode, put.json.errorCode]).toEqual([403, 'BRANCH-NOT-MEMBER']);
  });
});
