import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TRiskAnswer } from '@yim/contract';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { patients } from './patients.table.ts';

/**
 * A clinic's medical-history questions. The default set (data/risk-questions.data.ts) is copied
 * in, by key, the first time a clinic's questions are read; a manager adds the clinic's own
 * ('custom'). A question is never deleted: evaluations keep naming it.
 */
export const riskQuestions = pgTable(
  'risk_questions',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    textTh: text('text_th').notNull(),
    textEn: text('text_en').notNull().default(''),
    alertLabelTh: text('alert_label_th').notNull().default(''),
    alertLabelEn: text('alert_label_en').notNull().default(''),
    asksDetail: boolean('asks_detail').notNull().default(false),
    sort: integer('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One copy of each default question per clinic, even when two first reads race.
    uniqueIndex('risk_questions_clinic_key_idx')
      .on(t.clinicId, t.key)
      .where(sql`${t.key} <> 'custom'`),
    index('risk_questions_clinic_sort_idx').on(t.clinicId, t.sort),
    ...tenantPolicy('risk_questions', t.clinicId),
  ],
);

/** One filling-in of the questionnaire for a patient; the newest one gives the medical alerts. */
export const riskEvaluations = pgTable(
  'risk_evaluations',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    answers: jsonb('answers').$type<TRiskAnswer[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('risk_evaluations_patient_idx').on(t.clinicId, t.patientId, t.createdAt),
    index('risk_evaluations_patient_fk_idx').on(t.patientId),
    index('risk_evaluations_branch_idx').on(t.branchId),
    index('risk_evaluations_created_by_idx').on(t.createdBy),
    index('risk_evaluations_updated_by_idx').on(t.updatedBy),
    ...tenantPolicy('risk_evaluations', t.clinicId),
  ],
);
