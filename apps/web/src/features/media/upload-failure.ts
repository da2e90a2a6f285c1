import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { i18n } from '../../lib/i18n.ts';
import { showToast } from '../../lib/notify.ts';
import { uploadLimitOf } from '../../lib/upload-limits.ts';

/**
 * After an upload failed: the reason for the file's row, and the spec's toast 'อัปโหลดภาพล้มเหลว'
 * (clinic §8) unless the storage-full or plan-expired dialog is already saying it.
 */
export function reportUploadFailure(error: unknown): string {
  const isLimit = isApiError(error) && uploadLimitOf(error) !== null;
  if (!isLimit) showToast('danger', i18n.t('media:upload.failed'));
  return errorMessage(error, i18n);
}
