import { Button, Paper, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showToast } from '../../lib/notify.ts';
import { Icon } from '../../ui/icon.tsx';
import { AppointmentCalendar, type CalendarView, type SlotChoice } from './appointment-calendar.tsx';
import { AppointmentDetailsModal } from './appointment-details-modal.tsx';
import { UNASSIGNED, type CalendarEvent, type ColumnMode } from './appointment-event.ts';
import { AppointmentFormModal } from './appointment-form-modal.tsx';
import type { FormStart } from './appointment-form-values.ts';
import { appointmentKeys, moveAppointment } from './appointments.api.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { ListLoadError } from './list-load-error.tsx';
import { useBranchCalendar } from './use-branch-calendar.ts';
import { clockMinutes, today } from './wall-clock.ts';
import { withHoursConfirmation } from './with-hours-confirmation.ts';
import { useLiveAppointments } from './use-live-appointments.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The appointment calendar (clinic §2 queuemanage): a day with a column per room or per doctor,
 * or a week; free time picked books it with the branch's default duration, a card opens its
 * details, a drag moves it and a stretch resizes it. The day and the views are in the URL, so a
 * reload or a shared link shows the same calendar.
 */
export function QueueManagePage() {
  const { t } = useTranslation('appointments');
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const dayParam = search.get('day') ?? '';
  const day = DAY_PATTERN.test(dayParam) ? dayParam : today();
  const view: CalendarView = search.get('view') === 'week' ? 'week' : 'day';
  const mode: ColumnMode = search.get('columns') === 'doctor' ? 'doctor' : 'room';
  const calendar = useBranchCalendar(day, view, mode);
  const { branch, info, can } = calendar;
  const [form, setForm] = useState<FormStart | null>(null);
  const [opened, setOpened] = useState<CalendarEvent | null>(null);
  const canBook = can('appointmentBook');
  useLiveAppointments(branch);

  const setParam = (key: string, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  function pick(slot: SlotChoice) {
    if (!info) return;
    // A click picks one 15-minute slot: book the branch's default duration from there.
    const minutes = Math.max(
      clockMinutes(info.confApptDuration),
      (Date.parse(slot.endDt) - Date.parse(slot.startDt)) / 60_000,
    );
    const column = slot.resourceId === UNASSIGNED ? undefined : slot.resourceId;
    setForm({
      kind: 'new',
      startDt: slot.startDt,
      endDt: new Date(Date.parse(slot.startDt) + minutes * 60_000).toISOString(),
      roomId: mode === 'room' && typeof column === 'number' ? column : null,
      doctorUid: mode === 'doctor' && typeof column === 'string' ? column : null,
    });
  }

  async function move(event: CalendarEvent, slot: SlotChoice) {
    const a = event.appointment;
    const column = slot.resourceId === UNASSIGNED ? null : (slot.resourceId ?? event.resourceId);
    const roomId = mode === 'room' && view === 'day' ? (column as number | null) : a.roomId;
    const doctorUid = mode === 'doctor' && view === 'day' ? (column as string | null) : a.doctorUid;
    const moved = await withHoursConfirmation((confirmOutsideHours) =>
      moveAppointment(branch, a.id, {
        startDt: slot.startDt,
        endDt: slot.endDt,
        roomId,
        doctorUid,
        confirmOutsideHours,
      }),
    );
    await queryClient.invalidateQueries({ queryKey: appointmentKeys.all(branch) });
    if (moved) showToast('success', t('toast.moved'));
  }

  // The calendar gets the same two functions on every render, so a refetch's `isFetching` or an
  // open modal does not redraw its 150 cards; they call the latest pick and move.
  const handlers = useRef({ pick, move });
  useEffect(() => {
    handlers.current = { pick, move };
  });
  const selectSlot = useCallback((slot: SlotChoice) => handlers.current.pick(slot), []);
  const moveEvent = useCallback(
    (event: CalendarEvent, slot: SlotChoice) => void handlers.current.move(event, slot),
    [],
  );

  const roomName = (id: number | null) => info?.rooms.find((room) => room.id === id)?.name ?? '';
  const doctorName = (uid: string | null) => {
    const doctor = uid ? calendar.doctorsById.get(uid) : undefined;
    return doctor ? `${doctor.firstNameTh} ${doctor.lastNameTh}` : '';
  };

  return (
    <Stack gap="sm" p={{ base: 'sm', sm: 'md' }} h="100%">
      <CalendarToolbar
        title={t('manage.title')}
        day={day}
        onDay={(next) => setParam('day', next)}
        view={view}
        onView={(next) => setParam('view', next)}
        mode={mode}
        onMode={(next) => setParam('columns', next)}
      >
        {canBook && info && (
          <Button
            leftSection={<Icon name="plus" size={16} />}
            onClick={() =>
              pick({
                startDt: new Date(`${day}T${info.confOpeningTime}:00+07:00`).toISOString(),
                endDt: new Date(`${day}T${info.confOpeningTime}:00+07:00`).toISOString(),
                resourceId: undefined,
              })
            }
          >
            {t('action.new')}
          </Button>
        )}
      </CalendarToolbar>
      {calendar.list.isError && <ListLoadError onRetry={() => void calendar.list.refetch()} />}
      <Paper withBorder radius="md" p={4} flex={1} aria-busy={calendar.list.isFetching} style={{ minHeight: 520 }}>
        {info && (
          <AppointmentCalendar
            day={day}
            view={view}
            events={calendar.events}
            resources={calendar.resources}
            openingTime={info.confOpeningTime}
            closingTime={info.confClosingTime}
            onSelectSlot={canBook ? selectSlot : null}
            onSelectEvent={setOpened}
            onMove={canBook ? moveEvent : null}
          />
        )}
      </Paper>
      {opened && (
        <AppointmentDetailsModal
          branch={branch}
          appointment={opened.appointment}
          doctorName={doctorName(opened.appointment.doctorUid)}
          roomName={roomName(opened.appointment.roomId)}
          canBook={canBook}
          canCheckIn={can('appointmentCheckIn')}
          onEdit={() => {
            setForm({ kind: 'edit', appointment: opened.appointment });
            setOpened(null);
          }}
          onClose={() => setOpened(null)}
        />
      )}
      {form && info && (
        <AppointmentFormModal
          branch={branch}
          info={info}
          doctors={calendar.doctors}
          start={form}
          onClose={() => setForm(null)}
          onSaved={() => setForm(null)}
        />
      )}
    </Stack>
  );
}
