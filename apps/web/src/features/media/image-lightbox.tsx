import { ActionIcon, Anchor, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TMediaFile } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import type { BranchRef } from '../patients/patients.api.ts';
import { fileViewQuery } from './media.api.ts';

type ImageLightboxProps = {
  branch: BranchRef;
  images: readonly TMediaFile[];
  /** The shown image's index, or null when closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
};

/**
 * The patient's images one at a time, large, with previous and next (also the arrow keys). Each
 * shown image is asked of the image viewer call, which records the opening and gives a fresh link;
 * the list's link shows it meanwhile (it is already in the browser's cache from the thumbnail).
 */
export function ImageLightbox({ branch, images, index, onIndex }: ImageLightboxProps) {
  const { t } = useTranslation('media');
  const current = index === null ? undefined : images[index];
  const view = useQuery(fileViewQuery(branch, current));
  const src = (current && view.data?.id === current.id ? view.data.url : undefined) ?? current?.mediaURL;
  const total = images.length;
  const step = (by: number) => index !== null && total > 0 && onIndex((index + by + total) % total);

  return (
    <Modal
      opened={current !== undefined}
      onClose={() => onIndex(null)}
      size="auto"
      centered
      title={current ? t('lightbox.title', { name: current.fileName }) : ''}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        if (event.key === 'ArrowLeft') step(-1);
      }}
    >
      {current && (
        <Stack gap="sm" align="center">
          <Image
            src={src}
            alt={current.remark || current.fileName}
            fit="contain"
            mah="70vh"
            maw="min(90vw, 1100px)"
            data-testid="lightbox-image"
          />
          <Group justify="space-between" w="100%" wrap="nowrap">
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('lightbox.previous')}
              onClick={() => step(-1)}
              disabled={total < 2}
            >
              ‹
            </ActionIcon>
            <Stack gap={0} align="center">
              <Text size="sm">{t('lightbox.counter', { current: (index ?? 0) + 1, total })}</Text>
              <Anchor href={src} target="_blank" rel="noopener noreferrer" size="xs">
                {t('lightbox.openOriginal')}
              </Anchor>
            </Stack>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('lightbox.next')}
              onClick={() => step(1)}
              disabled={total < 2}
            >
              ›
            </ActionIcon>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
