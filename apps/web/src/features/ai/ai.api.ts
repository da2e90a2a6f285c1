import {
  ai,
  treatments,
  type TAiAnalysis,
  type TAiAnalysisSave,
  type TAiPhotoType,
  type TTreatmentPlanItemInput,
} from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

export type BranchRef = { clinicUrl: string; branchUrl: string };

/** POST /api/dental-ai/analyze: one photo, its arch and the threshold (default 0.5 on the server). */
export function analyzePhoto(branch: BranchRef, photoType: TAiPhotoType, photo: Blob): Promise<TAiAnalysis> {
  const formData = new FormData();
  formData.append('photoType', photoType);
  formData.append('image', photo, `${photoType}.img`);
  // silent: the workflow shows each failure on its photo, with the manual-examination advice.
  return callApi(ai.analyze, { params: branch, formData, silent: true });
}

/**
 * Step 4: the confirmed lines as the patient's new Active plan (POST /api/treatmentPlan, the
 * treatments feature's endpoint, which takes the AI's Diagnosed items as they are).
 */
export function saveAiPlan(branch: BranchRef, patientId: number, title: string, items: TTreatmentPlanItemInput[]) {
  return callApi(treatments.planCreate, { params: branch, body: { patientId, title, status: 'Active', items } });
}

/**
 * Step 4, after the plan: the finished analysis is stored with the dentist's decision on each
 * suggested line and the plan's id (POST /api/dental-ai/analysis), for the analysis reports.
 */
export function saveAiAnalysis(branch: BranchRef, body: TAiAnalysisSave) {
  return callApi(ai.saveAnalysis, { params: branch, body });
}

/** A patient-friendly text of a stored analysis (POST /api/ai/content). */
export function writeAiContent(branch: BranchRef, analysisId: number, lang: 'th' | 'en') {
  return callApi(ai.content, { params: branch, body: { analysisId, lang } });
}
