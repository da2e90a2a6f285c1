import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZPage } from '../lib/wire.ts';
import { ZMasterEntry } from '../masters/master-lists.schemas.ts';
import {
  ZTreatment,
  ZTreatmentAppointmentParams,
  ZTreatmentAuditEntry,
  ZTreatmentAuditQuery,
  ZFirstVisitQuery,
  ZOverdueItem,
  ZOverdueQuery,
  ZOverdueWriteOff,
  ZTreatmentItemParams,
  ZTreatmentInput,
  ZTreatmentListQuery,
  ZTreatmentParams,
  ZTreatmentUpdate,
} from './treatments.schemas.ts';
import {
  ZTreatmentPlan,
  ZTreatmentPlanInput,
  ZTreatmentPlanItemChange,
  ZTreatmentPlanItemParams,
  ZTreatmentPlanPatientParams,
  ZTreatmentPlanUpdate,
} from './treatment-plans.schemas.ts';

// Treatments of spec clinic §7. Every member reads them (the counter for payment); doctors and
// assistants write them, and within a record only a doctor changes the chart (diagnoses,
// treatments, doctor, note) while an assistant records items (PERMISSIONS.treatmentRead,
// treatmentWrite, treatmentChart); a manager reads a record's history (treatmentAudit).

const ZBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
const READ = { kind: 'branch', area: 'treatmentRead' } as const;
const WRITE = { kind: 'branch', area: 'treatmentWrite' } as const;

export const list = defineEndpoint({
  id: 'treatments.list',
  method: 'GET',
  path: '/api/treatment/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZTreatmentListQuery,
  response: ZPage(ZTreatment),
});

export const byAppointment = defineEndpoint({
  id: 'treatments.byAppointment',
  method: 'GET',
  path: '/api/treatment/byAppointmentID/:clinicUrl/:branchUrl/:appointmentId',
  access: READ,
  params: ZTreatmentAppointmentParams,
  /** null while nothing is recorded for the appointment (the chart opens empty). */
  response: ZTreatment.nullable(),
});

export const create = defineEndpoint({
  id: 'treatments.create',
  method: 'POST',
  path: '/api/treatment/:clinicUrl/:branchUrl',
  access: WRITE,
  params: ZBranchParams,
  body: ZTreatmentInput,
  response: ZTreatment,
});

export const update = defineEndpoint({
  id: 'treatments.update',
  method: 'PUT',
  path: '/api/treatment/:clinicUrl/:branchUrl/:id',
  access: WRITE,
  params: ZTreatmentParams,
  body: ZTreatmentUpdate,
  response: ZTreatment,
});

export const audit = defineEndpoint({
  id: 'treatments.audit',
  method: 'GET',
  path: '/api/treatment/audit/:clinicUrl/:branchUrl/:id',
  access: { kind: 'branch', area: 'treatmentAudit' },
  params: ZTreatmentParams,
  query: ZTreatmentAuditQuery,
  response: ZPage(ZTreatmentAuditEntry),
});

export const overdueItems = defineEndpoint({
  id: 'treatments.overdueItems',
  method: 'GET',
  path: '/api/treatment/overdue/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZOverdueQuery,
  response: z.object({ list: z.array(ZOverdueItem) }),
});

/** Writes off what a line still owes: manager or head counter, with their own password again. */
export const writeOffOverdue = defineEndpoint({
  id: 'treatments.writeOffOverdue',
  method: 'PUT',
  path: '/api/treatment/:clinicUrl/:branchUrl/item/:id/overdue',
  access: { kind: 'branch', area: 'treatmentWriteOff' },
  params: ZTreatmentItemParams,
  body: ZOverdueWriteOff,
  response: z.object({ id: z.number().int(), treatmentId: z.number().int() }),
});

/**
 * Whether the patient has no treatment recorded yet in the clinic, and the branch's
 * comprehensive-examination entry (COMPREHENSIVE_EXAM_CODE) the form then proposes as a line.
 */
export const firstVisit = defineEndpoint({
  id: 'treatments.firstVisit',
  method: 'GET',
  path: '/api/treatment/firstVisit/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZFirstVisitQuery,
  response: z.object({ firstVisit: z.boolean(), comprehensiveExam: ZMasterEntry.nullable() }),
});

// Treatment plans (spec clinic §7 Treatment plan): every member reads a patient's plans; those who
// see patients at the chair or discuss the work (manager, doctor, assistant, head counter, and the
// AI analysis acting for a manager) write them (PERMISSIONS.treatmentPlanWrite); marking an item
// Done records a treatment line, so it is the doctor's (treatmentChart).
const PLAN_WRITE = { kind: 'branch', area: 'treatmentPlanWrite' } as const;

export const planCreate = defineEndpoint({
  id: 'treatments.planCreate',
  method: 'POST',
  path: '/api/treatmentPlan/:clinicUrl/:branchUrl',
  access: PLAN_WRITE,
  params: ZBranchParams,
  body: ZTreatmentPlanInput,
  response: ZTreatmentPlan,
});

export const planUpdate = defineEndpoint({
  id: 'treatments.planUpdate',
  method: 'PUT',
  path: '/api/treatmentPlan/:clinicUrl/:branchUrl',
  access: PLAN_WRITE,
  params: ZBranchParams,
  body: ZTreatmentPlanUpdate,
  response: ZTreatmentPlan,
});

/** A patient's plans across the clinic: the Active one first, then the others newest first. */
export const planOfPatient = defineEndpoint({
  id: 'treatments.planOfPatient',
  method: 'GET',
  path: '/api/treatmentPlan/:clinicUrl/:branchUrl/:patientId',
  access: READ,
  params: ZTreatmentPlanPatientParams,
  response: z.object({ active: ZTreatmentPlan.nullable(), list: z.array(ZTreatmentPlan) }),
});

export const planItemUpdate = defineEndpoint({
  id: 'treatments.planItemUpdate',
  method: 'PUT',
  path: '/api/treatmentPlanItem/:clinicUrl/:branchUrl/:id',
  access: PLAN_WRITE,
  params: ZTreatmentPlanItemParams,
  body: ZTreatmentPlanItemChange,
  response: ZTreatmentPlan,
});
