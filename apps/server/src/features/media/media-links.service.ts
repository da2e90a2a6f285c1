import type { TMediaFile } from '@yim/contract';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { ShownMediaRow } from './media.repo.ts';
import { toMediaFile } from './media.mapper.ts';

/** Long enough to page through a patient's files and open one, short enough that a leaked link soon dies. */
export const MEDIA_LINK_SECONDS = 15 * 60;

/** Rows with their download links; storage signs outside any transaction (storage.ts). */
export async function withLinks(storage: FileStorage, rows: ShownMediaRow[]): Promise<TMediaFile[]> {
  return Promise.all(
    rows.map(async (row) =>
      toMediaFile(
        row,
        await storage.signedDownloadUrl(row.storageKey, {
          expiresInSeconds: MEDIA_LINK_SECONDS,
          fileName: row.fileName,
          contentType: row.fileType,
        }),
      ),
    ),
  );
}
