import {
  AI_CLASS_NAMES,
  type TAnalysisItemQuery,
  type TAnalysisItemReport,
  type TPatientAnalyticsQuery,
  type TPatientAnalyticsReport,
} from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import {
  listPatientAnalyses,
  sumAnalysesPerDoctor,
  sumAnalysesPerPeriod,
  sumBranchAnalyses,
  sumFindingsPerClass,
  sumPatientFindings,
} from './analysis-sums.repo.ts';
import type { BranchIds } from './report-scope.repo.ts';

const rangeOf = (q: { startDate: string; endDate: string }) => ({ startDate: q.startDate, endDate: q.endDate });
const classOrder = (name: string) => AI_CLASS_NAMES.indexOf(name as (typeof AI_CLASS_NAMES)[number]);

/** GET analysisItem: the branch's analyses of the range, per band, period, condition and doctor. */
export async function analysisItemReport(
  tx: Tx,
  scope: BranchIds,
  query: TAnalysisItemQuery,
): Promise<TAnalysisItemReport> {
  const range = rangeOf(query);
  const totals = await sumBranchAnalyses(tx, scope, range);
  const perClass = new Map((await sumFindingsPerClass(tx, scope, range)).map((row) => [row.className, row]));
  const { bands, ...counts } = totals;
  return {
    range,
    totals: counts,
    bands,
    periods: await sumAnalysesPerPeriod(tx, scope, range, query.groupBy),
    classes: AI_CLASS_NAMES.map(
      (className) => perClass.get(className) ?? { className, findings: 0, confirmed: 0, removed: 0, patients: 0 },
    ),
    doctors: await sumAnalysesPerDoctor(tx, scope, range),
  };
}

/** GET patientAnalytics: one patient's analyses of the range, across the clinic (none if not the clinic's). */
export async function patientAnalyticsReport(
  tx: Tx,
  scope: BranchIds,
  query: TPatientAnalyticsQuery,
): Promise<TPatientAnalyticsReport> {
  const range = rangeOf(query);
  const analyses = await listPatientAnalyses(tx, scope.clinicId, query.patientId, range);
  const findings = await sumPatientFindings(tx, scope.clinicId, query.patientId, range);
  const totals = new Map<string, { findings: number; confirmed: number; removed: number }>();
  for (const f of findings) {
    const sum = totals.get(f.className) ?? { findings: 0, confirmed: 0, removed: 0 };
    totals.set(f.className, {
      findings: sum.findings + f.findings,
      confirmed: sum.confirmed + f.confirmed,
      removed: sum.removed + f.removed,
    });
  }
  const byOrder = (a: { className: string }, b: { className: string }) =>
    classOrder(a.className) - classOrder(b.className);
  return {
    range,
    patientId: query.patientId,
    analyses: analyses.map((a) => ({
      ...a,
      createdAt: a.createdAt.toISOString(),
      classes: findings
        .filter((f) => f.analysisId === a.id && f.confirmed + f.removed > 0)
        .map(({ analysisId: _a, ...rest }) => rest)
        .sort(byOrder),
    })),
    classes: AI_CLASS_NAMES.filter((name) => totals.has(name)).map((className) => ({
      className,
      ...totals.get(className)!,
    })),
  };
}
