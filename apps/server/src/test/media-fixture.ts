import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { media, patients } from '@yim/contract';
import type { S3Storage } from '../lib/storage/s3-storage.ts';
import { multipart, type Part } from './multipart.ts';
import { startS3Sink, type S3Sink } from './s3-sink.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// What the media integration tests share on either storage driver (features/media/*.int.test.ts):
// an app signed in as each demo role, a patient of siam and one of ari, upload helpers, and a
// look into the storage itself, to prove that a refusal left no byte behind.

export const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
export const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
export const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

export type Driver = 'local' | 's3';
export type MediaFixture = Awaited<ReturnType<typeof openMediaFixture>>;

export async function openMediaFixture(driver: Driver, options: { now?: () => Date } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'yim-media-'));
  const sink: S3Sink | null = driver === 's3' ? await startS3Sink() : null;
  const t: TestApp = await createTestApp({ DATA_DIR: dataDir, ...(sink?.env ?? {}) }, options);
  const login = (who: string) => t.login(`${who}@demo.yim.test`);
  const [manager, counter, doctor, assistant, headcounter] = (await Promise.all(
    ['manager', 'counter', 'doctor', 'assistant', 'headcounter'].map(login),
  )) as [string, string, string, string, string];
  const ariManager = await t.login('manager@ari.yim.test');

  const newPatient = async (token: string, params: typeof SIAM, firstNameTh: string) => {
    const created = await t.send(patients.create, {
      token,
      params,
      payload: { firstNameTh, lastNameTh: 'ไฟล์', mobile: '0891113333' },
    });
    return created.json.data.id as number;
  };
  const patientId = await newPatient(counter, SIAM, 'มีเดีย');
  const ariPatientId = await newPatient(ariManager, ARI, 'อารีย์');

  /** createMediaFiles with a `data` field (given as an object) followed by the file parts. */
  const upload = (data: unknown, files: Part[], token = counter, params = SIAM) =>
    t.send(media.create, {
      token,
      params,
      ...multipart([
        { name: 'data', body: typeof data === 'string' ? data : JSON.stringify(data) },
        ...files.map((file) => ({ ...file, name: file.name || 'file' })),
      ]),
    });

  /** The bytes behind a media link: our own signed route, or the bucket. */
  const download = async (url: string): Promise<Buffer> => {
    if (url.startsWith('http')) return Buffer.from(await (await fetch(url)).arrayBuffer());
    return (await t.call({ method: 'GET', url })).rawPayload;
  };

  /** The PUT of a presigned upload, without the bearer token. Answers its status. */
  const put = async (url: string, bytes: Buffer, type: string): Promise<number> => {
    if (url.startsWith('http')) {
      return (await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': type } }))
        .status;
    }
    return (await t.call({ method: 'PUT', url, payload: bytes, headers: { 'content-type': type } })).statusCode;
  };

  /** Every object the storage holds (temporary files of the local driver included). */
  const storedObjects = async (): Promise<string[]> => {
    if (sink) {
      const listed = await (t.storage as S3Storage).client.send(
        new ListObjectsV2Command({ Bucket: sink.settings.bucket }),
      );
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    }
    const root = join(dataDir, 'files');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)))
      .sort();
  };

  const storingIntents = async () =>
    Number((await t.db.owner.execute<{ n: number }>(sql`select count(*)::int as n from storing_intents`)).rows[0]!.n);

  /** The siam branch's plan: quota in bytes (null: what is used plus `free`) and its end. */
  const setPlan = async (plan: { quotaBytes?: number; free?: number; expiresAt?: Date | null }) => {
    const used = Number(
      (
        await t.db.owner.execute<{ n: string }>(
          sql`select coalesce(sum(m.file_size), 0) as n from media_files m join branches b on b.id = m.branch_id
              where b.url = 'siam'`,
        )
      ).rows[0]!.n,
    );
    const quota = plan.quotaBytes ?? used + (plan.free ?? 0);
    await t.db.owner.execute(sql`
      update branches set file_store_quota_bytes = ${quota}, file_store_expiration = ${plan.expiresAt?.toISOString() ?? null}
      where url = 'siam'`);
  };

  const auditActions = async (id: number) =>
    (
      await t.db.owner.execute<{ action: string }>(
        sql`select action from audit_log where entity = 'mediaFile' and entity_id = ${String(id)} order by id`,
      )
    ).rows.map((r) => r.action);

  const storageKeyOf = async (id: number) =>
    (await t.db.owner.execute<{ key: string }>(sql`select storage_key as key from media_files where id = ${id}`))
      .rows[0]?.key;

  return {
    t,
    driver,
    manager,
    counter,
    doctor,
    assistant,
    headcounter,
    ariManager,
    patientId,
    ariPatientId,
    upload,
    download,
    put,
    storedObjects,
    storingIntents,
    setPlan,
    auditActions,
    storageKeyOf,
    async close() {
      await t.close();
      await sink?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
