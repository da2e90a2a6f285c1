import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { defineStreamEndpoint } from '../lib/stream-endpoint.ts';
import { ZId } from '../lib/wire.ts';
import {
  ZAppointment,
  ZAppointmentCancelled,
  ZAppointmentDraft,
  ZAppointmentDraftAnswer,
  ZAppointmentDraftBody,
  ZAppointmentInput,
  ZAppointmentList,
  ZAppointmentListQuery,
  ZAppointmentMove,
  ZAppointmentParams,
  ZCancelQuery,
  ZCheckInBody,
  ZDoctorAppointments,
  ZDoctorAppointmentsQuery,
  ZPatientAppointmentsQuery,
  ZReferBody,
  ZStatusBody,
  ZTomorrowSummary,
  APPOINTMENT_EVENT_KINDS,
} from './appointments.schemas.ts';

// Appointments of spec clinic §7 and §4. Who may do what is the role matrix's appointment rows
// (roles.ts): every member reads, the queue's people book, move, cancel and check in, the chair
// side also sends a patient to the cashier and refers.

const ZBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
const READ = { kind: 'branch', area: 'appointmentRead' } as const;
const BOOK = { kind: 'branch', area: 'appointmentBook' } as const;

export const list = defineEndpoint({
  id: 'appointments.list',
  method: 'GET',
  path: '/api/appointment/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZAppointmentListQuery,
  response: ZAppointmentList,
});

export const get = defineEndpoint({
  id: 'appointments.get',
  method: 'GET',
  path: '/api/appointment/:clinicUrl/:branchUrl/:id',
  access: READ,
  params: ZAppointmentParams,
  response: ZAppointment,
});

export const create = defineEndpoint({
  id: 'appointments.create',
  method: 'POST',
  path: '/api/appointment/:clinicUrl/:branchUrl',
  access: BOOK,
  params: ZBranchParams,
  body: ZAppointmentInput,
  response: ZAppointment,
});

export const update = defineEndpoint({
  id: 'appointments.update',
  method: 'PUT',
  path: '/api/appointment/:clinicUrl/:branchUrl/:id',
  access: BOOK,
  params: ZAppointmentParams,
  body: ZAppointmentInput,
  response: ZAppointment,
});

/** A soft cancel with its reason (query `reason`), audited; the slot is free again. */
export const cancel = defineEndpoint({
  id: 'appointments.cancel',
  method: 'DELETE',
  path: '/api/appointment/:clinicUrl/:branchUrl/:id',
  access: BOOK,
  params: ZAppointmentParams,
  query: ZCancelQuery,
  response: ZAppointmentCancelled,
});

export const move = defineEndpoint({
  id: 'appointments.move',
  method: 'PUT',
  path: '/api/appointment/move/:clinicUrl/:branchUrl/:id',
  access: BOOK,
  params: ZAppointmentParams,
  body: ZAppointmentMove,
  response: ZAppointment,
});

export const checkIn = defineEndpoint({
  id: 'appointments.checkIn',
  method: 'PUT',
  path: '/api/appointment/checkIn/:clinicUrl/:branchUrl/:id',
  access: { kind: 'branch', area: 'appointmentCheckIn' },
  params: ZAppointmentParams,
  body: ZCheckInBody,
  response: ZAppointment,
});

export const cancelCheckIn = defineEndpoint({
  id: 'appointments.cancelCheckIn',
  method: 'PUT',
  path: '/api/appointment/cancelCheckIn/:clinicUrl/:branchUrl/:id',
  access: { kind: 'branch', area: 'appointmentCheckIn' },
  params: ZAppointmentParams,
  response: ZAppointment,
});

export const status = defineEndpoint({
  id: 'appointments.status',
  method: 'PUT',
  path: '/api/appointment/status/:clinicUrl/:branchUrl/:id',
  access: { kind: 'branch', area: 'appointmentStatus' },
  params: ZAppointmentParams,
  body: ZStatusBody,
  response: ZAppointment,
});

export const refer = defineEndpoint({
  id: 'appointments.refer',
  method: 'PUT',
  path: '/api/appointment/refer/:clinicUrl/:branchUrl/:id',
  access: { kind: 'branch', area: 'appointmentRefer' },
  params: ZAppointmentParams,
  body: ZReferBody,
  response: ZAppointment,
});

export const byDoctor = defineEndpoint({
  id: 'appointments.byDoctor',
  method: 'GET',
  path: '/api/appointment/doctor/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZDoctorAppointmentsQuery,
  response: ZDoctorAppointments,
});

/** A patient's appointments at every branch of the clinic, newest first (the record's history tab). */
export const ofPatient = defineEndpoint({
  id: 'appointments.ofPatient',
  method: 'GET',
  path: '/api/appointment/patient/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZPatientAppointmentsQuery,
  response: ZAppointmentList,
});

/** The shell's bell: tomorrow's calls to make and reminders (clinic §2 notification popover). */
export const tomorrowSummary = defineEndpoint({
  id: 'appointments.tomorrowSummary',
  method: 'GET',
  path: '/api/appointment/summary/tomorrow/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'navNotifications' },
  params: ZBranchParams,
  response: ZTomorrowSummary,
});

// ---- Drafts of the booking form, one per user and branch ----

export const draft = defineEndpoint({
  id: 'appointments.draft',
  method: 'GET',
  path: '/api/appointmentDraft/:clinicUrl/:branchUrl',
  access: BOOK,
  params: ZBranchParams,
  response: ZAppointmentDraftAnswer,
});

export const draftCreate = defineEndpoint({
  id: 'appointments.draftCreate',
  method: 'POST',
  path: '/api/appointmentDraft/:clinicUrl/:branchUrl',
  access: BOOK,
  params: ZBranchParams,
  body: ZAppointmentDraftBody,
  response: ZAppointmentDraft,
});

export const draftUpdate = defineEndpoint({
  id: 'appointments.draftUpdate',
  method: 'PUT',
  path: '/api/appointmentDraft/:clinicUrl/:branchUrl/:id',
  access: BOOK,
  params: ZAppointmentParams,
  body: ZAppointmentDraftBody,
  response: ZAppointmentDraft,
});

// ---- Live updates: what changed, for every open calendar and list of the branch ----

/**
 * A server-sent event stream read with fetch and the bearer header (ADR 0014). Its own prefix,
 * not /api/appointment/events/…, which a clinic named 'events' would turn into a get by id.
 * Every member may follow it: it names no patient, and what each role sees is still decided by
 * the endpoints the screen refetches.
 */
export const events = defineStreamEndpoint({
  id: 'appointments.events',
  path: '/api/appointmentEvents/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  event: z.object({ kind: z.enum(APPOINTMENT_EVENT_KINDS), id: ZId }),
});
