import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { TAiClassName, TOralHealth } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { aiAnalyses, aiAnalysisFindings } from '../ai/ai-analyses.table.ts';
import { users } from '../auth/users.table.ts';
import { branches } from '../clinics/clinics.table.ts';
import type { BranchIds, DayRange } from './report-scope.repo.ts';

// Sums over the stored AI analyses (ai feature's tables). Every figure is counted by PostgreSQL;
// the service only shapes the rows.

const toInt = (value: string | number | null | undefined) => Number(value ?? 0);

/** Analyses made on the range's Bangkok days: instant bounds, so the (clinic, branch, time) index answers. */
function inRange(range: DayRange): SQL {
  return and(
    gte(aiAnalyses.createdAt, sql`(${range.startDate}::date)::timestamp at time zone 'Asia/Bangkok'`),
    lt(aiAnalyses.createdAt, sql`(${range.endDate}::date + 1)::timestamp at time zone 'Asia/Bangkok'`),
  )!;
}

function ofBranch(scope: BranchIds, range: DayRange): SQL {
  return and(eq(aiAnalyses.clinicId, scope.clinicId), eq(aiAnalyses.branchId, scope.branchId), inRange(range))!;
}

function ofPatient(clinicId: number, patientId: number, range: DayRange): SQL {
  return and(eq(aiAnalyses.clinicId, clinicId), eq(aiAnalyses.patientId, patientId), inRange(range))!;
}

const findingsJoin = and(
  eq(aiAnalysisFindings.clinicId, aiAnalyses.clinicId),
  eq(aiAnalysisFindings.analysisId, aiAnalyses.id),
)!;

/** Finding counts by decision; on a left join a missing finding counts nowhere. */
const decisionCounts = {
  findings: sql<number>`count(${aiAnalysisFindings.id})::int`,
  confirmed: sql<number>`count(*) filter (where ${aiAnalysisFindings.decision} = 'confirmed')::int`,
  removed: sql<number>`count(*) filter (where ${aiAnalysisFindings.decision} = 'removed')::int`,
};
const toCounts = (r: { findings: number; confirmed: number; removed: number }) => ({
  findings: toInt(r.findings),
  confirmed: toInt(r.confirmed),
  removed: toInt(r.removed),
});

/** Analyses, patients and findings of the range; analyses per band. */
export async function sumBranchAnalyses(tx: Tx, scope: BranchIds, range: DayRange) {
  const [head] = await tx
    .select({
      analyses: sql<number>`count(*)::int`,
      patients: sql<number>`count(distinct ${aiAnalyses.patientId})::int`,
      excellent: sql<number>`count(*) filter (where ${aiAnalyses.oralHealth} = 'excellent')::int`,
      good: sql<number>`count(*) filter (where ${aiAnalyses.oralHealth} = 'good')::int`,
      fair: sql<number>`count(*) filter (where ${aiAnalyses.oralHealth} = 'fair')::int`,
      poor: sql<number>`count(*) filter (where ${aiAnalyses.oralHealth} = 'poor')::int`,
    })
    .from(aiAnalyses)
    .where(ofBranch(scope, range));
  const [findings] = await tx
    .select(decisionCounts)
    .from(aiAnalyses)
    .innerJoin(aiAnalysisFindings, findingsJoin)
    .where(ofBranch(scope, range));
  return {
    analyses: toInt(head?.analyses),
    patients: toInt(head?.patients),
    bands: {
      excellent: toInt(head?.excellent),
      good: toInt(head?.good),
      fair: toInt(head?.fair),
      poor: toInt(head?.poor),
    },
    ...toCounts(findings ?? { findings: 0, confirmed: 0, removed: 0 }),
  };
}

/** Analyses and findings per Bangkok day or month; periods without analyses are absent. */
export async function sumAnalysesPerPeriod(tx: Tx, scope: BranchIds, range: DayRange, groupBy: 'day' | 'month') {
  const format = groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const period = sql<string>`to_char(${aiAnalyses.createdAt} at time zone 'Asia/Bangkok', ${sql.raw(`'${format}'`)})`;
  const rows = await tx
    .select({ period, analyses: sql<number>`count(distinct ${aiAnalyses.id})::int`, ...decisionCounts })
    .from(aiAnalyses)
    .leftJoin(aiAnalysisFindings, findingsJoin)
    .where(ofBranch(scope, range))
    .groupBy(period)
    .orderBy(period);
  return rows.map((r) => ({ period: r.period, analyses: toInt(r.analyses), ...toCounts(r) }));
}

