import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, patients } from '@yim/contract';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tinyPng } from '../../test/test-files.ts';

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };

let t: TestApp;
let dataDir: string;
let counter: string;
let png: Buffer;
beforeAll(async () => {
  png = await tinyPng();
  dataDir = await mkdtemp(join(tmpdir(), 'yim-patient-photo-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  counter = await t.login('counter@demo.yim.test');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploadPhoto(token: string): Promise<number> {
  const response = await t.send(files.uploadContent, {
    token,
    ...multipart([{ name: 'file', fileName: 'patient.png', type: 'image/png', body: png }]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json.data.id as number;
}

async function unreferenced(contentId: number): Promise<boolean> {
  const rows = await t.db.owner.execute<{ unreferenced: boolean }>(
    sql`select unreferenced_since is not null as unreferenced from contents where id = ${contentId}`,
  );
  return rows.rows[0]!.unreferenced;
}

async function readAs(email: string, contentId: number): Promise<number> {
  return (await t.send(files.getContent, { params: { id: contentId }, token: await t.login(email) })).statusCode;
}

describe('the patient photo', () => {
  it('is claimed by the record, shown to the clinic’s staff only, and released when replaced', async () => {
    const first = await uploadPhoto(counter);
    expect(await unreferenced(first)).toBe(true);
    const created = await t.send(patients.create, {
      token: counter,
      params: SIAM,
      payload: { firstNameTh: 'มีรูป', lastNameTh: 'ประจำตัว', photoContentId: first },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await unreferenced(first)).toBe(false);
    expect(await readAs('doctor@demo.yim.test', first)).toBe(200);
    expect(await readAs('manager@ari.yim.test', first)).toBe(404);

    const second = await uploadPhoto(counter);
    const updated = await t.send(patients.update, {
      token: counter,
      params: { ...SIAM, id: created.json.data.id },
      payload: { firstNameTh: 'มีรูป', lastNameTh: 'ประจำตัว', photoContentId: second },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await unreferenced(second)).toBe(false);
    expect(await unreferenced(first)).toBe(true);
    expect(await readAs('doctor@demo.yim.test', first)).toBe(404);
    expect(await readAs('doctor@demo.yim.test', second)).toBe(200);
  });

  it('must be a picture the caller uploaded', async () => {
    const others = await uploadPhoto(await t.login('manager@demo.yim.test'));
    const response = await t.send(patients.create, {
      token: counter,
      params: SIAM,
      payload: { firstNameTh: 'รูป', lastNameTh: 'คนอื่น', photoContentId: others },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('photoContentId');
  });
});
