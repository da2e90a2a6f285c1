import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MAX_BYTES, files } from '@yim/contract';
import { multipart, type Part } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfOfSize, tinyPng } from '../../test/test-files.ts';

let PNG: Buffer;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let t: TestApp;
let dataDir: string;
let token: string;

/** Every stored file under DATA_DIR/files, temp files included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(join(dataDir, 'files'), join(e.parentPath, e.name)));
}

/** `auth` null sends no token at all. */
function upload(parts: Part[], auth: string | null = token) {
  return t.send(files.uploadContent, { token: auth ?? undefined, ...multipart(parts) });
}

beforeAll(async () => {
  PNG = await tinyPng();
  dataDir = await mkdtemp(join(tmpdir(), 'yim-media-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  token = await t.login('manager@demo.yim.test');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/content/upload and GET /api/content/:id', () => {
  it('stores a PNG, and its signed URL downloads the same bytes without a token', async () => {
    const uploaded = await upload([{ name: 'file', fileName: 'ฟัน ซี่ 11.png', type: 'image/png', body: PNG }]);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json).toEqual({ status: '200', data: { id: expect.any(Number) } });
    const id = uploaded.json.data.id as number;

    const content = await t.send(files.getContent, { params: { id: id }, token });
    expect(content.statusCode).toBe(200);
    expect(content.json.data).toMatchObject({ id, fileName: 'ฟัน ซี่ 11.png', fileType: 'image/png' });
    const size = content.json.data.fileSize as number;
    expect(content.json.data.url).toMatch(/^\/api\/files\/contents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png\?/);

    const file = await t.call({ method: 'GET', url: content.json.data.url });
    expect(file.statusCode).toBe(200);
    // Re-encoded: the same picture, not necessarily the same bytes.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });
    expect(file.rawPayload.length).toBe(size);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(size),
      'x-content-type-options': 'nosniff',
    });
    expect(file.headers['cache-control']).toMatch(/^private, max-age=(8\d\d|900)$/);
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toMatch(/^inline; filename="[^"]*"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('ฟัน ซี่ 11.png');

    const row = await t.db.owner.execute<{ sha256: string; owner: string }>(sql`
      select c.sha256, u.email as owner from contents c join users u on u.id = c.owner_user_id where c.id = ${id}`);
    expect(row.rows[0]).toEqual({ sha256: sha256(file.rawPayload), owner: 'manager@demo.yim.test' });
  });

  it("shows a profile picture to its owner and colleagues only, and a logo to the clinic's members", async () => {
    const read = async (contentId: number, email: string) =>
      (await t.send(files.getContent, { params: { id: contentId }, token: await t.login(email) })).statusCode;
    const avatar = (await upload([{ name: 'file', fileName: 'avatar.png', body: PNG }])).json.data.id as number;

    // Uploaded but not yet anyone's picture: only the uploader (and the platform admin) see it.
    expect(await read(avatar, 'manager@demo.yim.test')).toBe(200);
    expect(await read(avatar, 'doctor@demo.yim.test')).toBe(404);
    expect(await read(avatar, 'superadmin@demo.yim.test')).toBe(200);

    // Once it is the manager's picture: colleagues of yim-demo see it, another clinic does not.
    await t.db.owner.execute(sql`update users set content_id = ${avatar} where email = 'manager@demo.yim.test'`);
    expect(await read(avatar, 'doctor@demo.yim.test')).toBe(200);
    expect(await read(avatar, 'counter@demo.yim.test')).toBe(200);
    const outsider = await read(avatar, 'manager@ari.yim.test');
    expect(outsider).toBe(404);

    // A clinic logo (uploaded here by someone of another clinic): the members of that clinic see it.
    const ariToken = await t.login('manager@ari.yim.test');
    const logo = (await upload([{ name: 'file', fileName: 'logo.png', body: PNG }], ariToken)).json.data.id as number;
    expect(await read(logo, 'counter@demo.yim.test')).toBe(404);
    await t.db.owner.execute(sql`update clinics set logo_content_id = ${logo} where url = 'yim-demo'`);
    expect(await read(logo, 'counter@demo.yim.test')).toBe(200);
    await t.db.owner.execute(sql`update clinics set logo_content_id = null where url = 'yim-demo'`);
    await t.db.owner.execute(sql`update users set content_id = null where email = 'manager@demo.yim.test'`);
  });

  it('refuses a text file named .png by its bytes: 415, nothing stored', async () => {
    const before = await storedFiles();
    const response = await upload([
      { name: 'file', fileName: 'photo.png', type: 'image/png', body: 'just some text, not a picture' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json).toEqual({ errorCode: 'CONTENT-TYPE-NOT-ALLOWED', errorMessage: 'ไม่รองรับไฟล์ประเภทนี้' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file of 10 MB + 1 byte: 413, and no file is left under DATA_DIR', async () => {
    const before = await storedFiles();
    const big = pdfOfSize(CONTENT_MAX_BYTES + 1);
    const response = await upload([{ name: 'file', fileName: 'big.pdf', type: 'application/pdf', body: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json.errorCode).toBe('CONTENT-TOO-LARGE');
    expect(response.headers.connection).toBe('close');
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = pdfOfSize(CONTENT_MAX_BYTES);
    const response = await upload([{ name: 'file', fileName: 'exact.pdf', body: exact }]);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['only a text field', [{ name: 'note', body: 'hello' }]],
    ['a form sent with no file chosen', [{ name: 'file', fileName: '', type: 'application/octet-stream', body: '' }]],
    ['the file under another field name', [{ name: 'avatar', fileName: 'a.png', body: 'picture bytes' }]],
  ])('answers 422 CONTENT-MISSING for %s', async (_name, parts) => {
    const response = await upload(parts);
    expect(response.statusCode).toBe(422);
    expect(response.json.errorCode).toBe('CONTENT-MISSING');
  });

  it('answers 422 CONTENT-MISSING for a JSON body', async () => {
    const response = await t.send(files.uploadContent, { token, payload: { file: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json.errorCode).toBe('CONTENT-MISSING');
  });

  it('answers 401 without a token, for upload and read alike', async () => {
    const response = await upload([{ name: 'file', fileName: 'a.png', body: PNG }], null);
    expect(response.statusCode).toBe(401);
    expect(response.json).toEqual({ errorCode: 'AUTH_REQUIRED', errorMessage: 'jwt must be provided' });
    expect((await t.send(files.getContent, { params: { id: '1' } })).json.errorMessage).toBe('jwt must be provided');
  });

  it('answers 404 for an unknown or deleted content, 422 for a malformed id', async () => {
    const { json } = await upload([{ name: 'file', fileName: 'gone.png', body: PNG }]);
    await t.db.owner.execute(sql`update contents set deleted_at = now() where id = ${json.data.id}`);
    for (const id of [json.data.id, 999_999]) {
      const response = await t.send(files.getContent, { params: { id: id }, token });
      expect(response.statusCode).toBe(404);
      expect(response.json.errorCode).toBe('CONTENT-NOT-FOUND');
    }
    expect((await t.send(files.getContent, { params: { id: 'abc' }, token })).json.errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses a tampered signed URL with 403 FILE-URL-INVALID', async () => {
    const { json } = await upload([{ name: 'file', fileName: 'a.png', body: PNG }]);
    const { url } = (await t.send(files.getContent, { params: { id: json.data.id }, token })).json.data as {
      url: string;
    };
    const tampered = [
      url.replace(/sig=([\w-])/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
      url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 3600}`),
      url.replace('type=image%2Fpng', 'type=text%2Fhtml'),
      url.replace(/\.png\?/, '.pdf?'),
      url.split('?')[0]!,
    ];
    for (const bad of tampered) {
      const response = await t.call({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(403);
      expect(response.json).toEqual({ errorCode: 'FILE-URL-INVALID', errorMessage: 'ลิงก์ไฟล์หมดอายุหรือไม่ถูกต้อง' });
    }
  });
});
