import { modals } from '@mantine/modals';
import type { ApiError } from './api-client.ts';
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
  modals.openConfirmModal({
    modalId: `upload-limit-${limit}`,
    title: i18n.t(`errors:uploadLimit.${limit}.title`),
    children: i18n.t(`errors:uploadLimit.${limit}.message`),
    labels: { confirm: i18n.t('errors:uploadLimit.ok'), cancel: '' },
    cancelProps: { display: 'none' },
    centered: true,
  });
}
