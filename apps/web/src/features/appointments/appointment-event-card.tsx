import { createContext, memo, useContext } from 'react';
import type { EventProps } from 'react-big-calendar';
import { appointmentDn, appointmentPhone, type CalendarEvent } from './appointment-event.ts';
import { formatPhone } from '@yim/contract';

/** The words on a card, in the screen's language: asked once by the calendar, not by each card. */
export type CardLabels = { doctor: (name: string) => string; block: string };

export const CardLabelsContext = createContext<CardLabels>({ doctor: (name) => name, block: '' });

/**
 * A card on the calendar (spec clinic §3 extendedProps): time, doctor, treatment, DN, patient,
 * phone. Short slots show the first lines only; the whole card is in its title for hovering. A day
 * draws 150 of them at once: each reads its words from context (a translation hook per card was a
 * tenth of the day view's script time, bench/appointment-day-view.mjs).
 */
export const AppointmentEventCard = memo(function AppointmentEventCard({ event }: EventProps<CalendarEvent>) {
  const labels = useContext(CardLabelsContext);
  const { appointment } = event;
  const doctorLine = event.doctorName ? labels.doctor(event.doctorName) : '';
  const dn = appointmentDn(appointment);
  const phone = appointmentPhone(appointment);
  const lines = [
    event.title,
    dn && `DN ${dn}`,
    doctorLine,
    appointment.treatmentTitle,
    phone && formatPhone(phone),
  ].filter(Boolean);
  return (
    <div className="yim-event-card" title={lines.join('\n')} data-appointment-id={appointment.id}>
      <strong>{event.title || labels.block}</strong>
      {dn && <span> · DN {dn}</span>}
      {doctorLine && <div>{doctorLine}</div>}
      {appointment.treatmentTitle && <div>{appointment.treatmentTitle}</div>}
      {phone && <div>{formatPhone(phone)}</div>}
    </div>
  );
});
