import type { ApiError } from './api-client.ts';
import { dialogs } from '../ui/dialog/dialogs.tsx';
import { i18n } from './i18n.ts';

// Spec access §8 "Upload-limit messages": the server's texts 'file limit exceeded' and 'file store
// plan expired.' open a dialog of their own (storage full; subscription expired) instead of a
// toast, since the user must act: delete files, contact support, or renew the file store plan.

export type UploadLimit = 'storageFull' | 'planExpired';

const SERVER_TEXTS: Record<string, UploadLimit> = {
  'file limit exceeded': 'storageFull',
  'file store plan expired.': 'planExpired',
};

export function uploadLimitOf(error: ApiError): UploadLimit | null {
  const text = error.serverText?.trim().toLowerCase();
  return (text && SERVER_TEXTS[text]) || null;
}

export function openUploadLimitDialog(limit: UploadLimit): void {
  void dialogs.info({
    id: `upload-limit-${limit}`,
    kind: 'warning',
    title: i18n.t(`errors:uploadLimit.${limit}.title`),
    message: i18n.t(`errors:uploadLimit.${limit}.message`),
    okLabel: i18n.t('errors:uploadLimit.ok'),
  });
}
