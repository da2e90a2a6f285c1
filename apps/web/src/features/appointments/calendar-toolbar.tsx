import { ActionIcon, Button, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { formatThaiDate } from '@yim/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';
import type { ColumnMode } from './appointment-event.ts';
import type { CalendarView } from './appointment-calendar.tsx';
import { addDays, mondayOf, today } from './wall-clock.ts';
import { DayInput } from '../../ui/day-input.tsx';

type Props = {
  title: string;
  day: string;
  onDay: (day: string) => void;
  view: CalendarView;
  onView: ((view: CalendarView) => void) | null;
  mode: ColumnMode;
  onMode: ((mode: ColumnMode) => void) | null;
  children?: ReactNode;
};

/** Above a calendar: the page's title, the day (Buddhist era) with back, today and forward, the views. */
export function CalendarToolbar({ title, day, onDay, view, onView, mode, onMode, children }: Props) {
  const { t } = useTranslation('appointments');
  const step = view === 'day' ? 1 : 7;
  const label =
    view === 'day'
      ? formatThaiDate(day, 'long')
      : `${formatThaiDate(mondayOf(day))} – ${formatThaiDate(addDays(mondayOf(day), 6))}`;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" aria-live="polite" data-testid="calendar-date">
          {label}
        </Text>
      </div>
      <Group gap="xs" wrap="wrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('nav.previous')}
          onClick={() => onDay(addDays(day, -step))}
        >
          <Icon name="chevronRight" style={{ transform: 'rotate(180deg)' }} />
        </ActionIcon>
        <Button variant="default" onClick={() => onDay(today())}>
          {t('nav.today')}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={t('nav.next')} onClick={() => onDay(addDays(day, step))}>
          <Icon name="chevronRight" />
        </ActionIcon>
        <DayInput aria-label={t('nav.pickDay')} w={150} value={day} onChange={(picked) => picked && onDay(picked)} />
        {onView && (
          <SegmentedControl
            aria-label={t('nav.view')}
            value={view}
            onChange={(value) => onView(value as CalendarView)}
            data={[
              { value: 'day', label: t('nav.day') },
              { value: 'week', label: t('nav.week') },
            ]}
          />
        )}
        {onMode && view === 'day' && (
          <SegmentedControl
            aria-label={t('nav.columns')}
            value={mode}
            onChange={(value) => onMode(value as ColumnMode)}
            data={[
              { value: 'room', label: t('nav.byRoom') },
              { value: 'doctor', label: t('nav.byDoctor') },
            ]}
          />
        )}
        {children}
      </Group>
    </Group>
  );
}
