import type {
  TAnalysisItemReport,
  TPatientAnalyticsReport,
  TRecommendation,
  TRecommendations,
  TRecommendationsBody,
} from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { analysisItemReport, patientAnalyticsReport } from './analysis-reports.service.ts';
import { countRecallDue } from './analysis-sums.repo.ts';
import type { BranchIds } from './report-scope.repo.ts';

// POST recommendations: plain rules over the stored analyses' sums, written so a manager can check
// each one by hand (spec clinic §7 names the call, not its rules; docs/ai-scope.md).

/** Months to the next check-up by the latest band: the worse the mouth, the sooner. */
const RECALL_MONTHS = { excellent: 12, good: 6, fair: 3, poor: 1 } as const;
/** A condition is "often removed" from this many decided findings, when half or more were removed. */
const MIN_DECIDED_FOR_REMOVAL_RATE = 5;
/** The branch's share of fair or poor analyses (in tenths) from which prevention is advised. */
const POOR_SHARE_TENTHS = 3;

const rec = (code: TRecommendation['code'], value: number, extra: Partial<TRecommendation> = {}): TRecommendation => ({
  code,
  className: null,
  value,
  total: null,
  ...extra,
});

/** One patient's: the recall by the latest band, its confirmed conditions, repeats and the trend. */
export function patientRecommendations(report: TPatientAnalyticsReport): TRecommendation[] {
  const latest = report.analyses.at(-1);
  if (!latest) return [];
  const out = [rec('recall', RECALL_MONTHS[latest.oralHealth])];
  for (const c of latest.classes) if (c.confirmed > 0) out.push(rec('treat', c.confirmed, { className: c.className }));
  for (const c of report.classes) {
    const analyses = report.analyses.filter((a) =>
      a.classes.some((x) => x.className === c.className && x.confirmed > 0),
    );
    if (analyses.length >= 2) out.push(rec('recurring', analyses.length, { className: c.className }));
  }
  const previous = report.analyses.at(-2);
  if (previous) {
    const delta = latest.problemCount - previous.problemCount;
    if (delta > 0) out.push(rec('worsening', delta));
    if (delta < 0) out.push(rec('improving', -delta));
  }
  return out;
}

/** The branch's: its commonest condition, conditions the dentists often remove, the poor share, recalls due. */
export function branchRecommendations(report: TAnalysisItemReport, recallDue: number): TRecommendation[] {
  const out: TRecommendation[] = [];
  const common = report.classes.reduce((best, c) => (c.confirmed > best.confirmed ? c : best), report.classes[0]!);
  if (common.confirmed > 0) {
    out.push(rec('commonCondition', common.confirmed, { className: common.className, total: report.totals.confirmed }));
  }
  for (const c of report.classes) {
    const decided = c.confirmed + c.removed;
    if (decided >= MIN_DECIDED_FOR_REMOVAL_RATE && c.removed * 2 >= decided) {
      out.push(rec('oftenRemoved', c.removed, { className: c.className, total: decided }));
    }
  }
  const poor = report.bands.fair + report.bands.poor;
  if (report.totals.analyses > 0 && poor * 10 >= report.totals.analyses * POOR_SHARE_TENTHS) {
    out.push(rec('poorShare', poor, { total: report.totals.analyses }));
  }
  if (recallDue > 0) out.push(rec('recallDue', recallDue));
  return out;
}

/** POST /api/report/recommendations/{c}/{b}: one patient's when `patientId` is given, else the branch's. */
export async function recommendationsReport(
  tx: Tx,
  scope: BranchIds,
  body: TRecommendationsBody,
): Promise<TRecommendations> {
  const range = { startDate: body.startDate, endDate: body.endDate };
  if (body.patientId !== undefined) {
    const report = await patientAnalyticsReport(tx, scope, { ...range, patientId: body.patientId });
    return { scope: 'patient', analyses: report.analyses.length, recommendations: patientRecommendations(report) };
  }
  const report = await analysisItemReport(tx, scope, { ...range, groupBy: 'month' });
  return {
    scope: 'branch',
    analyses: report.totals.analyses,
    recommendations: branchRecommendations(report, await countRecallDue(tx, scope, range)),
  };
}
