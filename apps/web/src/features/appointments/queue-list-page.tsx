import { Badge, Button, Center, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPhone, formatThaiDate, formatTime, type TAppointment } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { allConfigValuesQuery } from '../masters/masters.api.ts';
import { useBranchAccess } from '../patients/use-branch-access.ts';
import { appointmentDn, appointmentPersonName, appointmentPhone } from './appointment-event.ts';
import { appointmentListQuery, branchDoctorsQuery, type BranchRef } from './appointments.api.ts';
import { ListLoadError } from './list-load-error.tsx';
import { useAppointmentActions } from './use-appointment-actions.ts';
import { addDays, bangkokDayOf, dayRange, today } from './wall-clock.ts';
import { useLiveAppointments } from './use-live-appointments.ts';
import { ReminderDelivery } from './reminder-delivery.tsx';
import { hasVisitChart, visitChartPath } from './visit-chart-path.ts';
import { DayInput } from '../../ui/day-input.tsx';

/** What the bell's cards open (clinic §2): tomorrow's calls to make, or tomorrow's reminders. */
function initialFilter(param: string | undefined) {
  const tomorrow = addDays(today(), 1);
  if (param === 'status') return { from: tomorrow, to: tomorrow, statusId: '1', withReminder: false };
  if (param === 'reminder') return { from: tomorrow, to: tomorrow, statusId: null, withReminder: true };
  return { from: today(), to: today(), statusId: null as string | null, withReminder: false };
}

/**
 * The appointment list (clinic §2 queuelist/{param?}): a date range with status, doctor and
 * reminder filters; one click confirms a call, checks a patient in or sends them to the cashier.
 */
