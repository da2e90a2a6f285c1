import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { loadSecret } from '../db/app-secrets.ts';
import type { Database } from '../db/database.ts';
import { registerLocalFileRoutes } from './local-file-routes.ts';
import { createLocalStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

/**
 * The configured driver; the local one also mounts its signed-URL routes (/api/files/*). The
 * URL key lives in app_secrets (or FILE_URL_SECRET) so that every instance verifies alike.
 */
export async function createFileStorage(app: FastifyInstance, config: Config, db: Database): Promise<FileStorage> {
  switch (config.storage) {
    case 'local': {
      const storage = createLocalStorage({
        rootDir: join(config.dataDir, 'files'),
        secret: await loadSecret(db, 'file-url', config.fileUrlSecret),
      });
      await registerLocalFileRoutes(app, storage);
      return storage;
    }
    case 's3': {
      if (!config.s3) throw new Error('STORAGE=s3 needs the S3_* settings');
      // Loaded on demand: the AWS SDK adds start-up time that local storage never needs.
      const { assertBucketReachable, createS3Storage } = await import('./s3-storage.ts');
      const storage = createS3Storage(config.s3);
      // Refuse to start on a bucket that cannot be reached, rather than fail each upload later.
      await assertBucketReachable(storage, config.s3.bucket);
      return storage;
    }
  }
}
