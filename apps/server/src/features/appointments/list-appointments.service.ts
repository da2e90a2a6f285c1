import type { z } from 'zod';
import {
  addDays,
  bangkokInstant,
  bangkokTomorrow,
  type TTomorrowSummary,
  type ZAppointmentListQuery,
  type ZDoctorAppointmentsQuery,
} from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { presentAppointment, presentAppointments } from './appointment-view.service.ts';
import {
  countDay,
  findAppointment,
  listActiveDoctors,
  listAppointments,
  listPatientAppointments,
} from './appointments.repo.ts';

/** GET /api/appointment/{c}/{b}: a calendar's or a list's range, filtered as the queue list asks. */
export async function listBranchAppointments(
  tx: Tx,
  branch: BranchScope,
  query: z.output<typeof ZAppointmentListQuery>,
) {
  const now = new Date();
  const rows = await listAppointments(tx, branch, {
    from: new Date(query.startDt),
    to: new Date(query.endDt),
    statusId: query.statusId,
    doctorUid: query.doctorUid,
    patientId: query.patientId,
    withReminder: query.withReminder,
    limit: query.limit,
  });
  return { appointments: await presentAppointments(tx, branch.clinicId, rows, now) };
}

export async function getAppointment(tx: Tx, branch: BranchScope, id: number) {
  const found = await findAppointment(tx, branch, id);
  if (!found) throw new AppError('NOT_FOUND');
  return presentAppointment(tx, branch.clinicId, found);
}

/** A patient's appointments at every branch of the clinic (the record's history tab), newest first. */
export async function patientAppointments(tx: Tx, branch: BranchScope, patientId: number) {
  const now = new Date();
  const rows = await listPatientAppointments(tx, branch.clinicId, patientId);
  return { appointments: await presentAppointments(tx, branch.clinicId, rows, now) };
}

/**
 * GET /api/appointment/doctor/{c}/{b}: each active doctor of the branch with their appointments
 * in the range, doctors without any included (an assistant's board shows every chair).
 */
export async function appointmentsByDoctor(
  tx: Tx,
  branch: BranchScope,
  query: z.output<typeof ZDoctorAppointmentsQuery>,
) {
  const now = new Date();
  const [doctors, rows] = [
    await listActiveDoctors(tx, branch),
    await listAppointments(tx, branch, { from: new Date(query.startDt), to: new Date(query.endDt), limit: 5000 }),
  ];
  const presented = await presentAppointments(tx, branch.clinicId, rows, now);
  return {
    doctors: doctors.map((doctor) => ({
      ...doctor,
      appointments: presented.filter((appointment) => appointment.doctorUid === doctor.doctorUid),
    })),
  };
}

/** The bell's counts for tomorrow in Bangkok: appointments with someone to call or remind. */
export async function tomorrowSummary(tx: Tx, branch: BranchScope, now = new Date()): Promise<TTomorrowSummary> {
  const date = bangkokTomorrow(now);
  const counts = await countDay(tx, branch, bangkokInstant(date, '00:00'), bangkokInstant(addDays(date, 1), '00:00'));
  return { date, ...counts };
}
