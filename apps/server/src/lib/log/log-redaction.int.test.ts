import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, files } from '@yim/contract';
import { composeApp } from '../../app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { testConfig, wrap, type TestApp } from '../../test/test-app.ts';
import { tinyPng } from '../../test/test-files.ts';

// Issue 7, item 13: the server's real log stream, read back after real requests, never holds the
// values of a failed query (a password hash once leaked so), a mail link's key or a link signature.

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const logText = () => lines.join('\n');

let t: Omit<TestApp, 'storage'>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yim-log-'));
  const testDb = await createTestDatabase();
  const config = testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const { app } = await composeApp({ config, db: testDb.db, logStream });
  t = wrap(app, testDb.db, testDb, config);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('what the log keeps of a request', () => {
  it('writes one line per answered request, with its request id, status and time', async () => {
    const response = await t.call({ method: 'GET', url: '/api/version' });
    const requestId = response.headers['x-request-id'] as string;
    const mine = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === requestId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/api/version', statusCode: 200 });
    expect(mine[0].ms).toBeGreaterThanOrEqual(0);
  });

  it('logs a failed insert with its SQL but without the values it carried (the password hash among them)', async () => {
    // A constraint the registration cannot meet turns its insert into a database error.
    await t.db.owner.execute(
      sql.raw(`alter table users add constraint log_test_refuses check (email not like '%@leak.example') not valid`),
    );
    try {
      const response = await t.send(auth.register, {
        payload: {
          email: 'somying@leak.example',
          password: 'Smile2024x',
          confirmPassword: 'Smile2024x',
          firstNameTh: 'สมหญิง',
          lastNameTh: 'ฟันดี',
          firstNameEn: 'Somying',
          lastNameEn: 'Fundee',
          mobile: '0812345678',
          userTypeId: '1',
        },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.owner.execute(sql.raw('alter table users drop constraint log_test_refuses'));
    }
    const failure = lines.find((line) => line.includes('log_test_refuses'));
    expect(failure, 'the failure is logged').toBeDefined();
    const { err } = JSON.parse(failure!) as { err: { message: string; stack: string; params?: unknown } };
    expect(err.message).toMatch(/^Failed query: insert into "users" .*\nparams: \[redacted\]: new row/s);
    expect(err.stack).toContain('params: [redacted]');
    expect(err.params).toBeUndefined();
    expect(logText()).not.toMatch(/\$argon2/);
    expect(logText()).not.toContain('Failing row contains');
    expect(logText()).not.toContain('somying@leak.example');
    expect(logText()).not.toContain('0812345678');
  });

  it('logs the path of a mail link without its key, on the web route and under /api', async () => {
    const key = 'k3yFromTheMail_0123456789abcdefABCDEF';
    await t.call({ method: 'GET', url: `/user/resetpassword/${key}` });
    await t.call({ method: 'GET', url: `/user/activate/${key}?from=mail` });
    await t.call({ method: 'GET', url: `/api/user/resetpassword/${key}` });
    await t.call({ method: 'POST', url: `/api/user/Activate/${key}` });
    expect(logText()).toContain('/user/resetpassword/[redacted]');
    expect(logText()).toContain('/user/activate/[redacted]?from=mail');
    expect(logText()).not.toContain(key);
  });

  it('logs a signed download without its signature', async () => {
    const token = await t.login('manager@demo.yim.test');
    const png = await tinyPng();
    const boundary = 'yimlogtest';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.send(files.uploadContent, {
      token,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode).toBe(200);
    const content = await t.send(files.getContent, { token, params: { id: uploaded.json.data.id as number } });
    const url = content.json.data.url as string;
    const signature = new URL(url, 'http://x').searchParams.get('sig')!;
    expect(signature.length).toBeGreaterThan(20);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);
    await t.call({ method: 'GET', url: `/api/files/x?X-Amz-Signature=${signature}&X-Amz-Credential=AKIAEXAMPLE%2F1` });
    expect(logText()).toContain('sig=[redacted]');
    expect(logText()).toContain('X-Amz-Signature=[redacted]');
    expect(logText()).not.toContain(signature);
    expect(logText()).not.toContain('AKIAEXAMPLE');
  });

  it('never writes the bearer token or the refresh cookie', async () => {
    const token = await t.login('manager@demo.yim.test');
    expect(logText()).not.toContain(token);
    expect(logText()).not.toContain('yim_refresh=');
  });
});
