import { ActionIcon, Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TStaffMember } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { useValidationText } from '../../lib/validation-text.ts';
import { ClockInput } from '../../ui/clock-input.tsx';
import { Icon } from '../../ui/icon.tsx';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { setDoctorWorkingHours, type BranchRef } from './staff.api.ts';
import {
  fromWeek,
  nextPeriod,
  toWeek,
  WEEKDAY_ORDER,
  weekErrors,
  type Period,
  type WeekPeriods,
} from './working-hours.ts';

type DoctorHoursDialogProps = {
  branch: BranchRef;
  member: TStaffMember;
  /** The branch's opening hours, proposed for a day's first period. */
  opening?: string;
  closing?: string;
  onSaved: () => void;
  onClose: () => void;
};

/**
 * A doctor's working hours at this branch, per weekday, with as many periods a day as the contract
 * allows (a split shift); saving replaces them all (POST doctorWorkingHour).
 */
export function DoctorHoursDialog({ branch, member, opening, closing, onSaved, onClose }: DoctorHoursDialogProps) {
  const { t, i18n } = useTranslation('clinics');
  const text = useValidationText();
  const [week, setWeek] = useState<WeekPeriods>(() => toWeek(member.doctorWorkingHours));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors = weekErrors(week);
  const weekdays = t('staff.weekdays', { returnObjects: true }) as string[];
  const mutation = useMutation({
    mutationFn: () => setDoctorWorkingHours(branch, member.branchMemberId, fromWeek(week)),
    onSuccess: () => {
      showToast('success', t('staff.hours.saved'));
      onSaved();
    },
  });

  function changeDay(weekday: number, periods: Period[]) {
    setWeek((current) => current.map((day, index) => (index === weekday ? periods : day)));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (errors.size === 0) mutation.mutate();
  }

  const title = t('staff.hours.title', { name: member.fullName });
  return (
    <Modal opened onClose={onClose} title={title} centered size="xl" closeOnEscape>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('staff.hours.hint')}
          </Text>
          <Table verticalSpacing={6} withRowBorders>
            <Table.Tbody>
              {WEEKDAY_ORDER.map((weekday) => {
                const day = weekdays[weekday] ?? '';
                const periods = week[weekday] ?? [];
                const error = isSubmitted || periods.length > 0 ? errors.get(weekday) : undefined;
                return (
                  <Table.Tr key={weekday}>
                    <Table.Th w={110} scope="row" style={{ verticalAlign: 'top', paddingTop: 14 }}>
                      {day}
                    </Table.Th>
                    <Table.Td>
                      <Stack gap={6}>
                        {periods.length === 0 && (
                          <Text size="sm" c="dimmed" py={6}>
                            {t('staff.hours.off')}
                          </Text>
                        )}
                        {periods.map((period, index) => (
                          <PeriodRow
                            key={index}
                            period={period}
                            labels={{
                              start: t('staff.hours.startOn', { day, n: index + 1 }),
                              end: t('staff.hours.endOn', { day, n: index + 1 }),
                              remove: t('staff.hours.removePeriod', {
                                day,
                                start: period.startTime,
                                end: period.endTime,
                              }),
                            }}
                            onChange={(next) =>
                              changeDay(
                                weekday,
                                periods.map((p, i) => (i === index ? next : p)),
                              )
                            }
                            onRemove={() =>
                              changeDay(
                                weekday,
                                periods.filter((_, i) => i !== index),
                              )
                            }
                          />
                        ))}
                        {error && (
                          <Text size="sm" c="red" role="alert">
                            {text(error)}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td w={150} style={{ verticalAlign: 'top' }}>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        mt={6}
                        leftSection={<Icon name="plus" size={14} />}
                        aria-label={t('staff.hours.addPeriodOn', { day })}
                        onClick={() => changeDay(weekday, [...periods, nextPeriod(periods, opening, closing)])}
                      >
                        {t('staff.hours.addPeriod')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {mutation.isError && (
            <Alert color="red" title={t('staff.form.failed')} role="alert">
              {errorMessage(mutation.error, i18n)}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t('staff.form.cancel')}
            onCancel={onClose}
            confirmLabel={t('staff.form.save')}
            isSubmit
            isLoading={mutation.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

type PeriodRowProps = {
  period: Period;
  labels: { start: string; end: string; remove: string };
  onChange: (period: Period) => void;
  onRemove: () => void;
};

/** 24-hour fields: typed or stepped with the arrow keys, always HH:mm. */
function PeriodRow({ period, labels, onChange, onRemove }: PeriodRowProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ClockInput
        size="sm"
        w={90}
        aria-label={labels.start}
        value={period.startTime}
        onChange={(value) => onChange({ ...period, startTime: value })}
      />
      <Text size="sm">–</Text>
      <ClockInput
        size="sm"
        w={90}
        aria-label={labels.end}
        value={period.endTime}
        onChange={(value) => onChange({ ...period, endTime: value })}
      />
      <ActionIcon variant="subtle" color="red" aria-label={labels.remove} onClick={onRemove}>
        <Icon name="trash" size={16} />
      </ActionIcon>
    </Group>
  );
}
