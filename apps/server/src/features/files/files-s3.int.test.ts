import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { multipart } from '../../test/multipart.ts';
import { startS3Sink, type S3Sink } from '../../test/s3-sink.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { pdfOfSize } from '../../test/test-files.ts';
import { files, shell } from '@yim/contract';

// A document: stored as sent (pictures are re-encoded), so the bucket must serve these very bytes.
const PDF = pdfOfSize(2048);

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
      ...multipart([{ name: 'file', fileName: 'referral.pdf', type: 'application/pdf', body: PDF }]),
    });
    expect(uploaded.statusCode).toBe(200);
    const content = await t.send(files.getContent, { params: { id: uploaded.json.data.id }, token });
    expect(content.json.data).toMatchObject({
      fileName: 'referral.pdf',
      fileType: 'application/pdf',
      fileSize: PDF.length,
    });
    const url = new URL(content.json.data.url as string);
    expect(url.origin).toBe(sink.settings.endpoint);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
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
