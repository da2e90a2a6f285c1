import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZId, ZPage } from '../lib/wire.ts';
import {
  ZCheckDuplicateQuery,
  ZDuplicateCheck,
  ZPatient,
  ZPatientAuditEntry,
  ZPatientDeleted,
  ZPatientHistoryQuery,
  ZPatientInput,
  ZPatientList,
  ZPatientListQuery,
  ZPatientMergeBody,
  ZPatientMergeResult,
  ZPatientParams,
} from './patients.schemas.ts';
import {
  ZRiskEvaluation,
  ZRiskEvaluationInput,
  ZRiskEvaluationList,
  ZRiskEvaluationQuery,
  ZRiskEvaluationUpdate,
  ZRiskQuestion,
  ZRiskQuestionInput,
} from './risk.schemas.ts';
import {
  ZTeleCase,
  ZTeleCaseInput,
  ZTeleConnection,
  ZTeleLinkCode,
  ZTelePatientParams,
  ZTeleUnlinked,
} from './tele-dentistry.schemas.ts';
import { ZFhirGrant, ZFhirGrantBody, ZFhirPatient, ZFhirPatientParams } from './fhir.schemas.ts';

// Patients of spec clinic §7. Every member reads them (doctors and assistants included); counter,
// manager and head counter register and edit them; only a manager deletes, merges and reads a
// record's history (PERMISSIONS.patientRead, patientWrite, patientManage).

const ZBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
const READ = { kind: 'branch', area: 'patientRead' } as const;
const WRITE = { kind: 'branch', area: 'patientWrite' } as const;
const MANAGE = { kind: 'branch', area: 'patientManage' } as const;

export const list = defineEndpoint({
  id: 'patients.list',
  method: 'GET',
  path: '/api/patient/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZPatientListQuery,
  response: ZPatientList,
});

/** Opening a record writes an audit row ('open'): a manager sees who viewed it. */
export const get = defineEndpoint({
  id: 'patients.get',
  method: 'GET',
  path: '/api/patient/:clinicUrl/:branchUrl/:id',
  access: READ,
  params: ZPatientParams,
  response: ZPatient,
});

export const create = defineEndpoint({
  id: 'patients.create',
  method: 'POST',
  path: '/api/patient/:clinicUrl/:branchUrl',
  access: WRITE,
  params: ZBranchParams,
  body: ZPatientInput,
  response: ZPatient,
});

export const update = defineEndpoint({
  id: 'patients.update',
  method: 'PUT',
  path: '/api/patient/:clinicUrl/:branchUrl/:id',
  access: WRITE,
  params: ZPatientParams,
  body: ZPatientInput,
  response: ZPatient,
});

export const remove = defineEndpoint({
  id: 'patients.remove',
  method: 'DELETE',
  path: '/api/patient/:clinicUrl/:branchUrl/:id',
  access: MANAGE,
  params: ZPatientParams,
  response: ZPatientDeleted,
});

export const checkDuplicate = defineEndpoint({
  id: 'patients.checkDuplicate',
  method: 'GET',
  path: '/api/patient/checkDuplicate/:clinicUrl/:branchUrl',
  access: WRITE,
  params: ZBranchParams,
  query: ZCheckDuplicateQuery,
  response: ZDuplicateCheck,
});

export const merge = defineEndpoint({
  id: 'patients.merge',
  method: 'POST',
  path: '/api/patient/merge/:clinicUrl/:branchUrl',
  access: MANAGE,
  params: ZBranchParams,
  body: ZPatientMergeBody,
  response: ZPatientMergeResult,
});

export const history = defineEndpoint({
  id: 'patients.history',
  method: 'GET',
  path: '/api/patient/history/:clinicUrl/:branchUrl/:id',
  access: MANAGE,
  params: ZPatientParams,
  query: ZPatientHistoryQuery,
  response: ZPage(ZPatientAuditEntry),
});

// ---- The medical-history questionnaire (spec clinic §7 Risk) ----
// Every member reads the questions and a patient's answers and records new answers
// (patientMedicalWrite); a manager adds the clinic's own questions.
const MEDICAL = { kind: 'branch', area: 'patientMedicalWrite' } as const;
const ZRiskQuestionParams = ZBranchParams.extend({ id: ZId });

