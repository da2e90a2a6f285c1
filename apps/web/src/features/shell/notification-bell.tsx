import { ActionIcon, Indicator, Paper, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatThaiDate } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { tomorrowSummaryQuery } from '../appointments/appointments.api.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';

/**
 * The bell (clinic §2 notification popover 'เตือนนัดหมายวันพรุ่งนี้'): tomorrow's calls still to
 * make (or all confirmed) and reminders set (or none); each card opens the queue list showing
 * them (queuelist/status, queuelist/reminder). Manager, counter, assistant and head counter.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { branch, can } = useBranchAccess();
  const [opened, setOpened] = useState(false);
  const allowed = can('navNotifications');
  const summary = useQuery({ ...tomorrowSummaryQuery(branch), enabled: allowed });
  if (!allowed) return null;
  const data = summary.data;
  const count = (data?.callsToMake ?? 0) + (data?.reminders ?? 0);
  const open = (param: 'status' | 'reminder') => {
    setOpened(false);
    void navigate(
      `/${encodeURIComponent(branch.clinicUrl)}/${encodeURIComponent(branch.branchUrl)}/queuelist/${param}`,
    );
  };
  return (
    // The indicator wraps the popover, so the popover's ARIA (expanded, controls) lands on the
    // button itself, not on the indicator's div.
    <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('bell.label', { count })}
            onClick={() => setOpened((value) => !value)}
          >
            <Icon name="calendarTime" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text fw={700}>{t('bell.title')}</Text>
            {data && (
              <Text size="sm" c="dimmed">
                {formatThaiDate(data.date, 'long')}
              </Text>
            )}
            <UnstyledButton onClick={() => open('status')}>
              <Paper withBorder p="sm" radius="md">
                <Text fw={600}>{t('bell.calls')}</Text>
                <Text size="sm">
                  {data && data.callsToMake > 0
                    ? t('bell.callsLeft', { count: data.callsToMake })
                    : t('bell.allConfirmed')}
                </Text>
              </Paper>
            </UnstyledButton>
            <UnstyledButton onClick={() => open('reminder')}>
              <Paper withBorder p="sm" radius="md">
                <Text fw={600}>{t('bell.reminders')}</Text>
                <Text size="sm">
                  {data && data.reminders > 0
                    ? t('bell.remindersSet', { count: data.reminders })
                    : t('bell.noReminders')}
                </Text>
              </Paper>
            </UnstyledButton>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
