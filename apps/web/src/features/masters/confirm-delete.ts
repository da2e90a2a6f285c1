import { i18n } from '../../lib/i18n.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';

/** The words of a confirmation other than deleting (deactivating a member or a room). */
export type ConfirmTexts = { title: string; message: string; confirm: string };

/** Asks before deleting (or, with `texts`, another destructive action); `onConfirm` runs only on the red button. */
export function confirmDelete(what: string, onConfirm: () => void, texts?: ConfirmTexts): void {
  void dialogs.confirm({
    title: texts?.title ?? i18n.t('masters:confirm.title'),
    message: texts?.message ?? i18n.t('masters:confirm.message', { what }),
    confirmLabel: texts?.confirm ?? i18n.t('masters:confirm.delete'),
    cancelLabel: i18n.t('masters:form.cancel'),
    isDanger: true,
    onConfirm,
  });
}
