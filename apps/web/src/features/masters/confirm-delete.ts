import { modals } from '@mantine/modals';
import { i18n } from '../../lib/i18n.ts';

/** Asks before deleting; `onConfirm` runs only on the red button. */
export function confirmDelete(what: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('masters:confirm.title'),
    children: i18n.t('masters:confirm.message', { what }),
    labels: { confirm: i18n.t('masters:confirm.delete'), cancel: i18n.t('masters:form.cancel') },
    confirmProps: { color: 'red' },
    centered: true,
    onConfirm,
  });
}
