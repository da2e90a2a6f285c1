import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchRef } from '../patients/patients.api.ts';
import { mediaKeys, uploadMediaFile, type UploadTarget } from './media.api.ts';
import { uploadTypeOf } from './media-kind.ts';
import { reportUploadFailure } from './upload-failure.ts';
import {
  batchProblem,
  queueItems,
  withProgress,
  withStatus,
  type BatchProblem,
  type UploadItem,
} from './upload-queue.ts';

export type MediaUpload = {
  items: UploadItem[];
  isUploading: boolean;
  /** Starts the files; answers why the batch was refused before sending, or null. */
  upload: (files: readonly File[]) => BatchProblem | null;
  clearFinished: () => void;
};

/**
 * Uploads files one after another, each with its own progress (the branch's quota is counted one
 * file at a time anyway), then refreshes the lists and the usage bar.
 */
export function useMediaUpload(branch: BranchRef, target: UploadTarget): MediaUpload {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [running, setRunning] = useState(0);

  const upload = useCallback(
    (files: readonly File[]): BatchProblem | null => {
      const problem = batchProblem(files);
      if (problem) return problem;
      const queued = queueItems(files);
      setItems((current) => [...current.filter((item) => item.status !== 'done'), ...queued]);
      setRunning((count) => count + 1);
      void (async () => {
        for (const [index, item] of queued.entries()) {
          const file = files[index] as File;
          try {
            const fileType = await uploadTypeOf(file);
            if (!fileType) {
              setItems((current) => withStatus(current, item.key, 'failed', t('upload.unsupported')));
              continue;
            }
            await uploadMediaFile(branch, target, file, fileType, (loaded) =>
              setItems((current) => withProgress(current, item.key, loaded)),
            );
            setItems((current) => withStatus(current, item.key, 'done'));
          } catch (error) {
            setItems((current) => withStatus(current, item.key, 'failed', reportUploadFailure(error)));
          }
        }
        setRunning((count) => count - 1);
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all(branch) });
      })();
      return null;
    },
    [branch, target, queryClient, t],
  );

  const clearFinished = useCallback(() => setItems((current) => current.filter((item) => item.status !== 'done')), []);
  return { items, isUploading: running > 0, upload, clearFinished };
}
