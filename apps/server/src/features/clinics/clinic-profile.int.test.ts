import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, files } from '@yim/contract';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tinyPng } from '../../test/test-files.ts';

// The clinic's own fields and new branches, by its managers (issue 8).

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };
const NAMES = { name: 'ยิ้ม เดนทัล คลินิก สาขาใหม่', nameEn: 'Yim Dental Group', logoContentId: null };

let t: TestApp;
let dataDir: string;
let manager: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yim-clinic-profile-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  manager = await t.login('manager@demo.yim.test');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploadPicture(token: string): Promise<number> {
  const body = multipart([{ name: 'file', fileName: 'logo.png', type: 'image/png', body: await tinyPng() }]);
  const response = await t.send(files.uploadContent, { token, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data.id as number;
}

const clinicRow = async (url: string) =>
  (
    await t.db.owner.execute<{ name: string; name_en: string; logo_content_id: number | null }>(
      sql`select name, name_en, logo_content_id from clinics where url = ${url}`,
    )
  ).rows[0]!;

describe('GET and PUT /api/clinic/{c}/{b}', () => {
  it('shows a manager the clinic with its branches', async () => {
    const response = await t.send(clinics.getClinicProfile, { token: manager, params: SIAM });
    expect(response.statusCode).toBe(200);
    expect(response.json.data).toMatchObject({ url: 'yim-demo', code: 'YIM', name: 'ยิ้ม เดนทัล คลินิก' });
    expect(response.json.data.branches.map((b: { url: string }) => b.url)).toEqual(
      expect.arrayContaining(['siam', 'thonglor']),
    );
  });

  it('saves the names and a logo the manager uploaded, claims it and writes one audit row', async () => {
    const logo = await uploadPicture(manager);
    const response = await t.send(clinics.updateClinicProfile, {
      token: manager,
      params: SIAM,
      payload: { ...NAMES, logoContentId: logo },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data).toMatchObject({ name: NAMES.name, nameEn: NAMES.nameEn, logoContentId: logo });
    expect(await clinicRow('yim-demo')).toEqual({ name: NAMES.name, name_en: NAMES.nameEn, logo_content_id: logo });
    const claimed = await t.db.owner.execute<{ unreferenced_since: string | null }>(
      sql`select unreferenced_since from contents where id = ${logo}`,
    );
    expect(claimed.rows[0]!.unreferenced_since).toBeNull();
    const audit = await t.db.owner.execute<{ before: any; after: any }>(
      sql`select before, after from audit_log where entity = 'clinic' and action = 'update'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.before).toMatchObject({ name: 'ยิ้ม เดนทัล คลินิก', logoContentId: null });
    expect(audit.rows[0]!.after).toMatchObject({ nameEn: NAMES.nameEn, logoContentId: logo });

    // The picker shows the logo to the clinic's members.
    const mine = await t.send(clinics.listMyClinics, { token: manager });
    expect(mine.json.data.list.find((c: { url: string }) => c.url === 'yim-demo').logo).toBe(String(logo));

    // Removing it releases the file for the sweep.
    await t.send(clinics.updateClinicProfile, { token: manager, params: SIAM, payload: NAMES });
    const released = await t.db.owner.execute<{ unreferenced_since: string | null }>(
      sql`select unreferenced_since from contents where id = ${logo}`,
    );
    expect(released.rows[0]!.unreferenced_since).not.toBeNull();
  });

  it('refuses a logo someone else uploaded (422), leaving the clinic as it was', async () => {
    const other = await uploadPicture(await t.login('doctor@demo.yim.test'));
    const before = await clinicRow('yim-demo');
    const response = await t.send(clinics.updateClinicProfile, {
      token: manager,
      params: SIAM,
      payload: { ...NAMES, name: 'ชื่อที่ไม่ควรบันทึก', logoContentId: other },
    });
    expect(response.statusCode).toBe(422);
    expect(await clinicRow('yim-demo')).toEqual(before);
  });

  it('lets only managers in, and no one into another clinic', async () => {
    for (const email of ['counter@demo.yim.test', 'headcounter@demo.yim.test', 'doctor@demo.yim.test']) {
      const token = await t.login(email);
      expect((await t.send(clinics.updateClinicProfile, { token, params: SIAM, payload: NAMES })).statusCode).toBe(403);
    }
    const ariManager = await t.login('manager@ari.yim.test');
    const before = await clinicRow('yim-demo');
    const foreign = await t.send(clinics.updateClinicProfile, {
      token: ariManager,
      params: SIAM,
      payload: { ...NAMES, name: 'ยึดคลินิก' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await clinicRow('yim-demo')).toEqual(before);
    // Its own clinic, and only that row, changes.
    const own = await t.send(clinics.updateClinicProfile, {
      token: ariManager,
      params: ARI,
      payload: { name: 'สไมล์ อารีย์', nameEn: 'Smile Ari', logoContentId: null },
    });
    expect(own.statusCode).toBe(200);
    expect((await clinicRow('smile-ari')).name).toBe('สไมล์ อารีย์');
    expect(await clinicRow('yim-demo')).toEqual(before);
  });

  it('validates the names with the contract (422)', async () => {
    const response = await t.send(clinics.updateClinicProfile, {
      token: manager,
      params: SIAM,
      payload: { name: 'Latin only', nameEn: 'ไทย', logoContentId: null },
    });
    expect(response.statusCode).toBe(422);
    const paths = response.json.errorMessage.validationResult[0].error.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'nameEn']));
  });
});

describe('POST /api/clinic/branch/{c}/{b}', () => {
  const BRANCH = { url: 'ladprao', code: 'LPR', name: 'สาขาลาดพร้าว', nameEn: 'Ladprao Branch' };

  it('opens a branch of the same clinic with the manager as its manager, audited', async () => {
    const response = await t.send(clinics.addBranch, { token: manager, params: SIAM, payload: BRANCH });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json.data).toEqual(BRANCH);
    const check = await t.send(clinics.checkLoginAtBranch, {
      token: manager,
      params: { clinicUrl: 'yim-demo', branchUrl: 'ladprao' },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json.data.user.authIdItems).toEqual([1]);
    const audit = await t.db.owner.execute<{ entity: string; branch_url: string }>(sql`
      select a.entity, b.url as branch_url from audit_log a join branches b on b.id = a.branch_id
      where a.entity = 'branch' and a.action = 'create'`);
    expect(audit.rows).toEqual([{ entity: 'branch', branch_url: 'ladprao' }]);
  });

  it('answers 409 for a url the clinic already uses, while another clinic may use it', async () => {
    const taken = await t.send(clinics.addBranch, {
      token: manager,
      params: SIAM,
      payload: { ...BRANCH, url: 'siam' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json.errorCode).toBe('BRANCH-URL-TAKEN');
    const ariManager = await t.login('manager@ari.yim.test');
    const elsewhere = await t.send(clinics.addBranch, {
      token: ariManager,
      params: ARI,
      payload: { ...BRANCH, url: 'siam' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('is refused to a counter (403), to another clinic (404) and for a bad url (422)', async () => {
    const counter = await t.login('counter@demo.yim.test');
    expect(
      (await t.send(clinics.addBranch, { token: counter, params: SIAM, payload: { ...BRANCH, url: 'x-1' } }))
        .statusCode,
    ).toBe(403);
    const ariManager = await t.login('manager@ari.yim.test');
    expect(
      (await t.send(clinics.addBranch, { token: ariManager, params: SIAM, payload: { ...BRANCH, url: 'x-2' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.send(clinics.addBranch, { token: manager, params: SIAM, payload: { ...BRANCH, url: 'Bad Url' } }))
        .statusCode,
    ).toBe(422);
  });
});
