import { ActionIcon, Anchor, Group, Image, Modal, Stack, Text } from '@mantine/core';
import type { TMediaFile } from '@yim/contract';
import { useTranslation } from 'react-i18next';

type ImageLightboxProps = {
  images: readonly TMediaFile[];
  /** The shown image's index, or null when closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
};

/** The patient's images one at a time, large, with previous and next (also the arrow keys). */
export function ImageLightbox({ images, index, onIndex }: ImageLightboxProps) {
  const { t } = useTranslation('media');
  const current = index === null ? undefined : images[index];
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
            src={current.mediaURL}
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
              <Anchor href={current.mediaURL} target="_blank" rel="noopener noreferrer" size="xs">
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
