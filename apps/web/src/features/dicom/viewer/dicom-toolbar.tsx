// The viewer's controls in one row down to 1024 px: icon buttons (Thai tooltip and aria-label),
// zoom, reset, pointer mode (pan, window/level, and distance when the file has a pixel spacing),
// brightness and contrast, download, info.
import { ActionIcon, Group, Slider, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointerMode } from './dicom-canvas.tsx';
import {
  DownloadIcon,
  InfoIcon,
  MeasureIcon,
  PanIcon,
  ResetIcon,
  WindowLevelIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './dicom-icons.tsx';
import { ADJUST_MAX, ADJUST_MIN, ADJUST_STEP } from './viewer-constants.ts';

type Props = {
  zoom: number;
  mode: PointerMode;
  canMeasure: boolean;
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

function ToolButton(props: { label: string; isActive?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={props.label} openDelay={300}>
      <ActionIcon
        size="md"
        variant={props.isActive ? 'filled' : 'light'}
        aria-label={props.label}
        aria-pressed={props.isActive}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

function AdjustSlider({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  return (
    <Group gap={6} wrap="nowrap" w={180}>
      <Text size="xs" c="gray.3" w={56}>
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
  const modeButton = (mode: PointerMode, label: string, icon: ReactNode) => (
    <ToolButton label={label} isActive={props.mode === mode} onClick={() => props.onMode(mode)}>
      {icon}
    </ToolButton>
  );
  return (
    <Group gap="xs" p="xs" wrap="nowrap" bg="dark.7" justify="space-between" data-testid="dicom-toolbar">
      <Group gap={6} wrap="nowrap">
        <ToolButton label={t('actions.zoomOut')} onClick={props.onZoomOut}>
          <ZoomOutIcon />
        </ToolButton>
        <Text size="xs" c="gray.3" w={44} ta="center" data-testid="dicom-zoom">
          {t('controls.zoom', { percent: Math.round(props.zoom * 100) })}
        </Text>
        <ToolButton label={t('actions.zoomIn')} onClick={props.onZoomIn}>
          <ZoomInIcon />
        </ToolButton>
        <ToolButton label={t('actions.reset')} onClick={props.onReset}>
          <ResetIcon />
        </ToolButton>
        <Group gap={2} wrap="nowrap" ml="sm">
          {modeButton('pan', t('actions.pan'), <PanIcon />)}
          {modeButton('window', t('actions.windowLevel'), <WindowLevelIcon />)}
          {props.canMeasure && modeButton('measure', t('actions.measure'), <MeasureIcon />)}
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <AdjustSlider label={t('controls.brightness')} value={props.brightness} onChange={props.onBrightness} />
        <AdjustSlider label={t('controls.contrast')} value={props.contrast} onChange={props.onContrast} />
      </Group>
      <Group gap={6} wrap="nowrap">
        <ToolButton label={t('actions.download')} onClick={props.onDownload}>
          <DownloadIcon />
        </ToolButton>
        <ToolButton label={t('actions.toggleInfo')} isActive={props.isInfoOpen} onClick={props.onToggleInfo}>
          <InfoIcon />
        </ToolButton>
      </Group>
    </Group>
  );
}
