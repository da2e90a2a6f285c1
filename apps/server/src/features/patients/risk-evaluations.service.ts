import type {
  TMedicalAlert,
  TRiskAnswer,
  TRiskEvaluation,
  TRiskEvaluationInput,
  TRiskEvaluationList,
  TRiskEvaluationUpdate,
  TRiskQuestion,
} from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { PatientWriter } from './patient-input.service.ts';
import { livePatientExists, type ClinicScope } from './patients.repo.ts';
import { listRiskQuestions } from './risk-questions.service.ts';
import {
  findRiskEvaluationRow,
  insertRiskEvaluation,
  listRiskEvaluationRows,
  updateRiskEvaluationAnswers,
} from './risk.repo.ts';

const ENTITY = 'risk_evaluation';

type EvaluationRow = Awaited<ReturnType<typeof listRiskEvaluationRows>>[number];

function toEvaluation(row: EvaluationRow): TRiskEvaluation {
  return {
    id: row.id,
    patientId: row.patientId,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The medical alerts of one evaluation: each yes to a question that carries an alert label, in
 * the questionnaire's order, with what the patient wrote about it (which drug, which month).
 */
export function medicalAlertsOf(questions: readonly TRiskQuestion[], answers: readonly TRiskAnswer[]): TMedicalAlert[] {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return questions.flatMap((question) => {
    const answer = byQuestion.get(question.id);
    if (answer?.answer !== 'yes' || question.alertLabelTh === '') return [];
    return [
      {
        questionId: question.id,
        labelTh: question.alertLabelTh,
        labelEn: question.alertLabelEn || question.alertLabelTh,
        detail: answer.detail,
      },
    ];
  });
}

/** The alerts of a patient's newest evaluation: for the record, and for later features (appointments, treatments). */
export async function patientMedicalAlerts(tx: Tx, scope: ClinicScope, patientId: number): Promise<TMedicalAlert[]> {
  const [newest] = await listRiskEvaluationRows(tx, scope, patientId);
  if (!newest) return [];
  return medicalAlertsOf(await listRiskQuestions(tx, scope), newest.answers);
}

async function requirePatient(tx: Tx, scope: ClinicScope, patientId: number) {
  if (!(await livePatientExists(tx, scope, patientId))) throw new AppError('NOT_FOUND');
}

/** Every answer names a question of this clinic; the path points at the first one that does not. */
async function checkAnswers(tx: Tx, scope: ClinicScope, answers: readonly TRiskAnswer[]) {
  const known = new Set((await listRiskQuestions(tx, scope)).map((question) => question.id));
  const unknown = answers.findIndex((answer) => !known.has(answer.questionId));
  if (unknown >= 0) {
    throw validationError([{ path: `answers.${unknown}.questionId`, message: 'ไม่พบคำถามนี้ในแบบสอบถามของคลินิก' }]);
  }
}

/** GET /api/riskEvaluation/{c}/{b}?patientId: newest first, with the alerts of the newest. */
export async function listRiskEvaluations(tx: Tx, scope: ClinicScope, patientId: number): Promise<TRiskEvaluationList> {
  await requirePatient(tx, scope, patientId);
  const rows = await listRiskEvaluationRows(tx, scope, patientId);
  const alerts = rows[0] ? medicalAlertsOf(await listRiskQuestions(tx, scope), rows[0].answers) : [];
  return { evaluations: rows.map(toEvaluation), alerts };
}

/** POST /api/riskEvaluation/{c}/{b}: a new filling-in, recorded at this branch; audited. */
export async function createRiskEvaluation(
  { tx, branch, userId }: PatientWriter,
  input: TRiskEvaluationInput,
): Promise<TRiskEvaluation> {
  await requirePatient(tx, branch, input.patientId);
  await checkAnswers(tx, branch, input.answers);
  const id = await insertRiskEvaluation(tx, branch, { patientId: input.patientId, answers: input.answers, userId });
  await writeAudit(tx, branch, userId, {
    entity: ENTITY,
    entityId: id,
    action: 'create',
    after: { patientId: input.patientId, answers: input.answers },
  });
  return toEvaluation((await findRiskEvaluationRow(tx, branch, id))!);
}

/** PUT /api/riskEvaluation/{c}/{b}/{id}: corrects the answers; the audit row keeps both versions. */
export async function updateRiskEvaluation(
  { tx, branch, userId }: PatientWriter,
  id: number,
  input: TRiskEvaluationUpdate,
): Promise<TRiskEvaluation> {
  const before = await findRiskEvaluationRow(tx, branch, id, true);
  if (!before) throw new AppError('NOT_FOUND');
  await requirePatient(tx, branch, before.patientId);
  await checkAnswers(tx, branch, input.answers);
  await updateRiskEvaluationAnswers(tx, branch, id, { answers: input.answers, userId });
  await writeAudit(tx, branch, userId, {
    entity: ENTITY,
    entityId: id,
    action: 'update',
    before: { answers: before.answers },
    after: { answers: input.answers },
  });
  return toEvaluation((await findRiskEvaluationRow(tx, branch, id))!);
}
