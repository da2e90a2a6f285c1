import { z } from 'zod';
import { normalizePhone } from '../format/phone.ts';
import { ZDateOnly, ZId, ZInstant, ZMultilineText, ZPlainText } from '../lib/wire.ts';
import { PATIENT_MOBILE_DIGITS, ZPatientSummary } from '../patients/patients.schemas.ts';
import { APPOINTMENT_MESSAGES } from './appointments.messages.ts';

/** Appointment statuses of spec clinic §4 (`appt_status` config values carry their names and colours). */
export const APPOINTMENT_STATUS = {
  /** Booked, not yet confirmed with the patient: the front desk's call list. */
  UNCONFIRMED: 1,
  CONFIRMED: 2,
  CHECKED_IN: 5,
  WAITING_FOR_PAYMENT: 6,
  /** Set by the payment that closes the visit, never by an appointment call. */
  PAID: 7,
  /** Booked through the national health insurance (NHSO) co-payment scheme. */
  NHSO: 11,
  /** Booked through the KTB Paotang co-payment scheme. */
  KTB_PAOTANG: 12,
} as const;
export type AppointmentStatusId = (typeof APPOINTMENT_STATUS)[keyof typeof APPOINTMENT_STATUS];

/** Statuses a booking or an edit may set; 5, 6 and 7 follow from check-in, the status call and payment. */
export const BOOKABLE_STATUSES = [1, 2, 11, 12] as const;
/** Statuses that mean the patient came (spec §4: excluded from 'did not come'). */
export const ARRIVED_STATUSES: readonly number[] = [5, 6, 7];

/** Check-in punctuality (spec §4 history): computed by the server from checkinDt and startDt. */
export const CHECKIN_STATUS = { ON_TIME: 1, LATE: 2, EARLY: 3 } as const;
/** Arriving within this many minutes of the start, either side, is on time. */
export const CHECKIN_ON_TIME_MINUTES = 10;

/** The longest appointment a calendar books (the `time_duration` list ends at 3 hours; blocks may be longer). */
export const APPOINTMENT_MAX_MINUTES = 12 * 60;
/** The widest range one list call reads: two months and a bit, enough for a month view with its edges. */
export const APPOINTMENT_RANGE_MAX_DAYS = 62;
/** Appointments one list call answers at most (a busy branch has about 100 a day). */
export const APPOINTMENT_LIST_MAX = 2000;
/** Planned treatments on one appointment. */
export const APPOINTMENT_TREATMENTS_MAX = 20;

