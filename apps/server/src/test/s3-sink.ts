import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../lib/storage/s3-settings.ts';

export type S3Sink = {
  settings: S3Settings;
  /** The same settings as environment variables, for createTestApp(). */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** s3rver's fixed test credentials: it checks every signature against them. */
const SINK_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server on a free local port with one empty bucket, files in a throw-away
 * folder: the S3 driver is tested against the protocol, presigned URLs included. s3rver checks
 * the access key but not SigV4 signatures themselves; that part is the bucket service's job.
 */
export async function startS3Sink(bucket = 'yim-test-files'): Promise<S3Sink> {
  const directory = await mkdtemp(join(tmpdir(), 'yim-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: SINK_KEYS },
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: SINK_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: SINK_KEYS.secretAccessKey,
    },
    async close() {
      // The SDK keeps connections alive; close() alone would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
