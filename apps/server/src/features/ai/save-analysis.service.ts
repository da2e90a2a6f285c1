import {
  AI_PLAN_MIN_CONFIDENCE,
  oralHealth,
  type TAiAnalysisSave,
  type TAiFindingDecision,
  type TAiStoredAnalysis,
} from '@yim/contract';
import { AppError, validationError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit/audit.ts';
import type { Tx } from '../../lib/db/database.ts';
import type { BranchScope } from '../../lib/http/request-context.ts';
import { lockPatient } from '../patients/patients.repo.ts';
import { toStoredAnalysis } from './ai-analyses.mapper.ts';
import { findAnalysis, findFindings, insertAnalysis, type FindingValues } from './ai-analyses.repo.ts';

export const AI_ANALYSIS_ENTITY = 'ai_analysis';

/**
 * Whether a treatment plan of the branch belongs to the patient: the treatments feature's
 * knowledge, handed in by features.ts (it shares ai's rank, so ai cannot import it).
 */
export type IsPatientPlan = (tx: Tx, branch: BranchScope, planId: number, patientId: number) => Promise<boolean>;

/** Each finding with the decision on its line; a finding under 0.3 made no line (spec §9). */
function decidedFindings(body: TAiAnalysisSave): FindingValues[] {
  const decisions = new Map(body.decisions.map((d) => [`${d.photoType}:${d.className}`, d.decision]));
  return body.photos.flatMap((photo) =>
    photo.detections.map((d): FindingValues => {
      const decision: TAiFindingDecision =
        d.confidence >= AI_PLAN_MIN_CONFIDENCE
          ? (decisions.get(`${photo.photoType}:${d.class_name}`) ?? 'undecided')
          : 'undecided';
      return {
        className: d.class_name,
        photoType: photo.photoType,
        confidence: d.confidence,
        x1: d.box.x1,
        y1: d.box.y1,
        x2: d.box.x2,
        y2: d.box.y2,
        decision,
      };
    }),
  );
}

/** A stored analysis of the clinic with its findings. */
export async function readAnalysis(tx: Tx, clinicId: number, id: number): Promise<TAiStoredAnalysis> {
  const row = await findAnalysis(tx, clinicId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toStoredAnalysis(row, await findFindings(tx, clinicId, id));
}

/**
 * POST /api/dental-ai/analysis/{c}/{b}: the finished workflow, stored with the dentist's decisions.
 * The mouth is graded by the confirmed lines (spec §4: the problems the dentist kept).
 */
export async function saveAnalysis(
  tx: Tx,
  branch: BranchScope,
  userId: string,
  body: TAiAnalysisSave,
  isPatientPlan: IsPatientPlan,
): Promise<TAiStoredAnalysis> {
  if (!(await lockPatient(tx, branch, body.patientId))) throw new AppError('NOT_FOUND');
  if (body.planId !== null && !(await isPatientPlan(tx, branch, body.planId, body.patientId))) {
    throw validationError([{ path: 'body.planId', message: 'ไม่พบแผนการรักษานี้ของผู้ป่วย' }]);
  }
  const size = (type: 'upper' | 'lower') => body.photos.find((p) => p.photoType === type)!;
  const problemCount = body.decisions.filter((d) => d.decision === 'confirmed').length;
  const id = await insertAnalysis(
    tx,
    branch,
    {
      patientId: body.patientId,
      doctorId: userId,
      threshold: body.threshold,
      mode: body.mode,
      upperWidth: size('upper').imageWidth,
      upperHeight: size('upper').imageHeight,
      lowerWidth: size('lower').imageWidth,
      lowerHeight: size('lower').imageHeight,
      problemCount,
      oralHealth: oralHealth(problemCount),
      planId: body.planId,
    },
    decidedFindings(body),
  );
  const stored = await readAnalysis(tx, branch.clinicId, id);
  await writeAudit(tx, branch, userId, { entity: AI_ANALYSIS_ENTITY, entityId: id, action: 'create', after: stored });
  return stored;
}