const M = APPOINTMENT_MESSAGES;

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** The Bangkok calendar day of an instant (Thailand keeps +07:00 all year). */
export function bangkokDayOf(instant: string | Date): string {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
/** The instant of a Bangkok wall-clock time: ('2026-11-26', '09:30') → 2026-11-26T02:30:00.000Z. */
export function bangkokInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+07:00`);
}

const ZUserId = z.uuid();
const ZStatusInput = z.union(BOOKABLE_STATUSES.map((id) => z.literal(id))).default(APPOINTMENT_STATUS.UNCONFIRMED);
/** An `appt_reminder` id: 0 none, 1–10 hours before (spec §4: ids 1 to 10 need a reminder). */
const ZReminderId = z.number().int().min(0).max(10).nullable().default(null);

/** Someone booked before they are registered: registered as a patient at check-in. */
export const ZNewPatient = z.object({
  firstNameTh: ZPlainText(100).pipe(z.string().min(1)),
  lastNameTh: ZPlainText(100).pipe(z.string().min(1)),
  mobile: ZPlainText(20)
    .transform(normalizePhone)
    .pipe(z.string().regex(new RegExp(`^\\d{${PATIENT_MOBILE_DIGITS}}$`), M.mobileDigits)),
});
export type TNewPatient = z.infer<typeof ZNewPatient>;

/** Start and end as instants, in one Bangkok day, end after start, at most 12 hours. */
function checkPeriod(value: { startDt: string; endDt: string }, ctx: z.RefinementCtx) {
  const start = Date.parse(value.startDt);
  const end = Date.parse(value.endDt);
  // Zod runs this refinement even when a field failed its format: that issue is reported already.
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start) ctx.addIssue({ code: 'custom', path: ['endDt'], message: M.endBeforeStart });
  else if (end - start > APPOINTMENT_MAX_MINUTES * 60_000)
    ctx.addIssue({ code: 'custom', path: ['endDt'], message: M.tooLong });
  else if (bangkokDayOf(new Date(end - 1)) !== bangkokDayOf(value.startDt)) {
    ctx.addIssue({ code: 'custom', path: ['endDt'], message: M.sameDay });
  }
}

const ZPeriod = {
  startDt: ZInstant,
  endDt: ZInstant,
  roomId: ZId.nullable().default(null),
  doctorUid: ZUserId.nullable().default(null),
  /** The booking is outside the branch's opening or the doctor's working hours, and that was seen and accepted. */
  confirmOutsideHours: z.boolean().default(false),
};

/**
 * Body of POST and PUT /api/appointment/{c}/{b}[/{id}]. The patient is a registered one
 * (`patientId`), a new person (`newPatient`), or nobody: a blocked slot. A room or a doctor (or
 * both) holds the time. Confirming is a PUT with statusId 2.
 */
export const ZAppointmentInput = z
  .object({
    ...ZPeriod,
    patientId: ZId.nullable().default(null),
    newPatient: ZNewPatient.nullable().default(null),
    aptTreatItems: z.array(ZId).max(APPOINTMENT_TREATMENTS_MAX).default([]),
    note: ZMultilineText(1000).default(''),
    statusId: ZStatusInput,
    rmdId: ZReminderId,
  })
  .strict()
  .superRefine((value, ctx) => {
    checkPeriod(value, ctx);
    if (value.roomId === null && value.doctorUid === null) {
      ctx.addIssue({ code: 'custom', path: ['roomId'], message: M.roomOrDoctor });
    }
    if (value.patientId !== null && value.newPatient !== null) {
      ctx.addIssue({ code: 'custom', path: ['newPatient'], message: M.patientOrNew });
    }
  });
export type TAppointmentInput = z.output<typeof ZAppointmentInput>;

/** PUT /api/appointment/move/{c}/{b}/{id}: a drag on the calendar (time, and room or doctor column). */
export const ZAppointmentMove = z
  .object(ZPeriod)
  .strict()
  .superRefine((value, ctx) => {
    checkPeriod(value, ctx);
    if (value.roomId === null && value.doctorUid === null) {
      ctx.addIssue({ code: 'custom', path: ['roomId'], message: M.roomOrDoctor });
    }
  });
export type TAppointmentMove = z.output<typeof ZAppointmentMove>;

export const ZCheckInBody = z.object({ checkinNote: ZMultilineText(500).default('') }).strict();
/** PUT /api/appointment/status/{c}/{b}/{id}: 6 sends a checked-in patient to the cashier, 5 takes that back. */
export const ZStatusBody = z.object({ statusId: z.union([z.literal(5), z.literal(6)]) }).strict();
/** PUT /api/appointment/refer/{c}/{b}/{id}: to another doctor of the branch, or to another branch of the clinic. */
export const ZReferBody = z
  .object({
    doctorUid: ZUserId.nullable().default(null),
    branchId: ZId.nullable().default(null),
    note: ZMultilineText(500).default(''),
    confirmOutsideHours: z.boolean().default(false),
  })
  .strict()
  .refine((value) => value.doctorUid !== null || value.branchId !== null, {
    path: ['doctorUid'],
    message: M.referTarget,
  });
/** DELETE /api/appointment/{c}/{b}/{id}: a soft cancel; the reason is kept and audited. */
export const ZCancelQuery = z.object({ reason: ZPlainText(300).pipe(z.string().min(1, M.cancelReason)) }).strict();

/** GET /api/appointment/{c}/{b}: the appointments starting in [startDt, endDt). */
export const ZAppointmentListQuery = z
  .object({
    startDt: ZInstant,
    endDt: ZInstant,
    statusId: z.coerce.number().int().min(1).max(99).optional(),
    doctorUid: ZUserId.optional(),
    patientId: ZId.optional(),
    /** Only appointments with a reminder set (queuelist/reminder). */
    withReminder: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    limit: z.coerce.number().int().min(1).max(APPOINTMENT_LIST_MAX).default(APPOINTMENT_LIST_MAX),
  })
  .strict()
  .superRefine((value, ctx) => {
    const span = Date.parse(value.endDt) - Date.parse(value.startDt);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['endDt'], message: M.endBeforeStart });
    else if (span > APPOINTMENT_RANGE_MAX_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['endDt'], message: M.rangeTooWide });
    }
  });

export const ZAppointmentParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), id: ZId });

/** A patient's appointment history (the record's tab): newest first. */
export const ZPatientAppointmentsQuery = z.object({ patientId: ZId }).strict();

/** The patient as a calendar card and a list line need them. */
export const ZAppointmentPatient = ZPatientSummary.pick({
  id: true,
  dn: true,
  existDn: true,
  titleNameTh: true,
  firstNameTh: true,
  lastNameTh: true,
  firstNameEn: true,
  lastNameEn: true,
  nickname: true,
  mobile: true,
  personalId: true,
});

/** The channels a reminder goes out by: e-mail, and the SMS and LINE messaging services. */
export const REMINDER_CHANNELS = ['email', 'sms', 'line'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * How a reminder went out by one channel: `sent` (an e-mail handed to the mail outbox, which
 * reports no delivery), `queued` (accepted by the SMS or LINE service, its report still to come),
 * `delivered`, `failed` with the service's reason, or `skipped` (no consent, no address; the
 * reason in `detail`). `at` is when it got there.
 */
export const REMINDER_OUTCOMES = ['sent', 'queued', 'delivered', 'failed', 'skipped'] as const;
export const ZReminderOutcome = z.object({
  status: z.enum(REMINDER_OUTCOMES),
  detail: z.string().optional(),
  at: z.string(),
});
export type TReminderOutcome = z.infer<typeof ZReminderOutcome>;
export const ZReminderDelivery = z.partialRecord(z.enum(REMINDER_CHANNELS), ZReminderOutcome);
export type TReminderDelivery = z.infer<typeof ZReminderDelivery>;

export const ZAppointment = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  startDt: z.string(),
  endDt: z.string(),
  roomId: z.number().int().nullable(),
  doctorUid: z.string().nullable(),
  statusId: z.number().int(),
  statusColor: z.string().nullable(),
  aptTreatItems: z.array(z.number().int()),
  /** The planned treatments' names, joined (the calendar card's treatmentTitle). */
  treatmentTitle: z.string(),
  treatmentTitleEn: z.string(),
  note: z.string(),
  checkinDt: z.string().nullable(),
  /** 1 on time, 2 late, 3 early (CHECKIN_STATUS); null before check-in. */
  checkinStatus: z.number().int().nullable(),
  checkinStatusName: z.string().nullable(),
  /** Minutes late (positive) or early (negative) at check-in. */
  checkinMinutes: z.number().int().nullable(),
  checkinNote: z.string(),
  /** A past appointment the patient did not come to (spec §4 'ไม่มา'). */
  noShow: z.boolean(),
  patientId: z.number().int().nullable(),
  patient: ZAppointmentPatient.nullable(),
  newPatient: ZNewPatient.nullable(),
  treatmentDt: z.string().nullable(),
  rmdId: z.number().int().nullable(),
  /** When the reminder job took the reminder up; null until it is due (and again after a move). */
  reminderSentAt: z.string().nullable(),
  reminderDelivery: ZReminderDelivery.nullable(),
  linkedWithKtbPaotang: z.boolean(),
  linkedWithMFD: z.boolean(),
  mfdAppointmentMeetingId: z.string().nullable(),
  mfdAppointmentMeetingUrl: z.string().nullable(),
  nhsoVisitBookingNo: z.string().nullable(),
  nhsoVisitNo: z.string().nullable(),
  referredFromBranchId: z.number().int().nullable(),
  referNote: z.string(),
  creationUid: z.string(),
  creationDt: z.string(),
  modifyUid: z.string(),
  modifyDt: z.string(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZAppointmentList = z.object({ appointments: z.array(ZAppointment) });
export type TAppointmentList = z.infer<typeof ZAppointmentList>;

/** GET /api/appointment/doctor/{c}/{b}: the branch's active doctors, each with their appointments. */
export const ZDoctorAppointmentsQuery = z
  .object({ startDt: ZInstant, endDt: ZInstant })
  .strict()
  .refine((v) => Date.parse(v.endDt) > Date.parse(v.startDt), { path: ['endDt'], message: M.endBeforeStart })
  .refine((v) => Date.parse(v.endDt) - Date.parse(v.startDt) <= APPOINTMENT_RANGE_MAX_DAYS * 86_400_000, {
    path: ['endDt'],
    message: M.rangeTooWide,
  });
export const ZDoctorAppointments = z.object({
  doctors: z.array(
    z.object({
      doctorUid: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      color: z.string().nullable(),
      appointments: z.array(ZAppointment),
    }),
  ),
});

/** The shell's bell (clinic §2 notification popover): tomorrow in Bangkok. */
export const ZTomorrowSummary = z.object({
  date: ZDateOnly,
  total: z.number().int(),
  /** Status 1: calls still to make. */
  callsToMake: z.number().int(),
  /** Appointments with a reminder set (rmdId 1–10). */
  reminders: z.number().int(),
});
export type TTomorrowSummary = z.infer<typeof ZTomorrowSummary>;

export const ZAppointmentCancelled = z.object({ id: z.number().int(), cancelledAt: z.string() });

// ---- Drafts: the booking form, saved as it is typed, per user and branch ----

/** Whatever the form holds, loosely: a draft is unfinished by nature; only sizes are bounded. */
export const ZAppointmentDraftForm = z
  .object({
    startDt: ZInstant.nullable().optional(),
    endDt: ZInstant.nullable().optional(),
    roomId: ZId.nullable().optional(),
    doctorUid: ZUserId.nullable().optional(),
    patientId: ZId.nullable().optional(),
    newPatient: z
      .object({ firstNameTh: ZPlainText(100), lastNameTh: ZPlainText(100), mobile: ZPlainText(20) })
      .partial()
      .nullable()
      .optional(),
    aptTreatItems: z.array(ZId).max(APPOINTMENT_TREATMENTS_MAX).optional(),
    note: ZMultilineText(1000).optional(),
    statusId: z.number().int().min(1).max(99).optional(),
    rmdId: z.number().int().min(0).max(10).nullable().optional(),
    /** The appointment being edited, when the draft is of an edit. */
    appointmentId: ZId.nullable().optional(),
  })
  .strict();
export type TAppointmentDraftForm = z.infer<typeof ZAppointmentDraftForm>;

export const ZAppointmentDraftBody = z.object({ form: ZAppointmentDraftForm }).strict();
export const ZAppointmentDraft = z.object({ id: z.number().int(), form: ZAppointmentDraftForm, updatedAt: z.string() });
export type TAppointmentDraft = z.infer<typeof ZAppointmentDraft>;
export const ZAppointmentDraftAnswer = z.object({ draft: ZAppointmentDraft.nullable() });

/** The kinds of change a calendar hears about; the event carries ids only, the screen refetches. */
export const APPOINTMENT_EVENT_KINDS = [
  'appointment.booked',
  'appointment.changed',
  'appointment.moved',
  'appointment.checkedIn',
  'appointment.cancelled',
] as const;
