import type { TAppointment, TAppointmentDraftForm, TBranchInfo } from '@yim/contract';
import { appointmentDn, appointmentPersonName } from './appointment-event.ts';
import type { BookingBody } from './appointments.api.ts';
import type { PickedPatient } from '../patients/patient-picker.tsx';
import { bangkokDayOf, toWallClock } from './wall-clock.ts';

// The booking form's values and their conversions: from what opens the form (free time on the
// calendar, an appointment to edit, a stored draft) and to what the API takes (the booking body,
// the draft). The form itself is appointment-form-modal.tsx.

export type Who = 'patient' | 'new' | 'block';

export type FormValues = {
  who: Who;
  patient: PickedPatient | null;
  newPatient: { firstNameTh: string; lastNameTh: string; mobile: string };
  day: string;
  startTime: string;
  minutes: number;
  roomId: string | null;
  doctorUid: string | null;
  aptTreatItems: string[];
  note: string;
  rmdId: string | null;
  /** Not confirmed, confirmed, or booked through a co-payment scheme (NHSO 11, KTB Paotang 12). */
  statusId: FormStatus;
};

export type FormStatus = '1' | '2' | '11' | '12';
const FORM_STATUSES: readonly string[] = ['1', '2', '11', '12'];
export const formStatus = (statusId: number | null | undefined): FormStatus =>
  FORM_STATUSES.includes(String(statusId)) ? (String(statusId) as FormStatus) : '1';

/** What opens the form: free time picked on the calendar, or an appointment to edit. */
export type FormStart =
  | { kind: 'new'; startDt: string; endDt: string; roomId: number | null; doctorUid: string | null }
  | { kind: 'edit'; appointment: TAppointment };

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (instant: string) => {
  const wall = toWallClock(instant);
  return `${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
};
const minutesBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 60_000);

export function initialValues(start: FormStart): FormValues {
  if (start.kind === 'new') {
    return {
      who: 'patient',
      patient: null,
      newPatient: { firstNameTh: '', lastNameTh: '', mobile: '' },
      day: bangkokDayOf(start.startDt),
      startTime: timeOf(start.startDt),
      minutes: minutesBetween(start.startDt, start.endDt),
      roomId: start.roomId === null ? null : String(start.roomId),
      doctorUid: start.doctorUid,
      aptTreatItems: [],
      note: '',
      rmdId: null,
      statusId: '1',
    };
  }
  const a = start.appointment;
  const name = appointmentPersonName(a);
  return {
    who: a.patientId !== null ? 'patient' : a.newPatient ? 'new' : 'block',
    patient:
      a.patientId !== null ? { id: a.patientId, label: [appointmentDn(a), name].filter(Boolean).join(' · ') } : null,
    newPatient: a.newPatient ?? { firstNameTh: '', lastNameTh: '', mobile: '' },
    day: bangkokDayOf(a.startDt),
    startTime: timeOf(a.startDt),
    minutes: minutesBetween(a.startDt, a.endDt),
    roomId: a.roomId === null ? null : String(a.roomId),
    doctorUid: a.doctorUid,
    aptTreatItems: a.aptTreatItems.map(String),
    note: a.note,
    rmdId: a.rmdId === null ? null : String(a.rmdId),
    statusId: formStatus(a.statusId),
  };
}

/** The form as the API takes it (checked by the same contract schema on the server). */
export function toBody(values: FormValues): BookingBody {
  const start = new Date(`${values.day}T${values.startTime}:00+07:00`);
  const end = new Date(start.getTime() + values.minutes * 60_000);
  // A half-typed day or time is sent as it is: the contract's schema names the field.
  const instant = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString());
  return {
    startDt: instant(start),
    endDt: instant(end),
    roomId: values.roomId === null ? null : Number(values.roomId),
    doctorUid: values.doctorUid,
    patientId: values.who === 'patient' ? (values.patient?.id ?? null) : null,
    newPatient: values.who === 'new' ? values.newPatient : null,
    aptTreatItems: values.aptTreatItems.map(Number),
    note: values.note,
    rmdId: values.rmdId === null ? null : Number(values.rmdId),
    statusId: Number(values.statusId) as BookingBody['statusId'],
  };
}

/** The form as a draft: a half-typed day or time is stored as none. */
export function toDraftForm(values: FormValues): TAppointmentDraftForm {
  const body = toBody(values);
  const valid = (instant: string) => (Number.isNaN(Date.parse(instant)) ? null : instant);
  return {
    startDt: valid(body.startDt),
    endDt: valid(body.endDt),
    roomId: values.roomId === null ? null : Number(values.roomId),
    doctorUid: values.doctorUid,
    patientId: values.who === 'patient' ? (values.patient?.id ?? null) : null,
    newPatient: values.who === 'new' ? values.newPatient : null,
    aptTreatItems: values.aptTreatItems.map(Number),
    note: values.note,
    statusId: Number(values.statusId),
    rmdId: values.rmdId === null ? null : Number(values.rmdId),
  };
}

/** A stored draft back as the form's values; what it lacks comes from the form as it is. */
export function fromDraft(form: TAppointmentDraftForm, fallback: FormValues): FormValues {
  const start = form.startDt ?? null;
  return {
    ...fallback,
    who: form.newPatient ? 'new' : form.patientId ? 'patient' : fallback.who,
    patient: form.patientId ? { id: form.patientId, label: `#${form.patientId}` } : null,
    newPatient: { firstNameTh: '', lastNameTh: '', mobile: '', ...form.newPatient },
    day: start ? bangkokDayOf(start) : fallback.day,
    startTime: start ? timeOf(start) : fallback.startTime,
    minutes: start && form.endDt ? minutesBetween(start, form.endDt) : fallback.minutes,
    roomId: form.roomId ? String(form.roomId) : fallback.roomId,
    doctorUid: form.doctorUid ?? fallback.doctorUid,
    aptTreatItems: (form.aptTreatItems ?? []).map(String),
    note: form.note ?? '',
    rmdId: form.rmdId == null ? null : String(form.rmdId),
    statusId: formStatus(form.statusId),
  };
}

/**
 * The statuses the form offers: not confirmed and confirmed; for a registered patient at a branch
 * linked with a co-payment scheme, that scheme too. A scheme appointment keeps its kind (the
 * server refuses a change: cancel and book again), so editing one offers only its own.
 */
export function statusChoices(values: FormValues, start: FormStart, info: TBranchInfo): FormStatus[] {
  if (start.kind === 'edit' && ['11', '12'].includes(formStatus(start.appointment.statusId))) {
    return [formStatus(start.appointment.statusId)];
  }
  const schemes: FormStatus[] = [];
  if (start.kind === 'new' && values.who === 'patient') {
    if (info.linkedWithNhso) schemes.push('11');
    if (info.linkedWithKtbPaotang) schemes.push('12');
  }
  return ['1', '2', ...schemes];
}
