import { Alert, Button, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import type { TMediaFile } from '@yim/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { ImageLightbox } from './image-lightbox.tsx';
import { openFileInNewTab } from './open-file.ts';
import { mediaKindOf } from './media-kind.ts';
import { MediaTile, type TileActions } from './media-tile.tsx';

type MediaGridProps = {
  query: UseQueryResult<{ list: TMediaFile[]; total: number }>;
  emptyText: string;
} & Omit<TileActions, 'onOpenImage' | 'onOpenFile'>;

/** Loading, error and empty states, then the thumbnails; images open in one lightbox. */
export function MediaGrid({ query, emptyText, renderActions, renderNote }: MediaGridProps) {
  const { t } = useTranslation('media');
  const [shown, setShown] = useState<number | null>(null);
  const { branch } = useBranchAccess();
  if (query.isPending) {
    return (
      <Center p="lg">
        <Loader aria-label={t('state.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('state.error')} role="alert">
        <Button variant="light" size="xs" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  const files = query.data.list;
  if (files.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="lg">
        {emptyText}
      </Text>
    );
  }
  const images = files.filter((file) => file.deletedAt === null && mediaKindOf(file) === 'image');
  return (
    <>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="sm" data-testid="media-grid">
        {files.map((file) => (
          <MediaTile
            key={file.id}
            file={file}
            onOpenImage={(image) => setShown(images.findIndex((candidate) => candidate.id === image.id))}
            onOpenFile={(opened) => void openFileInNewTab(branch, opened)}
            renderActions={renderActions}
            renderNote={renderNote}
          />
        ))}
      </SimpleGrid>
      <ImageLightbox branch={branch} images={images} index={shown} onIndex={setShown} />
    </>
  );
}
