import { modals } from '@mantine/modals';
import { i18n } from '../../lib/i18n.ts';

/** The words of a confirmation other than deleting (deactivating a member or a room). */
export type ConfirmTexts = { title: string; message: string; confirm: string };

/** Asks before deleting (or, with `texts`, another destructive action); `onConfirm` runs only on the red button. */
export function confirmDelete(what: string, onConfirm: () => void, texts?: ConfirmTexts): void {
  modals.openConfirmModal({
    title: texts?.title ?? i18n.t('masters:confirm.title'),
    children: texts?.message ?? i18n.t('masters:confirm.message', { what }),
    labels: { confirm: texts?.confirm ?? i18n.t('masters:confirm.delete'), cancel: i18n.t('masters:form.cancel') },
    confirmProps: { color: 'red' },
    centered: true,
    onConfirm,
  });
}
