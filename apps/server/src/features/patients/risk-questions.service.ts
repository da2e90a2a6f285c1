import type { TRiskQuestion, TRiskQuestionInput } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { PatientWriter } from './patient-input.service.ts';
import type { ClinicScope } from './patients.repo.ts';
import { DEFAULT_RISK_QUESTIONS } from './data/risk-questions.data.ts';
import {
  copyDefaultRiskQuestions,
  findRiskQuestionRow,
  insertRiskQuestion,
  listRiskQuestionRows,
} from './risk.repo.ts';

/** GET /api/riskQuestions/{c}/{b}: the clinic's questionnaire, the default one copied in on first use. */
export async function listRiskQuestions(tx: Tx, scope: ClinicScope): Promise<TRiskQuestion[]> {
  // The list itself says whether the defaults are in (every key but 'custom' is one of them), so
  // that a read, once they are, is one prepared statement.
  const rows = await listRiskQuestionRows(tx, scope);
  if (rows.filter((row) => row.key !== 'custom').length >= DEFAULT_RISK_QUESTIONS.length) return rows;
  await copyDefaultRiskQuestions(tx, scope);
  return listRiskQuestionRows(tx, scope);
}

/** GET /api/riskQuestions/{c}/{b}/{id}: another clinic's question is not found. */
export async function getRiskQuestion(tx: Tx, scope: ClinicScope, id: number): Promise<TRiskQuestion> {
  const row = await findRiskQuestionRow(tx, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** POST /api/riskQuestions/{c}/{b}: a manager adds a question of the clinic's own; audited. */
export async function createRiskQuestion(
  { tx, branch, userId }: PatientWriter,
  input: TRiskQuestionInput,
): Promise<TRiskQuestion> {
  const row = await insertRiskQuestion(tx, branch, input);
  await writeAudit(tx, branch, userId, { entity: 'risk_question', entityId: row.id, action: 'create', after: row });
  return row;
}
