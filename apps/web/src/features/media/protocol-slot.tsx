import {
  Badge,
  Button,
  Card,
  Center,
  FileButton,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { TProtocolView } from '@yim/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';
import { VIEW_SLOTS, type Arch, type ChosenPhoto } from './protocol-views.ts';
import { useFilePreview } from './use-file-preview.ts';

const PHOTO_HEIGHT = 140;
// Shades whose text keeps the AA contrast ratio on small badges (axe).
const BADGES = {
  taken: { variant: 'light' },
  pending: { variant: 'filled', color: 'blue.8' },
  missing: { variant: 'filled', color: 'gray.7' },
} as const;

type ProtocolSlotProps = {
  view: TProtocolView;
  /** The photo already stored for this view, if any. */
  takenUrl: string | null;
  chosen: ChosenPhoto | undefined;
  isEditable: boolean;
  onChoose: (file: File) => void;
  onArch: (arch: Arch) => void;
  onRemove: () => void;
  onOpenTaken: () => void;
};

/** One of the five views: its photo (stored, or chosen and waiting), and the buttons to change it. */
export function ProtocolSlot(props: ProtocolSlotProps) {
  const { view, takenUrl, chosen, isEditable } = props;
  const { t } = useTranslation('media');
  const preview = useFilePreview(chosen?.file);
  const resetRef = useRef<() => void>(null);
  const name = t(`protocol.view.${view}`);
  const status = chosen ? 'pending' : takenUrl ? 'taken' : 'missing';

  const picture = preview ?? takenUrl;
  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      data-testid={`protocol-slot-${view}`}
      aria-label={name}
      component="section"
    >
      <Card.Section>
        {picture ? (
          takenUrl && !preview ? (
            <UnstyledButton onClick={props.onOpenTaken} aria-label={t('files.open', { name })} w="100%">
              <Image src={picture} alt={name} h={PHOTO_HEIGHT} fit="cover" />
            </UnstyledButton>
          ) : (
            <Image src={picture} alt={name} h={PHOTO_HEIGHT} fit="cover" />
          )
        ) : (
          <Center h={PHOTO_HEIGHT} bg="gray.1" c="gray.6">
            <Icon name="camera" size={32} />
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="xs">
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="sm" fw={600} truncate="end">
            {name}
          </Text>
          <Badge size="xs" {...BADGES[status]} style={{ flexShrink: 0 }}>
            {status === 'pending' ? t('protocol.pending') : status === 'taken' ? '✓' : t('protocol.notTaken')}
          </Badge>
        </Group>
        {chosen && VIEW_SLOTS[view].arch === null && (
          <SegmentedControl
            size="xs"
            fullWidth
            aria-label={`${t('protocol.arch')} ${name}`}
            value={chosen.arch}
            onChange={(value) => props.onArch(value as Arch)}
            data={[
              { value: 'upper', label: t('protocol.archUpper') },
              { value: 'lower', label: t('protocol.archLower') },
            ]}
          />
        )}
        {isEditable && (
          <Group gap={4} grow>
            <FileButton
              resetRef={resetRef}
              accept="image/jpeg,image/png"
              onChange={(file) => {
                resetRef.current?.();
                if (file) props.onChoose(file);
              }}
            >
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  size="compact-sm"
                  variant="light"
                  aria-label={`${takenUrl ? t('protocol.replace') : t('protocol.choose')} ${name}`}
                >
                  {takenUrl ? t('protocol.replace') : t('protocol.choose')}
                </Button>
              )}
            </FileButton>
            {chosen && (
              <Button size="compact-sm" variant="subtle" color="gray" onClick={props.onRemove}>
                {t('protocol.remove')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
