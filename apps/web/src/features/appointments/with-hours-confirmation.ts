import { modals } from '@mantine/modals';
import { isApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { showErrorToast } from '../../lib/notify.ts';

/**
 * Sends a booking, an edit or a move; when the server answers APPT-OUTSIDE-HOURS, asks whether
 * to book outside the branch's or the doctor's hours anyway and sends it again confirmed. Other
 * failures are toasted. Resolves with the answer, or null when nothing was saved.
 */
export async function withHoursConfirmation<T>(send: (confirmOutsideHours: boolean) => Promise<T>): Promise<T | null> {
  try {
    return await send(false);
  } catch (error) {
    if (!isApiError(error) || error.errorCode !== 'APPT-OUTSIDE-HOURS') {
      showErrorToast(error);
      return null;
    }
  }
  const confirmed = await new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('appointments:hours.title'),
      children: i18n.t('appointments:hours.body'),
      labels: { confirm: i18n.t('appointments:hours.confirm'), cancel: i18n.t('appointments:action.back') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
  if (!confirmed) return null;
  try {
    return await send(true);
  } catch (error) {
    showErrorToast(error);
    return null;
  }
}