/** Findings per condition, with the patients who had it confirmed. */
export async function sumFindingsPerClass(tx: Tx, scope: BranchIds, range: DayRange) {
  const rows = await tx
    .select({
      className: aiAnalysisFindings.className,
      ...decisionCounts,
      patients: sql<number>`count(distinct ${aiAnalyses.patientId}) filter (where ${aiAnalysisFindings.decision} = 'confirmed')::int`,
    })
    .from(aiAnalyses)
    .innerJoin(aiAnalysisFindings, findingsJoin)
    .where(ofBranch(scope, range))
    .groupBy(aiAnalysisFindings.className);
  return rows.map((r) => ({ className: r.className, patients: toInt(r.patients), ...toCounts(r) }));
}

/** Analyses and findings per doctor who finished them, most analyses first. */
export async function sumAnalysesPerDoctor(tx: Tx, scope: BranchIds, range: DayRange) {
  const rows = await tx
    .select({
      doctorUid: aiAnalyses.doctorId,
      doctorName: sql<string>`max(trim(${users.firstNameTh} || ' ' || ${users.lastNameTh}))`,
      analyses: sql<number>`count(distinct ${aiAnalyses.id})::int`,
      ...decisionCounts,
    })
    .from(aiAnalyses)
    .innerJoin(users, eq(users.id, aiAnalyses.doctorId))
    .leftJoin(aiAnalysisFindings, findingsJoin)
    .where(ofBranch(scope, range))
    .groupBy(aiAnalyses.doctorId)
    .orderBy(desc(sql`count(distinct ${aiAnalyses.id})`), asc(aiAnalyses.doctorId));
  return rows.map((r) => ({
    doctorUid: r.doctorUid,
    doctorName: r.doctorName,
    analyses: toInt(r.analyses),
    ...toCounts(r),
  }));
}

/** One patient's analyses of the range (any branch of the clinic), oldest first. */
export function listPatientAnalyses(tx: Tx, clinicId: number, patientId: number, range: DayRange) {
  return tx
    .select({
      id: aiAnalyses.id,
      createdAt: aiAnalyses.createdAt,
      branchName: branches.name,
      doctorName: sql<string>`trim(${users.firstNameTh} || ' ' || ${users.lastNameTh})`,
      oralHealth: aiAnalyses.oralHealth,
      problemCount: aiAnalyses.problemCount,
      planId: aiAnalyses.planId,
    })
    .from(aiAnalyses)
    .innerJoin(users, eq(users.id, aiAnalyses.doctorId))
    .innerJoin(branches, eq(branches.id, aiAnalyses.branchId))
    .where(ofPatient(clinicId, patientId, range))
    .orderBy(asc(aiAnalyses.createdAt), asc(aiAnalyses.id));
}

/** The same analyses' findings per analysis and condition (decided ones: confirmed or removed). */
export async function sumPatientFindings(tx: Tx, clinicId: number, patientId: number, range: DayRange) {
  const rows = await tx
    .select({ analysisId: aiAnalyses.id, className: aiAnalysisFindings.className, ...decisionCounts })
    .from(aiAnalyses)
    .innerJoin(aiAnalysisFindings, findingsJoin)
    .where(ofPatient(clinicId, patientId, range))
    .groupBy(aiAnalyses.id, aiAnalysisFindings.className);
  return rows.map((r) => ({ analysisId: r.analysisId, className: r.className as TAiClassName, ...toCounts(r) }));
}

/** Patients of the branch whose latest analysis (in the range) was fair or poor: to call back. */
export async function countRecallDue(tx: Tx, scope: BranchIds, range: DayRange): Promise<number> {
  const latest = tx
    .selectDistinctOn([aiAnalyses.patientId], { patientId: aiAnalyses.patientId, oralHealth: aiAnalyses.oralHealth })
    .from(aiAnalyses)
    .where(ofBranch(scope, range))
    .orderBy(aiAnalyses.patientId, desc(aiAnalyses.createdAt), desc(aiAnalyses.id))
    .as('latest');
  const bad: TOralHealth[] = ['fair', 'poor'];
  const [row] = await tx
    .select({
      n: sql<number>`count(*) filter (where ${latest.oralHealth} in (${sql.join(
        bad.map((b) => sql`${b}`),
        sql`, `,
      )}))::int`,
    })
    .from(latest);
  return toInt(row?.n);
}
