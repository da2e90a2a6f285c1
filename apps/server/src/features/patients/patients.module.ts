import type { AppFeature } from '../../app-deps.ts';
import type { PatientReference } from './merge-patients.service.ts';
import { registerPatientRoutes } from './patients.routes.ts';

/**
 * Patients: registration with the clinic's DN, search, duplicates, merge, soft delete and the
 * record's history, the medical-history questionnaire and the tele-dentistry link. The model slice later features copy (docs/ARCHITECTURE.md). `references`:
 * every table that holds a patient id, handed in by the feature list, since most belong to
 * features of higher rank (appointments, treatments, receipts).
 */
export function patientsModule({ references }: { references: readonly PatientReference[] }): AppFeature {
  return {
    name: 'patients',
    routes: (routes, { integrations }) =>
      registerPatientRoutes(routes, { references, tele: integrations.teleDentistry }),
  };
}
