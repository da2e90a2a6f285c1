import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { multipart } from '../../test/multipart.ts';
import { startS3Sink, type S3Sink } from '../../test/s3-sink.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { files, shell } from '@yim/contract';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR png kept in a bucket'),
]);

let sink: S3Sink;
let t: TestApp;
let token: string;
beforeAll(async () => {
  sink = await startS3Sink();
  t = await createTestApp(sink.env);
  token = await t.login('manager@demo.yim.test');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('the product on S3-compatible storage (STORAGE=s3)', () => {
  it('stores an upload in the bucket and hands out a presigned URL that serves it', async () => {
    const uploaded = await t.send(files.uploadContent, {
      token,
      ...multipart([{ name: 'file', fileName: 'avatar.png', type: 'image/png', body: PNG }]),
    });
    expect(uploaded.statusCode).toBe(200);
    const content = await t.send(files.getContent, { params: { id: uploaded.json.data.id }, token });
    expect(content.json.data).toMatchObject({ fileName: 'avatar.png', fileType: 'image/png', fileSize: PNG.length });
    const url = new URL(content.json.data.url as string);
    expect(url.origin).toBe(sink.settings.endpoint);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // No local file routes with S3: the bucket serves files.
    expect((await t.call({ method: 'GET', url: '/api/files/contents/x.png' })).statusCode).toBe(404);
  });

  it('says so in /api/health and lets the browser reach the bucket through the content security policy', async () => {
    // How the instance runs is told to a platform super-administrator (shell.service.ts).
    const health = await t.send(shell.health, { token: await t.login('superadmin@demo.yim.test') });
    expect(health.json.data.storage).toBe('s3');
    const policy = health.headers['content-security-policy'] as string;
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*${sink.settings.endpoint!.replace(/[.]/g, '\\.')}`));
    }
  });

  it('refuses to start when the bucket cannot be reached', async () => {
    const config = testConfig({ ...sink.env, S3_BUCKET: 'missing-bucket' });
    await expect(buildApp({ config, db: t.db, logger: false })).rejects.toThrow(/missing-bucket cannot be reached/);
  });
});
