import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  doublePrecision,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAiClassName, TAiFindingDecision, TAiPhotoType, TOralHealth } from '@yim/contract';
import { tenantPolicy } from '../../lib/db/tenant-policy.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * A finished AI photo analysis (docs/ai-scope.md): stored at step 4, when the dentist has decided
 * on the suggested lines. The photos themselves are not kept (the workflow never uploads them):
 * their sizes are, so the boxes still mean something. `plan_id` is the treatment plan step 4 saved;
 * the treatments feature shares this rank, so it is checked by a hook, not a key.
 */
export const aiAnalyses = pgTable(
  'ai_analyses',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    /** Who finished it: the dentist at the chair (or the manager running the workflow). */
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    threshold: doublePrecision('threshold').notNull(),
    mode: text('mode').$type<'sandbox' | 'live'>().notNull(),
    upperWidth: integer('upper_width').notNull(),
    upperHeight: integer('upper_height').notNull(),
    lowerWidth: integer('lower_width').notNull(),
    lowerHeight: integer('lower_height').notNull(),
    problemCount: smallint('problem_count').notNull(),
    oralHealth: text('oral_health').$type<TOralHealth>().notNull(),
    planId: integer('plan_id'),
  },
  (t) => [
    unique('ai_analyses_scope_key').on(t.clinicId, t.id),
    index('ai_analyses_branch_time_idx').on(t.clinicId, t.branchId, t.createdAt),
    index('ai_analyses_patient_idx').on(t.clinicId, t.patientId, t.createdAt),
    index('ai_analyses_patient_fk_idx').on(t.patientId),
    index('ai_analyses_branch_idx').on(t.branchId),
    index('ai_analyses_doctor_idx').on(t.doctorId),
    check('ai_analyses_mode_check', sql`${t.mode} in ('sandbox', 'live')`),
    check('ai_analyses_health_check', sql`${t.oralHealth} in ('excellent', 'good', 'fair', 'poor')`),
    check('ai_analyses_threshold_check', sql`${t.threshold} between 0 and 1`),
    ...tenantPolicy('ai_analyses', t.clinicId),
  ],
);

/** One finding of a stored analysis, with the dentist's decision on its line. */
export const aiAnalysisFindings = pgTable(
  'ai_analysis_findings',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id),
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    analysisId: integer('analysis_id').notNull(),
    className: text('class_name').$type<TAiClassName>().notNull(),
    photoType: text('photo_type').$type<TAiPhotoType>().notNull(),
    confidence: doublePrecision('confidence').notNull(),
    x1: doublePrecision('x1').notNull(),
    y1: doublePrecision('y1').notNull(),
    x2: doublePrecision('x2').notNull(),
    y2: doublePrecision('y2').notNull(),
    decision: text('decision').$type<TAiFindingDecision>().notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ai_analysis_findings_analysis_fk',
      columns: [t.clinicId, t.analysisId],
      foreignColumns: [aiAnalyses.clinicId, aiAnalyses.id],
    }).onDelete('cascade'),
    index('ai_analysis_findings_analysis_idx').on(t.clinicId, t.analysisId),
    check(
      'ai_analysis_findings_class_check',
      sql`${t.className} in ('gum', 'carries', 'calculus', 'tongue', 'worn_teeth', 'fluorosis')`,
    ),
    check('ai_analysis_findings_photo_check', sql`${t.photoType} in ('upper', 'lower')`),
    check('ai_analysis_findings_decision_check', sql`${t.decision} in ('confirmed', 'removed', 'undecided')`),
    ...tenantPolicy('ai_analysis_findings', t.clinicId),
  ],
);
