import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMediaFile } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import type { BranchRef } from '../patients/patients.api.ts';
import { emptyBin, mediaKeys, moveToBin, purgeFile, restoreFile } from './media.api.ts';

/**
 * The recycle bin's moves (spec clinic §4): to the bin and permanent deletes are confirmed first;
 * each refreshes every media list of the branch and the usage bar.
 */
export function useFileActions(branch: BranchRef) {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.all(branch) });

  const toBin = useMutation({
    mutationFn: (file: TMediaFile) => moveToBin(branch, file.id),
    onSuccess: async () => {
      showToast('success', t('files.deleted'));
      await refresh();
    },
    onError: showErrorToast,
  });
  const restore = useMutation({
    mutationFn: (file: TMediaFile) => restoreFile(branch, file.id),
    onSuccess: async () => {
      showToast('success', t('files.restored'));
      await refresh();
    },
    onError: showErrorToast,
  });
  const purge = useMutation({
    mutationFn: (file: TMediaFile) => purgeFile(branch, file.id),
    onSuccess: async () => {
      showToast('success', t('files.purged'));
      await refresh();
    },
    onError: showErrorToast,
  });
  const clearBin = useMutation({
    mutationFn: () => emptyBin(branch),
    onSuccess: async (result) => {
      showToast('success', t('manager.binEmptied', { count: result.deleted }));
      await refresh();
    },
    onError: showErrorToast,
  });

  return {
    pendingId:
      (toBin.isPending && toBin.variables?.id) ||
      (restore.isPending && restore.variables?.id) ||
      (purge.isPending && purge.variables?.id) ||
      null,
    isEmptying: clearBin.isPending,
    confirmToBin: (file: TMediaFile) =>
      void dialogs.confirm({
        title: t('files.deleteTitle'),
        message: t('files.deleteMessage', { name: file.fileName }),
        confirmLabel: t('files.delete'),
        cancelLabel: t('files.cancel'),
        isDanger: true,
        onConfirm: () => toBin.mutate(file),
      }),
    restore: (file: TMediaFile) => restore.mutate(file),
    confirmPurge: (file: TMediaFile) =>
      void dialogs.confirm({
        title: t('files.purgeTitle'),
        message: t('files.purgeMessage', { name: file.fileName }),
        confirmLabel: t('files.purge'),
        cancelLabel: t('files.cancel'),
        isDanger: true,
        onConfirm: () => purge.mutate(file),
      }),
    confirmEmptyBin: () =>
      void dialogs.confirm({
        title: t('manager.emptyBinTitle'),
        message: t('manager.emptyBinMessage'),
        confirmLabel: t('manager.emptyBin'),
        cancelLabel: t('files.cancel'),
        isDanger: true,
        onConfirm: () => clearBin.mutate(),
      }),
  };
}
