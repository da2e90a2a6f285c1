import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REMINDER_CHANNELS, type TAppointment, type TReminderOutcome } from '@yim/contract';

const COLOURS: Record<TReminderOutcome['status'], string> = {
  sent: 'blue',
  queued: 'blue',
  delivered: 'teal',
  failed: 'red',
  skipped: 'gray',
};

/**
 * How an appointment's reminder went out, a badge per channel ('SMS: ถึงแล้ว'), the reason on
 * hover ('ผู้ป่วยไม่ได้ยินยอม…'); before it is due, one 'รอเตือน'. Nothing without a reminder.
 */
export function ReminderDelivery({ a }: { a: TAppointment }) {
  const { t } = useTranslation('appointments');
  if (!a.rmdId) return null;
  if (!a.reminderSentAt) {
    return (
      <Badge variant="outline" color="gray">
        {t('reminder.pending')}
      </Badge>
    );
  }
  return (
    <Group gap={4} aria-label={t('reminder.title')}>
      {REMINDER_CHANNELS.map((channel) => {
        const outcome = a.reminderDelivery?.[channel];
        if (!outcome) return null;
        // 'unavailable: SANDBOX_OUTAGE': the reason's first word names it.
        const reason = outcome.detail?.split(':')[0];
        const label = `${t(`reminder.channel.${channel}`)}: ${t(`reminder.status.${outcome.status}`)}`;
        const badge = (
          <Badge key={channel} variant="light" color={COLOURS[outcome.status]} data-reminder-channel={channel}>
            {label}
          </Badge>
        );
        return reason ? (
          <Tooltip key={channel} label={t(`reminder.detail.${reason}`, { defaultValue: outcome.detail })}>
            {badge}
          </Tooltip>
        ) : (
          badge
        );
      })}
    </Group>
  );
}
