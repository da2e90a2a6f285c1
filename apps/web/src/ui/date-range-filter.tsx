import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from './day-input.tsx';
import { DATE_SHORTCUTS, shortcutRange, type DayRange } from './date-shortcuts.ts';

/**
 * Two day fields and the shortcuts of spec clinic §9 (today … 3 months ago), for every list and
 * report filtered by dates. A reversed range is shown as an error and not applied by the caller.
 */
export function DateRangeFilter({
  value,
  onChange,
  fromLabel,
  toLabel,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  fromLabel: string;
  toLabel: string;
}) {
  const { t } = useTranslation('common');
  const isReversed = value.from !== '' && value.to !== '' && value.from > value.to;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DayInput
        w={160}
        label={fromLabel}
        value={value.from}
        clearable
        onChange={(day) => onChange({ ...value, from: day ?? '' })}
      />
      <DayInput
        w={160}
        label={toLabel}
        value={value.to}
        clearable
        error={isReversed ? t('dateRange.reversed') : undefined}
        onChange={(day) => onChange({ ...value, to: day ?? '' })}
      />
      <Group gap={4} wrap="wrap" role="group" aria-label={t('dateRange.shortcuts')}>
        {DATE_SHORTCUTS.map((shortcut) => (
          <Button key={shortcut} size="compact-sm" variant="light" onClick={() => onChange(shortcutRange(shortcut))}>
            {t(`dateRange.${shortcut}`)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
