import { ARRIVED_STATUSES } from '@yim/contract';
import { useEffect, useRef } from 'react';
import { playChime } from '../../ui/sound/chime.ts';
import { readVolume } from '../../ui/sound/sound-volume.ts';
import type { CalendarEvent } from './appointment-event.ts';
import type { AppointmentEvent } from './use-live-appointments.ts';

/**
 * The chime of a doctor's or assistant's queue (spec access §2): a check-in heard on the live
 * stream plays it once the refetch shows that appointment arrived among the screen's events, so
 * a doctor hears only their own patients (the event carries an id only). The volume is read at
 * that moment, the navbar slider's stored value. Answers the handler for `useLiveAppointments`.
 */
export function useCheckInChime(events: readonly CalendarEvent[], isFetching: boolean) {
  const pending = useRef(new Set<number>());
  useEffect(() => {
    if (isFetching || pending.current.size === 0) return;
    const ids = pending.current;
    pending.current = new Set();
    const arrived = events.some((event) => ids.has(event.id) && ARRIVED_STATUSES.includes(event.appointment.statusId));
    if (arrived) playChime(readVolume());
  }, [events, isFetching]);
  return (event: AppointmentEvent) => {
    if (event.kind === 'appointment.checkedIn') pending.current.add(event.id);
  };
}
