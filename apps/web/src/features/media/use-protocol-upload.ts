import { useQueryClient } from '@tanstack/react-query';
import type { TProtocolMedia } from '@yim/contract';
import { useState } from 'react';
import type { BranchRef } from '../patients/patients.api.ts';
import { mediaKeys, uploadProtocolBatch } from './media.api.ts';
import { protocolUpload, type Chosen } from './protocol-views.ts';
import { reportUploadFailure } from './upload-failure.ts';
import { batchFileLoaded, queueItems, withProgress, withStatus, type UploadItem } from './upload-queue.ts';

/**
 * Sends the chosen photos as one batch (the server takes a protocol's batch all or none) and shows
 * each file's progress, derived from where its bytes lie in the request body.
 */
export function useProtocolUpload(branch: BranchRef, patientId: number) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isUploading, setIsUploading] = useState(false);

  async function upload(protocolId: number | null, chosen: Chosen): Promise<TProtocolMedia | null> {
    const { data, files } = protocolUpload(chosen);
    const queued = queueItems(files);
    setItems(queued);
    setIsUploading(true);
    const sizes = files.map((file) => file.size);
    try {
      const saved = await uploadProtocolBatch(branch, patientId, protocolId, data, files, (loaded, total) => {
        const shares = batchFileLoaded(sizes, loaded, total);
        setItems((current) => queued.reduce((next, item, i) => withProgress(next, item.key, shares[i] ?? 0), current));
      });
      setItems((current) => queued.reduce((next, item) => withStatus(next, item.key, 'done'), current));
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all(branch) });
      return saved;
    } catch (error) {
      const reason = reportUploadFailure(error);
      setItems((current) => queued.reduce((next, item) => withStatus(next, item.key, 'failed', reason), current));
      return null;
    } finally {
      setIsUploading(false);
    }
  }

  return { items, isUploading, upload, clear: () => setItems([]) };
}