export const riskQuestions = defineEndpoint({
  id: 'patients.riskQuestions',
  method: 'GET',
  path: '/api/riskQuestions/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  response: z.array(ZRiskQuestion),
});

export const riskQuestionCreate = defineEndpoint({
  id: 'patients.riskQuestionCreate',
  method: 'POST',
  path: '/api/riskQuestions/:clinicUrl/:branchUrl',
  access: MANAGE,
  params: ZBranchParams,
  body: ZRiskQuestionInput,
  response: ZRiskQuestion,
});

export const riskQuestion = defineEndpoint({
  id: 'patients.riskQuestion',
  method: 'GET',
  path: '/api/riskQuestions/:clinicUrl/:branchUrl/:id',
  access: READ,
  params: ZRiskQuestionParams,
  response: ZRiskQuestion,
});

export const riskEvaluations = defineEndpoint({
  id: 'patients.riskEvaluations',
  method: 'GET',
  path: '/api/riskEvaluation/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZRiskEvaluationQuery,
  response: ZRiskEvaluationList,
});

export const riskEvaluationCreate = defineEndpoint({
  id: 'patients.riskEvaluationCreate',
  method: 'POST',
  path: '/api/riskEvaluation/:clinicUrl/:branchUrl',
  access: MEDICAL,
  params: ZBranchParams,
  body: ZRiskEvaluationInput,
  response: ZRiskEvaluation,
});

export const riskEvaluationUpdate = defineEndpoint({
  id: 'patients.riskEvaluationUpdate',
  method: 'PUT',
  path: '/api/riskEvaluation/:clinicUrl/:branchUrl/:id',
  access: MEDICAL,
  params: ZRiskQuestionParams,
  body: ZRiskEvaluationUpdate,
  response: ZRiskEvaluation,
});

// ---- Tele-dentistry (spec clinic §7 Patients), through the adapter of the outside service ----
const TELE = { kind: 'branch', area: 'teleDentistry' } as const;

export const teleLinkCode = defineEndpoint({
  id: 'patients.teleLinkCode',
  method: 'POST',
  path: '/api/patient/code/:clinicUrl/:branchUrl/:patientId',
  access: TELE,
  params: ZTelePatientParams,
  response: ZTeleLinkCode,
});

/** The spec's "PATCH unlink" (path not shown there: recorded in docs/wire.md). */
export const teleUnlink = defineEndpoint({
  id: 'patients.teleUnlink',
  method: 'PATCH',
  path: '/api/patient/code/:clinicUrl/:branchUrl/:patientId',
  access: TELE,
  params: ZTelePatientParams,
  response: ZTeleUnlinked,
});

export const teleConnection = defineEndpoint({
  id: 'patients.teleConnection',
  method: 'GET',
  path: '/api/patient/checkPatientConnection/:clinicUrl/:branchUrl/:patientId',
  access: READ,
  params: ZTelePatientParams,
  response: ZTeleConnection,
});

export const teleActivateCase = defineEndpoint({
  id: 'patients.teleActivateCase',
  method: 'POST',
  path: '/api/thai-tele/active-case/:clinicUrl/:branchUrl',
  access: TELE,
  params: ZBranchParams,
  body: ZTeleCaseInput,
  response: ZTeleCase,
});

// ---- FHIR R4 (issue 9): a token for one patient, and the Patient resource it reads ----

export const fhirGrantToken = defineEndpoint({
  id: 'patients.fhirGrantToken',
  method: 'POST',
  path: '/api/v1/fhir/grantToken/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'fhirGrant' },
  params: ZBranchParams,
  body: ZFhirGrantBody,
  response: ZFhirGrant,
});

/**
 * Read by another system with a granted token only (not a member's session): public to the
 * registrar, which knows nothing of these tokens; the use case checks the token itself.
 */
export const fhirPatient = defineEndpoint({
  id: 'patients.fhirPatient',
  method: 'GET',
  path: '/api/v1/fhir/Patient/:id',
  access: { kind: 'public' },
  params: ZFhirPatientParams,
  response: ZFhirPatient,
  wire: 'fhir',
});
