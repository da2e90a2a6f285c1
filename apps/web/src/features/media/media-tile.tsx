import { ActionIcon, Badge, Card, Center, Group, Image, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { TMediaFile } from '@yim/contract';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { Icon } from '../../ui/icon.tsx';
import { DicomThumbnailSlot } from './dicom-thumbnail-slot.ts';
import { dicomViewerHref, formatFileSize, mediaKindOf, type MediaKind } from './media-kind.ts';
import { SignatureEvidence } from './signature-evidence.tsx';

const THUMB_HEIGHT = 120;

function Placeholder({ kind }: { kind: Exclude<MediaKind, 'image'> }) {
  const { t } = useTranslation('media');
  return (
    <Center h={THUMB_HEIGHT} bg={kind === 'dicom' ? 'dark.6' : 'gray.1'} c={kind === 'dicom' ? 'gray.0' : 'gray.7'}>
      <Stack gap={4} align="center">
        <Icon name={kind === 'dicom' ? 'camera' : 'file'} size={32} />
        <Text size="sm" fw={600}>
          {t(`kind.${kind}`)}
        </Text>
      </Stack>
    </Center>
  );
}

export type TileActions = {
  onOpenImage: (file: TMediaFile) => void;
  /** A DICOM file or PDF, in a new tab with a fresh link (open-file.ts). */
  onOpenFile: (file: TMediaFile) => void;
  /** The buttons under the name (delete; in the bin restore and delete for good). */
  renderActions?: (file: TMediaFile) => ReactNode;
  /** A line under the name (the file manager names the patient). */
  renderNote?: (file: TMediaFile) => ReactNode;
};

/**
 * A file as a thumbnail: images show themselves and open the lightbox; a DICOM file opens in the
 * DICOM viewer and a PDF in the browser's viewer, each in a new tab with a fresh signed link.
 */
export function MediaTile({
  file,
  onOpenImage,
  onOpenFile,
  renderActions,
  renderNote,
}: { file: TMediaFile } & TileActions) {
  const { t } = useTranslation('media');
  const kind = mediaKindOf(file);
  const renderDicom = useContext(DicomThumbnailSlot);
  const label =
    kind === 'dicom'
      ? t('files.openDicom')
      : kind === 'pdf'
        ? t('files.openPdf')
        : t('files.open', { name: file.fileName });
  const thumb =
    kind === 'image' ? (
      <Image src={file.mediaURL} alt="" h={THUMB_HEIGHT} fit="cover" loading="lazy" />
    ) : kind === 'dicom' && renderDicom ? (
      renderDicom({ id: file.id, url: file.mediaURL }, <Placeholder kind={kind} />)
    ) : (
      <Placeholder kind={kind} />
    );
  const isDeleted = file.deletedAt !== null;
  const href = kind === 'dicom' ? dicomViewerHref(file.mediaURL) : file.mediaURL;

  return (
    <Card withBorder padding="xs" radius="md" data-testid="media-tile" aria-label={file.fileName} component="article">
      <Card.Section>
        {isDeleted ? (
          thumb
        ) : kind === 'image' ? (
          <UnstyledButton onClick={() => onOpenImage(file)} aria-label={label} w="100%">
            {thumb}
          </UnstyledButton>
        ) : (
          <Tooltip label={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              // The list's link stays for a middle click or a copied address; a click asks a fresh one.
              onClick={(event) => {
                if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
                event.preventDefault();
                onOpenFile(file);
              }}
              aria-label={`${label}: ${file.fileName}`}
              style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
            >
              {thumb}
            </a>
          </Tooltip>
        )}
      </Card.Section>
      <Stack gap={2} mt="xs">
        <Text size="sm" fw={500} truncate="end" title={file.fileName}>
          {file.fileName}
        </Text>
        {file.remark && (
          <Text size="xs" c="dimmed" truncate="end" title={file.remark}>
            {file.remark}
          </Text>
        )}
        {renderNote?.(file)}
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <Badge size="xs" variant="light">
              {t(`category.${file.category}`)}
            </Badge>
            {file.signature && <SignatureEvidence file={file} signature={file.signature} />}
          </Group>
          <Text size="xs" c="dimmed">
            {formatFileSize(file.fileSize)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {isDeleted && file.deletedAt
            ? t('files.deletedOn', { date: formatDate(file.deletedAt) })
            : formatDate(file.creationDt)}
        </Text>
        {renderActions && (
          <Group gap={4} justify="flex-end" aria-label={t('files.actions', { name: file.fileName })} role="group">
            {renderActions(file)}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** A small labelled icon button of a tile. */
export function TileButton({
  label,
  icon,
  color,
  onClick,
  loading,
}: {
  label: string;
  icon: 'trash' | 'refresh' | 'pencil';
  color?: string;
  onClick: () => void;
  loading?: boolean;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} loading={loading}>
        <Icon name={icon} size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
