import type { BranchRef } from './appointments.api.ts';

/**
 * Where a checked-in visit's dental chart lives (BRANCH_PAGES 'TreatmentChart', the treatments
 * feature's page): the queue and the calendar link to it by path, since they rank below it.
 */
export function visitChartPath(branch: BranchRef, appointmentId: number): string {
  return `/${encodeURIComponent(branch.clinicUrl)}/${encodeURIComponent(branch.branchUrl)}/treatment/${appointmentId}`;
}

/** A visit has a chart once its patient has checked in (5), through payment (6, 7). */
export function hasVisitChart(appointment: { statusId: number; patientId: number | null }): boolean {
  return appointment.patientId !== null && [5, 6, 7].includes(appointment.statusId);
}
