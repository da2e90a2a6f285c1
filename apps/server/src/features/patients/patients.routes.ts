import { patients } from '@yim/contract';
import type { TeleDentistry } from '../../integrations/tele-dentistry/tele-dentistry.ts';
import { bearerToken, type EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { checkDuplicatePatient } from './check-duplicate.service.ts';
import { deletePatient } from './delete-patient.service.ts';
import { grantFhirToken, readFhirPatient } from './fhir.service.ts';
import { mergePatients } from './merge-patients.service.ts';
import { openPatient } from './open-patient.service.ts';
import { patientHistory } from './patient-history.service.ts';
import type { PatientReference } from './merge-patients.service.ts';
import { registerPatient } from './register-patient.service.ts';
import { createRiskEvaluation, listRiskEvaluations, updateRiskEvaluation } from './risk-evaluations.service.ts';
import { createRiskQuestion, getRiskQuestion, listRiskQuestions } from './risk-questions.service.ts';
import { listPatients } from './search-patients.service.ts';
import { activateTeleCase, checkTeleConnection, issueTeleLinkCode, unlinkTele } from './tele-dentistry.service.ts';
import { updatePatientRecord } from './update-patient.service.ts';

/** Patients of spec clinic §7; `references` are the tables a merge moves (features.ts), `tele` the tele-dentistry adapter. */
export function registerPatientRoutes(
  routes: EndpointRegistrar,
  { references, tele }: { references: readonly PatientReference[]; tele: TeleDentistry },
) {
  routes.handle(patients.list, async ({ tx, branch, query }) => listPatients(tx, branch, query));
  routes.handle(patients.get, async ({ tx, branch, user, params }) =>
    openPatient({ tx, branch, userId: user.id }, params.id),
  );
  routes.handle(patients.create, async ({ tx, branch, user, body }) =>
    registerPatient({ tx, branch, userId: user.id }, body),
  );
  routes.handle(patients.update, async ({ tx, branch, user, params, body }) =>
    updatePatientRecord({ tx, branch, userId: user.id }, params.id, body),
  );
  routes.handle(patients.remove, async ({ tx, branch, user, params }) =>
    deletePatient({ tx, branch, userId: user.id }, params.id),
  );
  routes.handle(patients.checkDuplicate, async ({ tx, branch, query }) => checkDuplicatePatient(tx, branch, query));
  routes.handle(patients.merge, async ({ tx, branch, user, body }) =>
    mergePatients({ tx, branch, userId: user.id }, references, body),
  );
  routes.handle(patients.history, async ({ tx, branch, params, query }) =>
    patientHistory(tx, branch, params.id, query),
  );

  // The medical-history questionnaire (spec clinic §7 Risk).
  routes.handle(patients.riskQuestions, async ({ tx, branch }) => listRiskQuestions(tx, branch));
  routes.handle(patients.riskQuestion, async ({ tx, branch, params }) => getRiskQuestion(tx, branch, params.id));
  routes.handle(patients.riskQuestionCreate, async ({ tx, branch, user, body }) =>
    createRiskQuestion({ tx, branch, userId: user.id }, body),
  );
  routes.handle(patients.riskEvaluations, async ({ tx, branch, query }) =>
    listRiskEvaluations(tx, branch, query.patientId),
  );
  routes.handle(patients.riskEvaluationCreate, async ({ tx, branch, user, body }) =>
    createRiskEvaluation({ tx, branch, userId: user.id }, body),
  );
  routes.handle(patients.riskEvaluationUpdate, async ({ tx, branch, user, params, body }) =>
    updateRiskEvaluation({ tx, branch, userId: user.id }, params.id, body),
  );

  // Tele-dentistry: the outside service is asked outside any transaction (handleIo).
  routes.handleIo(patients.teleLinkCode, async ({ db, branch, user, params }) =>
    issueTeleLinkCode({ db, tele, branch, userId: user.id }, params.patientId),
  );
  routes.handleIo(patients.teleUnlink, async ({ db, branch, user, params }) =>
    unlinkTele({ db, tele, branch, userId: user.id }, params.patientId),
  );
  routes.handleIo(patients.teleConnection, async ({ db, branch, user, params }) =>
    checkTeleConnection({ db, tele, branch, userId: user.id }, params.patientId),
  );
  routes.handleIo(patients.teleActivateCase, async ({ db, branch, user, body }) =>
    activateTeleCase({ db, tele, branch, userId: user.id }, body),
  );

  // FHIR R4: a member grants a token for one patient; another system reads with it (ADR 0013).
  routes.handle(patients.fhirGrantToken, async ({ tx, branch, user, body }) =>
    grantFhirToken({ tx, branch, userId: user.id }, body.patientId),
  );
  routes.handleIo(patients.fhirPatient, async ({ db, req, params }) =>
    readFhirPatient(db, bearerToken(req), params.id),
  );
}
