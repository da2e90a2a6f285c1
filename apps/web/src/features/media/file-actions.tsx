import type { TMediaFile } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { TileButton } from './media-tile.tsx';
import type { useFileActions } from './use-file-actions.ts';

type FileActionsProps = {
  file: TMediaFile;
  actions: ReturnType<typeof useFileActions>;
  canDelete: boolean;
  canManage: boolean;
};

/** A tile's buttons: delete (to the bin) for a live file; restore and delete for good in the bin. */
export function FileActions({ file, actions, canDelete, canManage }: FileActionsProps) {
  const { t } = useTranslation('media');
  const isBusy = actions.pendingId === file.id;
  if (file.deletedAt === null) {
    return canDelete ? (
      <TileButton
        label={t('files.delete')}
        icon="trash"
        color="red"
        onClick={() => actions.confirmToBin(file)}
        loading={isBusy}
      />
    ) : null;
  }
  if (!canManage) return null;
  return (
    <>
      <TileButton label={t('files.restore')} icon="refresh" onClick={() => actions.restore(file)} loading={isBusy} />
      <TileButton
        label={t('files.purge')}
        icon="trash"
        color="red"
        onClick={() => actions.confirmPurge(file)}
        loading={isBusy}
      />
    </>
  );
}
