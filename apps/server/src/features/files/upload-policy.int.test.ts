import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, profile, auth } from '@yim/contract';
import { runPeriodicTasks } from '../../lib/jobs/periodic-tasks.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfOfSize, tinyPng } from '../../test/test-files.ts';
import { QUOTA_BYTES } from './contents.service.ts';
import { sweepUnreferencedContents } from './unreferenced-contents.service.ts';

let t: TestApp;
let dataDir: string;
let member: string;
let loner: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yim-upload-policy-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  member = await t.login('manager@demo.yim.test');
  // A self-registered account that works in no clinic.
  await t.db.owner.execute(sql`insert into users (email, password_hash, activated_at, user_type_id)
    select 'loner@example.com', password_hash, now(), '1' from users where email = 'counter@demo.yim.test'`);
  loner = await t.login('loner@example.com');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (token: string, fileName: string, body: Buffer) =>
  t.send(files.uploadContent, { token, ...multipart([{ name: 'file', fileName, body }]) });

/** The bytes the server serves for a content id. */
async function served(token: string, id: number): Promise<Buffer> {
  const { url } = (await t.send(files.getContent, { params: { id }, token })).json.data as { url: string };
  return (await t.call({ method: 'GET', url })).rawPayload;
}

const contentRow = async (id: number) =>
  (await t.db.owner.execute<{ id: number }>(sql`select id from contents where id = ${id}`)).rows[0];

describe('pictures are decoded and written anew', () => {
  it('drops EXIF (a GPS position) and keeps the picture, turned as EXIF said', async () => {
    const photo = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'GPS 13.7563N 100.5018E' } })
      .toBuffer();
    expect(photo.includes('13.7563N')).toBe(true);
    const id = (await upload(member, 'photo.jpg', photo)).json.data.id as number;
    const bytes = await served(member, id);
    expect(bytes.includes('13.7563N')).toBe(false);
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 4, height: 8 });
    expect(kept.exif).toBeUndefined();
  });

  it('drops what a polyglot carries after the picture', async () => {
    const payload = '<script>alert(document.cookie)</script>%PDF-1.4';
    const polyglot = Buffer.concat([await tinyPng(), Buffer.from(payload)]);
    const id = (await upload(member, 'innocent.png', polyglot)).json.data.id as number;
    const bytes = await served(member, id);
    expect(bytes.includes('<script>')).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  it('refuses bytes that only start like a picture with 415, and a picture too large to decode', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('IHDR junk'),
    ]);
    const refused = await upload(member, 'fake.png', fake);
    expect([refused.statusCode, refused.json.errorCode]).toEqual([415, 'CONTENT-NOT-AN-IMAGE']);
    // 10,000 x 10,000 pixels of one colour: a few kilobytes that would decode into 300 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(member, 'bomb.png', bomb)).json.errorCode).toBe('CONTENT-NOT-AN-IMAGE');
  });
});

describe('an account without a clinic', () => {
  it('may store a picture for its avatar, but no documents', async () => {
    expect((await upload(loner, 'me.png', await tinyPng())).statusCode).toBe(200);
    const pdf = await upload(loner, 'hosted.pdf', pdfOfSize(4096));
    expect([pdf.statusCode, pdf.json.errorCode]).toEqual([415, 'CONTENT-TYPE-NOT-ALLOWED']);
    expect((await upload(member, 'referral.pdf', pdfOfSize(4096))).statusCode).toBe(200);
  });

  it('has a small quota, answered with the text the upload screens know', async () => {
    const me = (await t.send(auth.checkLogin, { token: loner })).json.data.user.uid as string;
    await t.db.owner
      .execute(sql`insert into contents (owner_user_id, storage_key, file_name, file_type, file_size, sha256)
      values (${me}, 'contents/filler-loner', 'filler.png', 'image/png', ${QUOTA_BYTES.other - 50}, 'x')`);
    const full = await upload(loner, 'one-more.png', await tinyPng());
    expect([full.statusCode, full.json]).toEqual([
      413,
      { errorCode: 'CONTENT-QUOTA-EXCEEDED', errorMessage: 'file limit exceeded' },
    ]);
  });
});

