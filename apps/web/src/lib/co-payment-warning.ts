import type { ApiError } from './api-client.ts';
import { dialogs } from '../ui/dialog/dialogs.tsx';
import { i18n } from './i18n.ts';

// Spec clinic §8: a booking or check-in answered 400 'No data found' by a co-payment scheme (NHSO,
// KTB Paotang) opens a warning, not a toast: the visit is not in the scheme, because the ID card
// number does not match or the patient has not accepted the service yet, and the desk must act.

const NO_DATA_FOUND = 'no data found';

export function isCoPaymentNoData(error: ApiError): boolean {
  return error.status === 400 && error.serverText?.trim().toLowerCase() === NO_DATA_FOUND;
}

export function openCoPaymentNoDataDialog(): void {
  void dialogs.info({
    id: 'co-payment-no-data',
    kind: 'warning',
    title: i18n.t('errors:coPaymentNoData.title'),
    message: i18n.t('errors:coPaymentNoData.message'),
    okLabel: i18n.t('errors:coPaymentNoData.ok'),
  });
}
