import { z } from 'zod';
import { ZId, ZInstant, ZPlainText } from '../lib/wire.ts';
import { RISK_MESSAGES } from './risk.messages.ts';

// The medical-history questionnaire (spec clinic §3 "Risk questions and answers", §7 Risk): a
// clinic's questions, and a patient's answers over time. Answers to questions that carry an alert
// label (allergy, anticoagulants, pregnancy, heart disease...) become the record's medical alerts.

export const RISK_ANSWERS = ['yes', 'no', 'unknown'] as const;
export const ZRiskAnswerValue = z.enum(RISK_ANSWERS);

export const ZRiskQuestion = z.object({
  id: z.number().int(),
  /** Stable key of a default question ('anticoagulant'), or 'custom' for a clinic's own. */
  key: z.string(),
  textTh: z.string(),
  textEn: z.string(),
  /** Shown as a medical alert when the answer is yes; empty: the answer is not an alert. */
  alertLabelTh: z.string(),
  alertLabelEn: z.string(),
  /** The form asks for details (which drug, which allergy) when the answer is yes. */
  asksDetail: z.boolean(),
  sort: z.number().int(),
});
export type TRiskQuestion = z.infer<typeof ZRiskQuestion>;

/** POST /api/riskQuestions/{c}/{b}: a clinic's own question (manager). */
export const ZRiskQuestionInput = z.object({
  textTh: ZPlainText(300).refine((value) => value.trim() !== '', RISK_MESSAGES.questionTh),
  textEn: ZPlainText(300).default(''),
  alertLabelTh: ZPlainText(60).default(''),
  alertLabelEn: ZPlainText(60).default(''),
  asksDetail: z.boolean().default(false),
  sort: z.number().int().min(0).max(10_000).default(1000),
});
export type TRiskQuestionInput = z.output<typeof ZRiskQuestionInput>;

export const ZRiskAnswer = z.object({
  questionId: ZId,
  answer: ZRiskAnswerValue,
  detail: ZPlainText(300).default(''),
});
export type TRiskAnswer = z.output<typeof ZRiskAnswer>;

const ZAnswers = z
  .array(ZRiskAnswer)
  .min(1)
  .max(200)
  .refine((answers) => new Set(answers.map((a) => a.questionId)).size === answers.length, {
    message: RISK_MESSAGES.answersRepeated,
  });

/** POST /api/riskEvaluation/{c}/{b}: one filling-in of the questionnaire for a patient. */
export const ZRiskEvaluationInput = z.object({ patientId: ZId, answers: ZAnswers });
export type TRiskEvaluationInput = z.output<typeof ZRiskEvaluationInput>;

/** PUT /api/riskEvaluation/{c}/{b}/{id}: a correction of one filling-in (audited, as every change). */
export const ZRiskEvaluationUpdate = z.object({ answers: ZAnswers });
export type TRiskEvaluationUpdate = z.output<typeof ZRiskEvaluationUpdate>;

export const ZRiskEvaluationQuery = z.object({ patientId: ZId });

export const ZRiskEvaluation = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  answers: z.array(ZRiskAnswer),
  createdAt: ZInstant,
  createdByName: z.string(),
  updatedAt: ZInstant,
});
export type TRiskEvaluation = z.infer<typeof ZRiskEvaluation>;

/** An answer that matters at the chair, from the latest evaluation. */
export const ZMedicalAlert = z.object({
  questionId: z.number().int(),
  labelTh: z.string(),
  labelEn: z.string(),
  detail: z.string(),
});
export type TMedicalAlert = z.infer<typeof ZMedicalAlert>;

/** GET /api/riskEvaluation/{c}/{b}?patientId: the patient's evaluations, newest first, and the alerts of the newest. */
export const ZRiskEvaluationList = z.object({
  evaluations: z.array(ZRiskEvaluation),
  alerts: z.array(ZMedicalAlert),
});
export type TRiskEvaluationList = z.infer<typeof ZRiskEvaluationList>;
