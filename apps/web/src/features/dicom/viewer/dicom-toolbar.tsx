// The viewer's controls: zoom, reset, pointer mode, brightness and contrast, download, info.
import { Button, Group, SegmentedControl, Slider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PointerMode } from './dicom-canvas.tsx';
import { ADJUST_MAX, ADJUST_MIN, ADJUST_STEP } from './viewer-constants.ts';

type Props = {
  zoom: number;
  mode: PointerMode;
  brightness: number;
  contrast: number;
  isInfoOpen: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  onMode: (mode: PointerMode) => void;
  onBrightness: (value: number) => void;
  onContrast: (value: number) => void;
  onDownload: () => void;
  onToggleInfo: () => void;
};

function AdjustSlider({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  return (
    <Group gap={6} wrap="nowrap" w={190}>
      <Text size="xs" c="gray.3" w={60}>
        {label}
      </Text>
      <Slider
        aria-label={label}
        flex={1}
        size="sm"
        min={ADJUST_MIN}
        max={ADJUST_MAX}
        step={ADJUST_STEP}
        value={value}
        onChange={onChange}
        label={(v) => `${v > 0 ? '+' : ''}${v}%`}
      />
    </Group>
  );
}

export function DicomToolbar(props: Props) {
  const { t } = useTranslation('dicom');
  return (
    <Group gap="xs" p="xs" wrap="wrap" bg="dark.7" justify="space-between">
      <Group gap={6} wrap="nowrap">
        <Button size="xs" variant="light" onClick={props.onZoomOut}>
          {t('actions.zoomOut')}
        </Button>
        <Text size="xs" c="gray.3" w={44} ta="center" data-testid="dicom-zoom">
          {t('controls.zoom', { percent: Math.round(props.zoom * 100) })}
        </Text>
        <Button size="xs" variant="light" onClick={props.onZoomIn}>
          {t('actions.zoomIn')}
        </Button>
        <Button size="xs" variant="light" onClick={props.onReset}>
          {t('actions.reset')}
        </Button>
        <SegmentedControl
          size="xs"
          value={props.mode}
          onChange={(value) => props.onMode(value as PointerMode)}
          data={[
            { value: 'pan', label: t('actions.pan') },
            { value: 'window', label: t('actions.windowLevel') },
          ]}
        />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <AdjustSlider label={t('controls.brightness')} value={props.brightness} onChange={props.onBrightness} />
        <AdjustSlider label={t('controls.contrast')} value={props.contrast} onChange={props.onContrast} />
      </Group>
      <Group gap={6} wrap="nowrap">
        <Button size="xs" onClick={props.onDownload}>
          {t('actions.download')}
        </Button>
        <Button size="xs" variant={props.isInfoOpen ? 'filled' : 'light'} onClick={props.onToggleInfo}>
          {t('actions.toggleInfo')}
        </Button>
      </Group>
    </Group>
  );
}
