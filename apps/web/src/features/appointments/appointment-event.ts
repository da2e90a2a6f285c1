import type { TAppointment, TBranchUser } from '@yim/contract';
import { formatDn } from '@yim/contract';
import { toWallClock } from './wall-clock.ts';

/** How the calendar columns are cut: one per room (the desk's view) or one per doctor. */
export type ColumnMode = 'room' | 'doctor';

/** The column of appointments that have no room (or no doctor) in that mode. */
export const UNASSIGNED = 'none';

/** The calendar's event (spec clinic §3 calendar event form), built from an appointment. */
export type CalendarEvent = {
  id: number;
  start: Date;
  end: Date;
  resourceId: number | string;
  title: string;
  appointment: TAppointment;
  doctorName: string;
  doctorColor: string | null;
  /** Checked in or later: it neither moves nor resizes (the server refuses it too). */
  locked: boolean;
};

export type Doctor = Pick<TBranchUser, 'uid' | 'firstNameTh' | 'lastNameTh' | 'drApptColor'>;

/** The name on a card: the registered patient's, the new person's, or the block's note. */
export function appointmentPersonName(appointment: TAppointment): string {
  if (appointment.patient) {
    const { firstNameTh, lastNameTh, firstNameEn, lastNameEn } = appointment.patient;
    const thai = `${firstNameTh} ${lastNameTh}`.trim();
    return thai || `${firstNameEn} ${lastNameEn}`.trim();
  }
  if (appointment.newPatient) return `${appointment.newPatient.firstNameTh} ${appointment.newPatient.lastNameTh}`;
  return '';
}

export function appointmentDn(appointment: TAppointment): string {
  return appointment.patient ? formatDn(appointment.patient.dn) : '';
}

export function appointmentPhone(appointment: TAppointment): string {
  return appointment.patient?.mobile ?? appointment.newPatient?.mobile ?? '';
}

export function toCalendarEvent(
  appointment: TAppointment,
  mode: ColumnMode,
  doctors: ReadonlyMap<string, Doctor>,
): CalendarEvent {
  const doctor = appointment.doctorUid ? doctors.get(appointment.doctorUid) : undefined;
  const resource = mode === 'room' ? appointment.roomId : appointment.doctorUid;
  return {
    id: appointment.id,
    start: toWallClock(appointment.startDt),
    end: toWallClock(appointment.endDt),
    resourceId: resource ?? UNASSIGNED,
    title: appointmentPersonName(appointment) || appointment.note,
    appointment,
    doctorName: doctor ? `${doctor.firstNameTh} ${doctor.lastNameTh}` : '',
    doctorColor: doctor?.drApptColor ?? null,
    locked: appointment.checkinDt !== null || [5, 6, 7].includes(appointment.statusId),
  };
}
