import { memo } from 'react';
import type { EventProps } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { appointmentDn, appointmentPhone, type CalendarEvent } from './appointment-event.ts';
import { formatPhone } from '@yim/contract';

/**
 * A card on the calendar (spec clinic §3 extendedProps): time, doctor, treatment, DN, patient,
 * phone. Short slots show the first lines only; the whole card is in its title for hovering.
 */
export const AppointmentEventCard = memo(function AppointmentEventCard({ event }: EventProps<CalendarEvent>) {
  const { t } = useTranslation('appointments');
  const { appointment } = event;
  const dn = appointmentDn(appointment);
  const phone = appointmentPhone(appointment);
  const lines = [
    event.title,
    dn && `DN ${dn}`,
    event.doctorName && t('card.doctor', { name: event.doctorName }),
    appointment.treatmentTitle,
    phone && formatPhone(phone),
  ].filter(Boolean);
  return (
    <div className="yim-event-card" title={lines.join('\n')} data-appointment-id={appointment.id}>
      <strong>{event.title || t('card.block')}</strong>
      {dn && <span> · DN {dn}</span>}
      {event.doctorName && <div>{t('card.doctor', { name: event.doctorName })}</div>}
      {appointment.treatmentTitle && <div>{appointment.treatmentTitle}</div>}
      {phone && <div>{formatPhone(phone)}</div>}
    </div>
  );
});
