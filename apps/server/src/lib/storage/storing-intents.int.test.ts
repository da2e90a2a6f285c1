import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MAX_BYTES, files } from '@yim/contract';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfOfSize, tinyPng } from '../../test/test-files.ts';
import { runPeriodicTasks } from '../jobs/periodic-tasks.ts';
import { newStorageKey } from './storage-key.ts';
import { recordStoringIntent, sweepAbandonedFiles } from './storing-intents.ts';
import { storingIntents } from './storing-intents.table.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]);

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yim-intents-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const intents = () => t.db.owner.select({ key: storingIntents.storageKey }).from(storingIntents);
const age = (key: string, minutes: number) =>
  t.db.owner
    .update(storingIntents)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(storingIntents.storageKey, key));

describe('storing intents', () => {
  it('leave nothing behind after an upload, kept or refused', async () => {
    const token = await t.login('manager@demo.yim.test');
    const upload = (fileName: string, body: Buffer) =>
      t.send(files.uploadContent, { token, ...multipart([{ name: 'file', fileName, body }]) });
    expect((await upload('a.png', await tinyPng())).statusCode).toBe(200);
    expect((await upload('a.pdf', pdfOfSize(CONTENT_MAX_BYTES + 1))).statusCode).toBe(413);
    expect(await intents()).toEqual([]);
  });

  it('let housekeeping delete a file whose upload never got recorded, once it is an hour old', async () => {
    const storage = t.storage;
    const abandoned = newStorageKey('contents', 'png');
    const inFlight = newStorageKey('contents', 'png');
    for (const key of [abandoned, inFlight]) {
      await recordStoringIntent(t.db, key);
      await storage.put(key, PNG, { contentType: 'image/png' });
    }
    // The process "died" after storing `abandoned` 61 minutes ago; `inFlight` is still uploading.
    await age(abandoned, 61);

    const touched = await runPeriodicTasks(t.db, [sweepAbandonedFiles(storage)]);
    expect(touched.abandonedFiles).toBe(1);
    expect(await storage.exists(abandoned)).toBe(false);
    expect(await storage.exists(inFlight)).toBe(true);
    expect((await intents()).map((row) => row.key)).toEqual([inFlight]);

    // A second round, or another instance, finds nothing more to do.
    expect((await runPeriodicTasks(t.db, [sweepAbandonedFiles(storage)])).abandonedFiles).toBe(0);
  });
});
