import { ai, type TAiAnalysis, type TAiPhotoType } from '@yim/contract';
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
