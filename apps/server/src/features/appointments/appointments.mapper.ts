import {
  ARRIVED_STATUSES,
  CHECKIN_ON_TIME_MINUTES,
  CHECKIN_STATUS,
  bangkokDayOf,
  type TAppointment,
} from '@yim/contract';
import type { AppointmentRecord } from './appointments.repo.ts';

const CHECKIN_STATUS_NAMES = {
  [CHECKIN_STATUS.ON_TIME]: () => 'ตรงเวลา',
  [CHECKIN_STATUS.LATE]: (minutes: number) => `มาสาย ${minutes} นาที`,
  [CHECKIN_STATUS.EARLY]: (minutes: number) => `มาก่อน ${minutes} นาที`,
} as const;

/**
 * Punctuality at check-in (spec §4 history): minutes after the start (negative: before it), and
 * whether that is on time, late or early.
 */
export function checkinPunctuality(startsAt: Date, checkinAt: Date) {
  const minutes = Math.round((checkinAt.getTime() - startsAt.getTime()) / 60_000);
  const status =
    Math.abs(minutes) <= CHECKIN_ON_TIME_MINUTES
      ? CHECKIN_STATUS.ON_TIME
      : minutes > 0
        ? CHECKIN_STATUS.LATE
        : CHECKIN_STATUS.EARLY;
  return { minutes, status, name: CHECKIN_STATUS_NAMES[status](Math.abs(minutes)) };
}

/**
 * 'ไม่มา' (spec §4): the appointment's day has passed, nobody checked in, and it did not end in
 * check-in, payment waiting or paid. A blocked slot has nobody to come.
 */
export function isNoShow(
  record: Pick<AppointmentRecord['row'], 'startsAt' | 'checkinAt' | 'statusId' | 'patientId' | 'newPatient'>,
  now = new Date(),
) {
  if (record.patientId === null && record.newPatient === null) return false;
  // bangkokDayOf is arithmetic on the fixed +07:00; bangkokDate (Intl) cost a week's list 10 ms.
  return (
    bangkokDayOf(record.startsAt) < bangkokDayOf(now) &&
    record.checkinAt === null &&
    !ARRIVED_STATUSES.includes(record.statusId)
  );
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Planned treatments' names keyed `${branchId}:${entryId}` (each branch has its own list). */
export type TreatmentNames = Map<string, { nameTh: string; nameEn: string }>;

export function toAppointment(
  { row, patient, statusColor }: AppointmentRecord,
  names: TreatmentNames,
  now = new Date(),
): TAppointment {
  const treatments = row.aptTreatItems.map((id) => names.get(`${row.branchId}:${id}`));
  const punctuality = row.checkinAt === null ? null : checkinPunctuality(row.startsAt, row.checkinAt);
  return {
    id: row.id,
    branchId: row.branchId,
    startDt: row.startsAt.toISOString(),
    endDt: row.endsAt.toISOString(),
    roomId: row.roomId,
    doctorUid: row.doctorUid,
    statusId: row.statusId,
    statusColor,
    aptTreatItems: row.aptTreatItems,
    treatmentTitle: treatments.map((name) => name?.nameTh ?? '?').join(', '),
    treatmentTitleEn: treatments.map((name) => name?.nameEn || name?.nameTh || '?').join(', '),
    note: row.note,
    checkinDt: iso(row.checkinAt),
    checkinStatus: punctuality?.status ?? null,
    checkinStatusName: punctuality?.name ?? null,
    checkinMinutes: punctuality?.minutes ?? null,
    checkinNote: row.checkinNote,
    noShow: isNoShow(row, now),
    patientId: row.patientId,
    patient: patient?.id == null ? null : { ...patient, id: patient.id },
    newPatient: row.newPatient,
    treatmentDt: iso(row.treatmentAt),
    rmdId: row.rmdId,
    reminderSentAt: iso(row.reminderSentAt),
    reminderDelivery: row.reminderDelivery,
    linkedWithKtbPaotang: row.linkedWithKtbPaotang,
    linkedWithMFD: row.linkedWithMfd,
    mfdAppointmentMeetingId: row.mfdMeetingId,
    mfdAppointmentMeetingUrl: row.mfdMeetingUrl,
    nhsoVisitBookingNo: row.nhsoVisitBookingNo,
    nhsoVisitNo: row.nhsoVisitNo,
    referredFromBranchId: row.referredFromBranchId,
    referNote: row.referNote,
    creationUid: row.createdBy,
    creationDt: row.createdAt.toISOString(),
    modifyUid: row.updatedBy,
    modifyDt: row.updatedAt.toISOString(),
  };
}
