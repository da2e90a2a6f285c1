import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatTime } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { branchSessionQuery } from '../clinics/clinics.api.ts';
import { AppointmentCalendar } from './appointment-calendar.tsx';
import { AppointmentDetailsModal } from './appointment-details-modal.tsx';
import { appointmentDn, appointmentPersonName, type CalendarEvent } from './appointment-event.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { ListLoadError } from './list-load-error.tsx';
import { useBranchCalendar } from './use-branch-calendar.ts';
import { today } from './wall-clock.ts';
import { useCheckInChime } from './use-check-in-chime.ts';
import { useLiveAppointments } from './use-live-appointments.ts';

/**
 * A doctor's day (clinic §2 doctor/dashboard: the signed-in doctor's own calendar and today's
 * queue) or every doctor's (doctorsTxQ, for assistants): a column per doctor; cards open their
 * details, where the visit goes on (check-in, to the cashier). Booking stays with the desk. A
 * check-in arriving live in the queue shown plays the chime at the navbar's volume.
 */
export function DoctorCalendarPage({ own }: { own: boolean }) {
  const { t } = useTranslation('appointments');
  const { clinicUrl = '', branchUrl = '' } = useParams();
  const session = useQuery(branchSessionQuery(clinicUrl, branchUrl));
  const myUid = own ? session.data?.user.uid : undefined;
  const [day, setDay] = useState(today());
  const calendar = useBranchCalendar(day, 'day', 'doctor', myUid);
  const { branch, info, can } = calendar;
  const [opened, setOpened] = useState<CalendarEvent | null>(null);
  const chimeOnCheckIn = useCheckInChime(calendar.events, calendar.list.isFetching);
  useLiveAppointments(branch, chimeOnCheckIn);
  const queue = calendar.events.filter((event) => [5, 6].includes(event.appointment.statusId));
  const roomName = (id: number | null) => info?.rooms.find((room) => room.id === id)?.name ?? '';

  return (
    <Stack gap="sm" p={{ base: 'sm', sm: 'md' }}>
      <CalendarToolbar
        title={own ? t('doctor.ownTitle') : t('doctor.allTitle')}
        day={day}
        onDay={setDay}
        view="day"
        onView={null}
        mode="doctor"
        onMode={null}
      />
      {calendar.list.isError && <ListLoadError onRetry={() => void calendar.list.refetch()} />}
      <SimpleGrid
        cols={{ base: 1, md: own ? 2 : 1 }}
        style={own ? { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } : undefined}
      >
        <Paper withBorder radius="md" p={4} style={{ minHeight: 520 }} aria-busy={calendar.list.isFetching}>
          {info && (
            <AppointmentCalendar
              day={day}
              view="day"
              events={calendar.events}
              resources={calendar.resources}
              openingTime={info.confOpeningTime}
              closingTime={info.confClosingTime}
              onSelectSlot={null}
              onSelectEvent={setOpened}
              onMove={null}
            />
          )}
        </Paper>
        {own && (
          <Paper withBorder radius="md" p="sm">
            <Title order={2} fz="h4" mb="xs">
              {t('doctor.queue')}
            </Title>
            {queue.length === 0 && <Text c="dimmed">{t('doctor.queueEmpty')}</Text>}
            <Stack gap="xs">
              {queue.map((event) => (
                <Group key={event.id} justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{appointmentPersonName(event.appointment)}</Text>
                    <Text size="sm" c="dimmed">
                      DN {appointmentDn(event.appointment)} · {formatTime(event.appointment.startDt)} ·{' '}
                      {roomName(event.appointment.roomId)}
                    </Text>
                  </div>
                  <Badge color={event.appointment.statusColor ?? 'gray'}>
                    {t(`status.${event.appointment.statusId}`)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
      </SimpleGrid>
      {opened && (
        <AppointmentDetailsModal
          branch={branch}
          appointment={opened.appointment}
          doctorName={opened.doctorName}
          roomName={roomName(opened.appointment.roomId)}
          canBook={false}
          canCheckIn={can('appointmentCheckIn')}
          onEdit={() => undefined}
          onClose={() => setOpened(null)}
        />
      )}
    </Stack>
  );
}

export function DoctorDashboardPage() {
  return <DoctorCalendarPage own />;
}

export function DoctorsQueuePage() {
  return <DoctorCalendarPage own={false} />;
}
