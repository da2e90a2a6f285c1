import { isApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { showErrorToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';

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
  const confirmed = await dialogs.confirm({
    kind: 'warning',
    title: i18n.t('appointments:hours.title'),
    message: i18n.t('appointments:hours.body'),
    confirmLabel: i18n.t('appointments:hours.confirm'),
    cancelLabel: i18n.t('appointments:action.back'),
  });
  if (!confirmed) return null;
  try {
    return await send(true);
  } catch (error) {
    showErrorToast(error);
    return null;
  }
}
