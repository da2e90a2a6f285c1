import { MEDIA_MAX_BATCH_BYTES, MEDIA_MAX_FILE_BYTES, MEDIA_MAX_FILES } from '@yim/contract';

// The state of the files a user is uploading, one entry per file, kept by pure functions so that
// the progress a screen shows can be tested without a network.

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  loaded: number;
  status: UploadStatus;
  /** Why it failed, already translated, or null. */
  error: string | null;
};

/** Why files are refused before sending (spec clinic §9: 10 MB a file, 5 files, 25 MB a batch). */
export type BatchProblem = 'tooMany' | 'fileTooLarge' | 'batchTooLarge' | 'empty';

export function batchProblem(files: readonly { size: number }[]): BatchProblem | null {
  if (files.length === 0) return 'empty';
  if (files.length > MEDIA_MAX_FILES) return 'tooMany';
  if (files.some((file) => file.size > MEDIA_MAX_FILE_BYTES)) return 'fileTooLarge';
  if (files.reduce((sum, file) => sum + file.size, 0) > MEDIA_MAX_BATCH_BYTES) return 'batchTooLarge';
  return null;
}

let sequence = 0;

export function queueItems(files: readonly { name: string; size: number }[]): UploadItem[] {
  return files.map((file) => {
    sequence += 1;
    return { key: `u${sequence}`, name: file.name, size: file.size, loaded: 0, status: 'waiting', error: null };
  });
}

export function withProgress(items: readonly UploadItem[], key: string, loaded: number): UploadItem[] {
  return items.map((item) =>
    item.key === key ? { ...item, status: 'uploading', loaded: Math.min(loaded, item.size) } : item,
  );
}

export function withStatus(
  items: readonly UploadItem[],
  key: string,
  status: 'done' | 'failed',
  error: string | null = null,
): UploadItem[] {
  return items.map((item) =>
    item.key === key ? { ...item, status, error, loaded: status === 'done' ? item.size : item.loaded } : item,
  );
}

/** Whole percent of one file; a finished file is 100 even if the browser reported less. */
export function percentOf(item: UploadItem): number {
  if (item.status === 'done') return 100;
  if (item.size === 0) return 0;
  // Bytes all sent is not stored yet (confirm follows): hold at 99 until the server answers.
  return Math.min(99, Math.floor((item.loaded / item.size) * 100));
}

/**
 * A multipart batch reports the progress of its whole body; each file's share follows from where
 * its bytes lie in that body (the `data` field first, then the files in order). `loaded` and
 * `total` are the browser's counts of the body, which also holds the part headers: the overhead
 * is spread before the first file, so a file is complete only once its last byte is sent.
 */
export function batchFileLoaded(sizes: readonly number[], loaded: number, total: number): number[] {
  const filesBytes = sizes.reduce((sum, size) => sum + size, 0);
  const overhead = Math.max(0, total - filesBytes);
  let sent = Math.max(0, loaded - overhead);
  return sizes.map((size) => {
    const share = Math.min(size, sent);
    sent -= share;
    return share;
  });
}
