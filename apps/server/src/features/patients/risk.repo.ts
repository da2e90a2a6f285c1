import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TRiskAnswer, TRiskQuestionInput } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { preparedQuery, value } from '../../lib/db/prepared-query.ts';
import { users } from '../auth/users.table.ts';
import { DEFAULT_RISK_QUESTIONS } from './data/risk-questions.data.ts';
import type { ClinicScope } from './patients.repo.ts';
import { riskEvaluations, riskQuestions } from './risk.table.ts';

export type RiskQuestionRow = typeof riskQuestions.$inferSelect;

const questionColumns = {
  id: riskQuestions.id,
  key: riskQuestions.key,
  textTh: riskQuestions.textTh,
  textEn: riskQuestions.textEn,
  alertLabelTh: riskQuestions.alertLabelTh,
  alertLabelEn: riskQuestions.alertLabelEn,
  asksDetail: riskQuestions.asksDetail,
  sort: riskQuestions.sort,
};

/** Copies the default questionnaire into the clinic (by key: a racing or a second copy adds nothing). */
export async function copyDefaultRiskQuestions(tx: Tx, scope: ClinicScope): Promise<void> {
  await tx
    .insert(riskQuestions)
    .values(
      DEFAULT_RISK_QUESTIONS.map((question, index) => ({
        clinicId: scope.clinicId,
        key: question.key,
        textTh: question.textTh,
        textEn: question.textEn,
        alertLabelTh: question.alertLabelTh ?? '',
        alertLabelEn: question.alertLabelEn ?? '',
        asksDetail: question.asksDetail ?? false,
        sort: (index + 1) * 10,
      })),
    )
    .onConflictDoNothing({ target: [riskQuestions.clinicId, riskQuestions.key], where: sql`key <> 'custom'` });
}

const selectRiskQuestions = preparedQuery('risk_questions_of_clinic', (tx, name) =>
  tx
    .select(questionColumns)
    .from(riskQuestions)
    .where(eq(riskQuestions.clinicId, value('clinicId')))
    .orderBy(asc(riskQuestions.sort), asc(riskQuestions.id))
    .prepare(name),
);

/** The clinic's questions in the questionnaire's order. */
export function listRiskQuestionRows(tx: Tx, scope: ClinicScope) {
  return selectRiskQuestions(tx, { clinicId: scope.clinicId });
}

export async function findRiskQuestionRow(tx: Tx, scope: ClinicScope, id: number) {
  const [row] = await tx
    .select(questionColumns)
    .from(riskQuestions)
    .where(and(eq(riskQuestions.clinicId, scope.clinicId), eq(riskQuestions.id, id)));
  return row;
}

export async function insertRiskQuestion(tx: Tx, scope: ClinicScope, input: TRiskQuestionInput) {
  const [row] = await tx
    .insert(riskQuestions)
    .values({ clinicId: scope.clinicId, key: 'custom', ...input })
    .returning(questionColumns);
  return row!;
}

const evaluationColumns = {
  id: riskEvaluations.id,
  patientId: riskEvaluations.patientId,
  answers: riskEvaluations.answers,
  createdAt: riskEvaluations.createdAt,
  updatedAt: riskEvaluations.updatedAt,
  createdByName: sql<string>`coalesce(trim(${users.firstNameTh} || ' ' || ${users.lastNameTh}), '')`,
};

/** A patient's evaluations, newest first, each with the name of who recorded it. */
export async function listRiskEvaluationRows(tx: Tx, scope: ClinicScope, patientId: number) {
  return tx
    .select(evaluationColumns)
    .from(riskEvaluations)
    .leftJoin(users, eq(users.id, riskEvaluations.createdBy))
    .where(and(eq(riskEvaluations.clinicId, scope.clinicId), eq(riskEvaluations.patientId, patientId)))
    .orderBy(desc(riskEvaluations.createdAt), desc(riskEvaluations.id));
}

export async function findRiskEvaluationRow(tx: Tx, scope: ClinicScope, id: number, lock = false) {
  const query = tx
    .select(evaluationColumns)
    .from(riskEvaluations)
    .leftJoin(users, eq(users.id, riskEvaluations.createdBy))
    .where(and(eq(riskEvaluations.clinicId, scope.clinicId), eq(riskEvaluations.id, id)));
  const [row] = lock ? await query.for('update', { of: riskEvaluations }) : await query;
  return row;
}

export async function insertRiskEvaluation(
  tx: Tx,
  scope: ClinicScope & { branchId: number },
  values: { patientId: number; answers: TRiskAnswer[]; userId: string },
) {
  const [row] = await tx
    .insert(riskEvaluations)
    .values({
      clinicId: scope.clinicId,
      branchId: scope.branchId,
      patientId: values.patientId,
      answers: values.answers,
      createdBy: values.userId,
      updatedBy: values.userId,
    })
    .returning({ id: riskEvaluations.id });
  return row!.id;
}

export async function updateRiskEvaluationAnswers(
  tx: Tx,
  scope: ClinicScope,
  id: number,
  values: { answers: TRiskAnswer[]; userId: string },
) {
  await tx
    .update(riskEvaluations)
    .set({ answers: values.answers, updatedBy: values.userId, updatedAt: sql`now()` })
    .where(and(eq(riskEvaluations.clinicId, scope.clinicId), eq(riskEvaluations.id, id)));
}