export function QueueListPage() {
  const { t } = useTranslation('appointments');
  const { param } = useParams();
  const { branch, info, can } = useBranchAccess();
  const [filter, setFilter] = useState(() => initialFilter(param));
  const [doctorUid, setDoctorUid] = useState<string | null>(null);
  const validRange = filter.from !== '' && filter.to !== '' && filter.to >= filter.from;
  const range = validRange
    ? { startDt: dayRange(filter.from).startDt, endDt: dayRange(filter.to).endDt }
    : dayRange(today());
  const list = useQuery(
    appointmentListQuery(branch, {
      ...range,
      ...(filter.statusId ? { statusId: Number(filter.statusId) } : {}),
      ...(doctorUid ? { doctorUid } : {}),
      ...(filter.withReminder ? { withReminder: true } : {}),
    }),
  );
  const doctors = useQuery(branchDoctorsQuery(branch));
  const config = useQuery(allConfigValuesQuery());
  const actions = useAppointmentActions(branch);
  useLiveAppointments(branch);
  const statuses = (config.data?.appt_status ?? []).map((s) => ({ value: s.id, label: s.nameTh }));
  const doctorName = (uid: string | null) => {
    const d = doctors.data?.find((doctor) => doctor.uid === uid);
    return d ? `${d.firstNameTh} ${d.lastNameTh}` : '';
  };
  const roomName = (id: number | null) => info?.rooms.find((room) => room.id === id)?.name ?? '';
  const rows = list.data?.appointments ?? [];

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz="h2">
        {t('list.title')}
      </Title>
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DayInput
            w={160}
            label={t('list.from')}
            value={filter.from}
            onChange={(day) => day && setFilter({ ...filter, from: day })}
          />
          <DayInput
            w={160}
            label={t('list.to')}
            value={filter.to}
            error={validRange ? undefined : t('list.badRange')}
            onChange={(day) => day && setFilter({ ...filter, to: day })}
          />
          <Select
            label={t('list.status')}
            placeholder={t('list.allStatuses')}
            clearable
            data={statuses}
            value={filter.statusId}
            onChange={(statusId) => setFilter({ ...filter, statusId })}
          />
          <Select
            label={t('form.doctor')}
            placeholder={t('list.allDoctors')}
            clearable
            data={(doctors.data ?? []).map((d) => ({ value: d.uid, label: `${d.firstNameTh} ${d.lastNameTh}` }))}
            value={doctorUid}
            onChange={setDoctorUid}
          />
          <Select
            label={t('list.reminder')}
            data={[
              { value: 'all', label: t('list.allReminders') },
              { value: 'with', label: t('list.withReminder') },
            ]}
            value={filter.withReminder ? 'with' : 'all'}
            allowDeselect={false}
            onChange={(value) => setFilter({ ...filter, withReminder: value === 'with' })}
          />
        </Group>
      </Paper>
      <Paper withBorder radius="md" aria-busy={list.isFetching}>
        {list.isPending && (
          <Center p="xl">
            <Loader aria-label={t('state.loading')} />
          </Center>
        )}
        {list.isError && <ListLoadError m="md" onRetry={() => void list.refetch()} />}
        {list.isSuccess && rows.length === 0 && (
          <Text c="dimmed" ta="center" p="xl">
            {t('list.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.when')}</Table.Th>
                  <Table.Th>DN</Table.Th>
                  <Table.Th>{t('form.patient')}</Table.Th>
                  <Table.Th>{t('form.mobile')}</Table.Th>
                  <Table.Th>{t('form.doctor')}</Table.Th>
                  <Table.Th>{t('form.room')}</Table.Th>
                  <Table.Th>{t('form.treatments')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                  <Table.Th>{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <ListRow
                    key={a.id}
                    a={a}
                    branch={branch}
                    doctor={doctorName(a.doctorUid)}
                    room={roomName(a.roomId)}
                    busy={actions.busyId === a.id}
                    actions={actions}
                    canBook={can('appointmentBook')}
                    canCheckIn={can('appointmentCheckIn')}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {rows.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('list.count', { count: rows.length })}
        </Text>
      )}
    </Stack>
  );
}

type RowProps = {
  a: TAppointment;
  branch: BranchRef;
  doctor: string;
  room: string;
  busy: boolean;
  actions: ReturnType<typeof useAppointmentActions>;
  canBook: boolean;
  canCheckIn: boolean;
};

function ListRow({ a, branch, doctor, room, busy, actions, canBook, canCheckIn }: RowProps) {
  const { t } = useTranslation('appointments');
  const waiting = [1, 2, 11, 12].includes(a.statusId);
  const hasPerson = a.patientId !== null || a.newPatient !== null;
  const phone = appointmentPhone(a);
  return (
    <Table.Tr data-appointment-id={a.id}>
      <Table.Td>
        {formatThaiDate(a.startDt)} {formatTime(a.startDt)}–{formatTime(a.endDt)}
      </Table.Td>
      <Table.Td ff="monospace">{appointmentDn(a)}</Table.Td>
      <Table.Td>{appointmentPersonName(a) || <Text c="dimmed">{a.note || t('card.block')}</Text>}</Table.Td>
      <Table.Td>{phone && formatPhone(phone)}</Table.Td>
      <Table.Td>{doctor}</Table.Td>
      <Table.Td>{room}</Table.Td>
      <Table.Td>{a.treatmentTitle}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge color={a.statusColor ?? 'gray'}>
            {t(`status.${a.statusId}`, { defaultValue: String(a.statusId) })}
          </Badge>
          {a.noShow && <Badge color="red">{t('list.noShow')}</Badge>}
          {a.checkinStatusName && <Badge variant="light">{a.checkinStatusName}</Badge>}
          <ReminderDelivery a={a} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {hasVisitChart(a) && (
            <Button size="xs" component={Link} to={visitChartPath(branch, a.id)}>
              {t('action.chart')}
            </Button>
          )}
          {canBook && a.statusId === 1 && hasPerson && (
            <Button size="xs" variant="light" loading={busy} onClick={() => void actions.confirm(a)}>
              {t('action.confirm')}
            </Button>
          )}
          {canCheckIn && waiting && hasPerson && bangkokDayOf(a.startDt) === today() && (
            <Button size="xs" color="teal" loading={busy} onClick={() => void actions.checkIn(a)}>
              {t('action.checkIn')}
            </Button>
          )}
          {a.statusId === 5 && (
            <Button size="xs" color="red" variant="light" loading={busy} onClick={() => void actions.toPayment(a)}>
              {t('action.toPayment')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
