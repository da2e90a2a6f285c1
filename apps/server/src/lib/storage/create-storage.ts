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
    case 's3':
      // Refuse to start rather than quietly keep patients' files on one machine's disk.
      throw new Error('STORAGE=s3 is not available yet; use STORAGE=local');
  }
}