describe('the quota under parallel uploads', () => {
  it('lets exactly one of two uploads through when only one fits', async () => {
    const picture = await tinyPng(64, 64, '#123456');
    const first = (await upload(member, 'size.png', picture)).json.data.id as number;
    const size = (await t.send(files.getContent, { params: { id: first }, token: member })).json.data
      .fileSize as number;
    const me = (await t.send(auth.checkLogin, { token: member })).json.data.user.uid as string;
    const used = await t.db.owner.execute<{ bytes: string }>(
      sql`select coalesce(sum(file_size), 0) as bytes from contents where owner_user_id = ${me} and deleted_at is null`,
    );
    const room = Math.floor(size * 1.5);
    await t.db.owner
      .execute(sql`insert into contents (owner_user_id, storage_key, file_name, file_type, file_size, sha256)
      values (${me}, 'contents/filler-member', 'filler.pdf', 'application/pdf', ${QUOTA_BYTES.member - Number(used.rows[0]!.bytes) - room}, 'x')`);
    const both = await Promise.all([upload(member, 'a.png', picture), upload(member, 'b.png', picture)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 413]);
    await t.db.owner.execute(sql`delete from contents where storage_key = 'contents/filler-member'`);
  });
});

describe('uploads nothing refers to', () => {
  it('are swept after a day; a profile picture stays, and the one it replaced goes', async () => {
    const me = (await t.send(auth.checkLogin, { token: loner })).json.data.user.uid as string;
    await t.db.owner.execute(sql`delete from contents where storage_key = 'contents/filler-loner'`);
    const first = (await upload(loner, 'first.png', await tinyPng())).json.data.id as number;
    const second = (await upload(loner, 'second.png', await tinyPng())).json.data.id as number;
    const stray = (await upload(loner, 'stray.png', await tinyPng())).json.data.id as number;
    const setPicture = (contentId: number) =>
      t.send(profile.updateUserInfo, {
        token: loner,
        payload: {
          uid: me,
          firstNameTh: 'โดด',
          lastNameTh: 'เดี่ยว',
          firstNameEn: 'Lone',
          lastNameEn: 'Some',
          mobile: '0812345678',
          userTypeId: '1',
          drSpecialItems: [],
          contentId,
          linkedWithMFD: false,
        },
      });
    expect((await setPicture(first)).statusCode).toBe(200);
    expect((await setPicture(second)).statusCode).toBe(200);
    await t.db.owner.execute(
      sql`update contents set unreferenced_since = unreferenced_since - interval '25 hours' where owner_user_id = ${me}`,
    );
    const swept = await runPeriodicTasks(t.db, [sweepUnreferencedContents(t.storage)]);
    expect(swept.unreferencedContents).toBeGreaterThanOrEqual(2); // with the avatar uploaded above
    expect(await contentRow(first)).toBeUndefined();
    expect(await contentRow(stray)).toBeUndefined();
    expect(await contentRow(second)).toBeDefined();
    expect((await served(loner, second)).length).toBeGreaterThan(0);
  });

  it('keeps a file a foreign key still holds although nobody claimed it', async () => {
    const id = (await upload(member, 'logo.png', await tinyPng())).json.data.id as number;
    await t.db.owner.execute(sql`update clinics set logo_content_id = ${id} where url = 'yim-demo'`);
    await t.db.owner.execute(sql`update contents set unreferenced_since = now() - interval '2 days' where id = ${id}`);
    await runPeriodicTasks(t.db, [sweepUnreferencedContents(t.storage)]);
    const row = await t.db.owner.execute<{ unreferenced_since: string | null }>(
      sql`select unreferenced_since from contents where id = ${id}`,
    );
    expect(row.rows[0]).toEqual({ unreferenced_since: null });
    await t.db.owner.execute(sql`update clinics set logo_content_id = null where url = 'yim-demo'`);
  });

  it('refuses a document as a profile picture', async () => {
    const { uid: me, userTypeId } = (await t.send(auth.checkLogin, { token: member })).json.data.user;
    const pdf = (await upload(member, 'x.pdf', pdfOfSize(2048))).json.data.id as number;
    const response = await t.send(profile.updateUserInfo, {
      token: member,
      payload: {
        uid: me,
        firstNameTh: 'ผู้จัดการ',
        lastNameTh: 'คลินิก',
        firstNameEn: 'Manager',
        lastNameEn: 'Clinic',
        mobile: '0812345678',
        userTypeId,
        drSpecialItems: [],
        contentId: pdf,
        linkedWithMFD: false,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json.errorMessage.validationResult[0].error[0].path).toBe('contentId');
  });
});
