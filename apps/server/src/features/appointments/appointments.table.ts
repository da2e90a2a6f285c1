import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAppointmentDraftForm, TNewPatient, TReminderDelivery } from '@yim/contract';
import { searchFunctionPolicy, tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics, rooms } from '../clinics/clinics.table.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * An appointment of a branch (spec clinic §3). Its time is held by its room and by its doctor:
 * the database refuses two live appointments of one room, or of one doctor anywhere in the
 * clinic, whose [start, end) overlap (exclusion constraints of migration 0023, which drizzle-kit
 * cannot write), so parallel bookings of one slot give exactly one success. Cancelling is soft
 * (`cancelled_at`), which frees the slot and keeps the row for the history and the audit.
 */
export const appointments = pgTable(
  'appointments',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    roomId: integer('room_id').references(() => rooms.id),
    doctorUid: uuid('doctor_uid').references(() => users.id),
    /** A registered patient; with neither this nor `newPatient` the row blocks a slot. */
    patientId: integer('patient_id').references(() => patients.id),
    /** Someone booked before registering: registered as a patient at check-in. */
    newPatient: jsonb('new_patient').$type<TNewPatient>(),
    statusId: integer('status_id').notNull().default(1),
    aptTreatItems: integer('apt_treat_items')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    note: text('note').notNull().default(''),
    rmdId: integer('rmd_id'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** How the reminder went out, per channel (the contract's ZReminderDelivery). */
    reminderDelivery: jsonb('reminder_delivery').$type<TReminderDelivery>(),
    checkinAt: timestamp('checkin_at', { withTimezone: true }),
    checkinBy: uuid('checkin_by').references(() => users.id),
    checkinNote: text('checkin_note').notNull().default(''),
    treatmentAt: timestamp('treatment_at', { withTimezone: true }),
    linkedWithKtbPaotang: boolean('linked_with_ktb_paotang').notNull().default(false),
    ktbPaotangRef: text('ktb_paotang_ref'),
    linkedWithMfd: boolean('linked_with_mfd').notNull().default(false),
    mfdMeetingId: text('mfd_meeting_id'),
    mfdMeetingUrl: text('mfd_meeting_url'),
    nhsoVisitBookingNo: text('nhso_visit_booking_no'),
    nhsoVisitNo: text('nhso_visit_no'),
    referredFromBranchId: integer('referred_from_branch_id').references(() => branches.id),
    referNote: text('refer_note').notNull().default(''),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason').notNull().default(''),
  },
  (t) => [
    check('appointments_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_holder_check', sql`${t.roomId} is not null or ${t.doctorUid} is not null`),
    // The calendars read a branch's live appointments by start time.
    index('appointments_branch_start_idx')
      .on(t.clinicId, t.branchId, t.startsAt)
      .where(sql`${t.cancelledAt} is null`),
    index('appointments_patient_idx').on(t.clinicId, t.patientId, t.startsAt),
    // The reminder job finds what is due without reading the past.
    index('appointments_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.rmdId} > 0 and ${t.reminderSentAt} is null and ${t.cancelledAt} is null`),
    index('appointments_room_idx').on(t.roomId),
    index('appointments_doctor_idx').on(t.doctorUid),
    index('appointments_branch_fk_idx').on(t.branchId),
    index('appointments_created_by_idx').on(t.createdBy),
    index('appointments_updated_by_idx').on(t.updatedBy),
    index('appointments_checkin_by_idx').on(t.checkinBy),
    index('appointments_cancelled_by_idx').on(t.cancelledBy),
    index('appointments_referred_from_idx').on(t.referredFromBranchId),
    ...tenantPolicy('appointments', t.clinicId),
    // The patients' search functions (migration 0029) read which patient has an appointment at
    // which branch (its grant names those columns only).
    searchFunctionPolicy('appointments'),
  ],
);

/** The booking form of one user at one branch, saved as it is typed and restored on reopening. */
export const appointmentDrafts = pgTable(
  'appointment_drafts',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    form: jsonb('form').$type<TAppointmentDraftForm>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointment_drafts_user_idx').on(t.clinicId, t.branchId, t.userId),
    index('appointment_drafts_branch_idx').on(t.branchId),
    index('appointment_drafts_owner_idx').on(t.userId),
    ...tenantPolicy('appointment_drafts', t.clinicId),
  ],
);
