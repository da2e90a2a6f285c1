import type { TAiStoredAnalysis } from '@yim/contract';
import type { AnalysisRow, FindingRow } from './ai-analyses.repo.ts';

/** A stored analysis and its findings as the wire shows them. */
export function toStoredAnalysis(row: AnalysisRow, findings: readonly FindingRow[]): TAiStoredAnalysis {
  return {
    id: row.id,
    patientId: row.patientId,
    createdAt: row.createdAt.toISOString(),
    doctorUid: row.doctorId,
    threshold: row.threshold,
    mode: row.mode,
    problemCount: row.problemCount,
    oralHealth: row.oralHealth,
    planId: row.planId,
    findings: findings.map((f) => ({
      class_name: f.className,
      photoType: f.photoType,
      confidence: f.confidence,
      box: { x1: f.x1, y1: f.y1, x2: f.x2, y2: f.y2 },
      decision: f.decision,
    })),
  };
}
