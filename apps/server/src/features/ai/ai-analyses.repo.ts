import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { aiAnalyses, aiAnalysisFindings } from './ai-analyses.table.ts';

export type AnalysisValues = Omit<typeof aiAnalyses.$inferInsert, 'clinicId' | 'branchId' | 'id' | 'createdAt'>;
export type FindingValues = Omit<typeof aiAnalysisFindings.$inferInsert, 'clinicId' | 'id' | 'analysisId'>;
export type AnalysisRow = typeof aiAnalyses.$inferSelect;
export type FindingRow = typeof aiAnalysisFindings.$inferSelect;

/** A new analysis with its findings; answers its id. */
export async function insertAnalysis(
  tx: Tx,
  scope: Pick<BranchScope, 'clinicId' | 'branchId'>,
  values: AnalysisValues,
  findings: readonly FindingValues[],
): Promise<number> {
  const [row] = await tx
    .insert(aiAnalyses)
    .values({ ...values, clinicId: scope.clinicId, branchId: scope.branchId })
    .returning({ id: aiAnalyses.id });
  if (findings.length > 0) {
    await tx
      .insert(aiAnalysisFindings)
      .values(findings.map((f) => ({ ...f, clinicId: scope.clinicId, analysisId: row!.id })));
  }
  return row!.id;
}

/** An analysis of the clinic (any branch: a patient's record spans them), or undefined. */
export async function findAnalysis(tx: Tx, clinicId: number, id: number): Promise<AnalysisRow | undefined> {
  const [row] = await tx
    .select()
    .from(aiAnalyses)
    .where(and(eq(aiAnalyses.clinicId, clinicId), eq(aiAnalyses.id, id)));
  return row;
}

/** Its findings, strongest first within each photo, upper photo first. */
export function findFindings(tx: Tx, clinicId: number, analysisId: number): Promise<FindingRow[]> {
  return tx
    .select()
    .from(aiAnalysisFindings)
    .where(and(eq(aiAnalysisFindings.clinicId, clinicId), eq(aiAnalysisFindings.analysisId, analysisId)))
    .orderBy(desc(aiAnalysisFindings.photoType), asc(aiAnalysisFindings.id));
}
