import { defineEndpoint } from '../lib/endpoint.ts';
import { ZAiAnalysisSave, ZAiContent, ZAiContentRequest, ZAiStoredAnalysis } from './ai-analyses.schemas.ts';
import { ZAiAnalysis, ZAiBranchParams } from './ai.schemas.ts';

// AI dental-photo analysis (spec clinic §7 "AI"; paths in docs/wire.md carry the clinic and branch).
// The workflow runs at the chair: the dentist confirms each suggestion (PERMISSIONS.aiPhotoAnalysis).

/**
 * Analyses one photo: multipart, the text fields of ZAiAnalyzeFields (threshold, default 0.5;
 * photoType upper or lower), then one `image` file part of at most 10 MB. Answers the AI-… codes of
 * errors.ts (spec §8, namespaced) when the photo or the analyser fails.
 */
export const analyze = defineEndpoint({
  id: 'ai.analyze',
  method: 'POST',
  path: '/api/dental-ai/analyze/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'aiPhotoAnalysis' },
  params: ZAiBranchParams,
  multipart: true,
  response: ZAiAnalysis,
});

/**
 * Stores a finished analysis (step 4, after the plan is saved): both photos' findings, the
 * dentist's decision on each suggested line and the plan it gave (not in the spec: the reports
 * read these; docs/ai-scope.md). Audited: patient data.
 */
export const saveAnalysis = defineEndpoint({
  id: 'ai.saveAnalysis',
  method: 'POST',
  path: '/api/dental-ai/analysis/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'aiPhotoAnalysis' },
  params: ZAiBranchParams,
  body: ZAiAnalysisSave,
  response: ZAiStoredAnalysis,
});

/**
 * A patient-friendly summary of one stored analysis, written by the AI service (or its sandbox)
 * from the confirmed findings alone: no name, no photo leaves the clinic. Answers the AI-… codes
 * of the analyser's failures (spec §8); the shapes are ours (the spec lists only the path).
 */
export const content = defineEndpoint({
  id: 'ai.content',
  method: 'POST',
  path: '/api/ai/content/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'aiPhotoAnalysis' },
  params: ZAiBranchParams,
  body: ZAiContentRequest,
  response: ZAiContent,
});
