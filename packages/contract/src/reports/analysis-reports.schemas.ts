import { z } from 'zod';
import { ZOralHealth } from '../ai/ai-analyses.schemas.ts';
import { ZAiClassName } from '../ai/ai.schemas.ts';
import { ZId, ZInstant } from '../lib/wire.ts';
import { checkedRange, ZPatientReportQuery, ZRangeBase, ZReportRange } from './reports.schemas.ts';

// The AI analysis reports of spec clinic §2 (analysis/branch, analysis/patient) and §7 (analysisItem,
// patientAnalytics, recommendations): sums over the stored analyses (ai feature) of a range of
// Bangkok days. A finding counts once; a "confirmed" finding is one whose line (condition and arch)
// the dentist confirmed at step 3.

export const ANALYSIS_GROUPINGS = ['day', 'month'] as const;

/** GET analysisItem: the range and how the time series is grouped (day by default). */
export const ZAnalysisItemQuery = checkedRange(
  ZRangeBase.extend({ groupBy: z.enum(ANALYSIS_GROUPINGS).default('day') }),
);
export type TAnalysisItemQuery = z.output<typeof ZAnalysisItemQuery>;

const ZDecisionCounts = z.object({
  findings: z.number().int(),
  confirmed: z.number().int(),
  removed: z.number().int(),
});

/** Analyses per oral-health band (spec §4: 0 excellent, up to 2 good, up to 5 fair, more poor). */
export const ZBandCounts = z.object({
  excellent: z.number().int(),
  good: z.number().int(),
  fair: z.number().int(),
  poor: z.number().int(),
});

export const ZAnalysisClassRow = ZDecisionCounts.extend({
  className: ZAiClassName,
  /** Patients with at least one confirmed finding of the condition. */
  patients: z.number().int(),
});

export const ZAnalysisItemReport = z.object({
  range: ZReportRange,
  totals: ZDecisionCounts.extend({ analyses: z.number().int(), patients: z.number().int() }),
  bands: ZBandCounts,
  /** Periods with analyses, oldest first: `YYYY-MM-DD` by day, `YYYY-MM` by month. */
  periods: z.array(ZDecisionCounts.extend({ period: z.string(), analyses: z.number().int() })),
  /** Every condition, in the spec's order, zeros included. */
  classes: z.array(ZAnalysisClassRow),
  /** Who finished the analyses, most analyses first. */
  doctors: z.array(
    ZDecisionCounts.extend({ doctorUid: z.string(), doctorName: z.string(), analyses: z.number().int() }),
  ),
});
export type TAnalysisItemReport = z.infer<typeof ZAnalysisItemReport>;

/** GET patientAnalytics: one patient's analyses (in any branch of the clinic) in the range. */
export const ZPatientAnalyticsQuery = ZPatientReportQuery;
export type TPatientAnalyticsQuery = z.output<typeof ZPatientAnalyticsQuery>;

export const ZPatientAnalysisRow = z.object({
  id: ZId,
  createdAt: ZInstant,
  branchName: z.string(),
  doctorName: z.string(),
  oralHealth: ZOralHealth,
  problemCount: z.number().int(),
  planId: ZId.nullable(),
  /** Conditions with a confirmed or removed finding in this analysis, in the spec's order. */
  classes: z.array(ZDecisionCounts.extend({ className: ZAiClassName })),
});

export const ZPatientAnalyticsReport = z.object({
  range: ZReportRange,
  patientId: ZId,
  /** Oldest first, so the list reads as the patient's history. */
  analyses: z.array(ZPatientAnalysisRow),
  classes: z.array(ZDecisionCounts.extend({ className: ZAiClassName })),
});
export type TPatientAnalyticsReport = z.infer<typeof ZPatientAnalyticsReport>;

/** POST recommendations: the branch's range, or one patient's when `patientId` is given. */
export const ZRecommendationsBody = checkedRange(ZRangeBase.extend({ patientId: ZId.optional() }).strict());
export type TRecommendationsBody = z.output<typeof ZRecommendationsBody>;

/**
 * What a recommendation says (the screen words it; `value` and `total` fill it in):
 * - patient: `recall` in `value` months by the latest band; `treat` a condition confirmed in the
 *   latest analysis (`value` findings); `recurring` a condition confirmed in `value` analyses;
 *   `worsening` / `improving` by `value` problems since the analysis before;
 * - branch: `commonCondition` (`value` of `total` confirmed findings); `oftenRemoved` (`value` of
 *   `total` decided findings were removed: the analyser over-calls it here); `poorShare` (`value` of
 *   `total` analyses fair or poor); `recallDue` (`value` patients whose latest analysis was fair or poor).
 */
export const RECOMMENDATION_CODES = [
  'recall',
  'treat',
  'recurring',
  'worsening',
  'improving',
  'commonCondition',
  'oftenRemoved',
  'poorShare',
  'recallDue',
] as const;

export const ZRecommendation = z.object({
  code: z.enum(RECOMMENDATION_CODES),
  className: ZAiClassName.nullable(),
  value: z.number().int(),
  total: z.number().int().nullable(),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

export const ZRecommendations = z.object({
  scope: z.enum(['branch', 'patient']),
  analyses: z.number().int(),
  recommendations: z.array(ZRecommendation),
});
export type TRecommendations = z.infer<typeof ZRecommendations>;
