import type { AppFeature } from './app-deps.ts';
import { aiModule } from './features/ai/ai.module.ts';
import { appointmentsModule } from './features/appointments/appointments.module.ts';
import { appointments } from './features/appointments/appointments.table.ts';
import { authModule } from './features/auth/auth.module.ts';
import { clinicsModule } from './features/clinics/clinics.module.ts';
import { isClinicMember, isContentShownToUser } from './features/clinics/content-visibility.service.ts';
import { filesModule } from './features/files/files.module.ts';
import { labModule } from './features/lab/lab.module.ts';
import { labExpenses } from './features/lab/lab-expenses.table.ts';
import { mastersModule } from './features/masters/masters.module.ts';
import { mediaModule } from './features/media/media.module.ts';
import { mediaFiles, protocolMedia } from './features/media/media.table.ts';
import { orthoModule } from './features/ortho/ortho.module.ts';
import { orthoPatientPackages } from './features/ortho/ortho.table.ts';
import { oauthModule } from './features/oauth/oauth.module.ts';
import { profileModule } from './features/profile/profile.module.ts';
import { receiptsModule } from './features/receipts/receipts.module.ts';
import { reportsModule } from './features/reports/reports.module.ts';
import { receipts } from './features/receipts/receipts.table.ts';
import type { PatientReference } from './features/patients/merge-patients.service.ts';
import { paymentsModule } from './features/payments/payments.module.ts';
import { patientsModule } from './features/patients/patients.module.ts';
import { isPatientPhotoShownToUser } from './features/patients/patient-photo-visibility.service.ts';
import { fhirAccessTokens } from './features/patients/fhir-tokens.table.ts';
import { riskEvaluations } from './features/patients/risk.table.ts';
import { shellModule } from './features/shell/shell.module.ts';
import { hasTreatments, isLiveTreatment } from './features/treatments/read-treatments.service.ts';
import { treatmentsModule } from './features/treatments/treatments.module.ts';
import { treatments } from './features/treatments/treatments.table.ts';
import { findPlan, movePlans } from './features/treatments/treatment-plans.repo.ts';
import { aiAnalyses } from './features/ai/ai-analyses.table.ts';
import { treatmentPlans } from './features/treatments/treatment-plans.table.ts';
import { superadminModule } from './features/superadmin/superadmin.module.ts';

/**
 * Every table that holds a patient id (a `patient_id` column), with the feature that owns it:
 * a merge of two records moves their rows. A feature that adds such a table adds it here;
 * features/patients/patient-references.int.test.ts fails until it does.
 */
export const PATIENT_REFERENCES: readonly PatientReference[] = [
  { table: riskEvaluations, clinicId: riskEvaluations.clinicId, patientId: riskEvaluations.patientId },
  { table: fhirAccessTokens, clinicId: fhirAccessTokens.clinicId, patientId: fhirAccessTokens.patientId },
  { table: appointments, clinicId: appointments.clinicId, patientId: appointments.patientId },
  { table: mediaFiles, clinicId: mediaFiles.clinicId, patientId: mediaFiles.patientId },
  { table: protocolMedia, clinicId: protocolMedia.clinicId, patientId: protocolMedia.patientId },
  { table: treatments, clinicId: treatments.clinicId, patientId: treatments.patientId },
  // One Active plan per patient: the kept record's stays the Active one.
  { table: treatmentPlans, clinicId: treatmentPlans.clinicId, patientId: treatmentPlans.patientId, move: movePlans },
  { table: orthoPatientPackages, clinicId: orthoPatientPackages.clinicId, patientId: orthoPatientPackages.patientId },
  { table: labExpenses, clinicId: labExpenses.clinicId, patientId: labExpenses.patientId },
  { table: receipts, clinicId: receipts.clinicId, patientId: receipts.patientId },
  { table: aiAnalyses, clinicId: aiAnalyses.clinicId, patientId: aiAnalyses.patientId },
];

/**
 * Every feature of the server, lower ranks first (docs/adr/0005). The one place that composes
 * them: app.ts registers their routes, main.ts runs their housekeeping and jobs. Where a lower
 * feature needs something a higher one knows, the hook is handed in here.
 */
export const FEATURES: AppFeature[] = [
  filesModule({
    // Avatars and logos (clinics' rule), and patients' photos to the staff of their clinic.
    isContentShown: async (tx, contentId, userId) =>
      (await isContentShownToUser(tx, contentId, userId)) || (await isPatientPhotoShownToUser(tx, contentId, userId)),
    isClinicMember,
  }),
  authModule,
  oauthModule,
  clinicsModule,
  mastersModule,
  profileModule,
  patientsModule({ references: PATIENT_REFERENCES }),
  // A check-in with a treatment record cannot be cancelled (APPT-HAS-TREAT).
  appointmentsModule({ hasTreatments }),
  // A file may document a treatment record of the clinic.
  mediaModule({ isLiveTreatment }),
  labModule,
  treatmentsModule,
  orthoModule,
  // A stored analysis names the plan it gave, which must be the patient's.
  aiModule({
    isPatientPlan: async (tx, branch, planId, patientId) =>
      (await findPlan(tx, branch, planId))?.patientId === patientId,
  }),
  receiptsModule,
  paymentsModule,
  reportsModule,
  superadminModule,
  shellModule,
];
