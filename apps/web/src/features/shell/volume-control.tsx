import { ActionIcon, Popover, Slider, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';
import { readVolume, VOLUME_MAX, VOLUME_MIN, VOLUME_STEP, writeVolume } from '../../ui/sound/sound-volume.ts';

/** The navbar's volume slider (spec access §2); the check-in chime reads the stored value. */
export function VolumeControl() {
  const { t } = useTranslation('shell');
  const [volume, setVolume] = useState(readVolume);
  const label = t('navbar.volume');
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={220}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          <Icon name="volume" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fz="sm" fw={600} mb="xs" lh={1.5}>
          {label}
        </Text>
        <Slider
          min={VOLUME_MIN}
          max={VOLUME_MAX}
          step={VOLUME_STEP}
          value={volume}
          onChange={(value) => setVolume(writeVolume(value))}
          label={(value) => `${Math.round((value / VOLUME_MAX) * 100)}%`}
          thumbProps={{ 'aria-label': label }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
