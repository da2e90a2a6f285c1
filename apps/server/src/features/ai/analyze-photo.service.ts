import type { ErrorCode, TAiAnalysis, TAiPhotoType, TAppEnv } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { DentalAi } from '../../integrations/dental-ai/dental-ai.ts';
import { IntegrationError } from '../../integrations/integration-error.ts';
import type { PhotoRequest } from './read-photo-parts.service.ts';

/** Spec clinic §1: AI calls are off in production unless a real analyser is configured. */
export function isAiAvailable(appEnv: TAppEnv, analyser: Pick<DentalAi, 'mode'>): boolean {
  return appEnv !== 'production' || analyser.mode === 'live';
}

/** The analyser's failure as the spec's AI error codes (§8), the photo's arch naming its own. */
export function aiErrorCode(error: IntegrationError, photoType: TAiPhotoType): ErrorCode {
  if (error.failure === 'unavailable') {
    if (error.reason === 'TIMEOUT' || error.reason === 'NETWORK') return 'AI-NETWORK-ERROR';
    if (error.reason.startsWith('HTTP_5')) return 'AI-SERVER-ERROR';
    return 'AI-UNKNOWN-ERROR';
  }
  switch (error.reason) {
    case 'NOT_AN_IMAGE':
      return 'AI-BLOB-CONVERSION-ERROR';
    case 'IMAGE_INVALID':
      return 'AI-BAD-REQUEST';
    case 'NOT_DENTAL_PHOTO':
      return photoType === 'upper' ? 'AI-UPPER-PHOTO-ERROR' : 'AI-LOWER-PHOTO-ERROR';
    case 'UNAUTHORIZED':
      return 'AI-UNAUTHORIZED';
    case 'API_ERROR':
      return 'AI-API-ERROR';
    default:
      return 'AI-UNKNOWN-ERROR';
  }
}

/**
 * POST /api/dental-ai/analyze: one photo through the analyser, its findings at or above the
 * threshold, strongest first, each labelled with the photo's arch. Nothing is stored here: the
 * workflow keeps the results until the dentist finishes, then stores them (save-analysis.service.ts).
 */
export async function analyzePhoto(analyser: DentalAi, appEnv: TAppEnv, request: PhotoRequest): Promise<TAiAnalysis> {
  if (!isAiAvailable(appEnv, analyser)) throw new AppError('AI-DISABLED');
  try {
    const result = await analyser.analyze({
      bytes: request.bytes,
      photoType: request.photoType,
      threshold: request.threshold,
    });
    return {
      photoType: request.photoType,
      threshold: request.threshold,
      imageWidth: result.imageWidth,
      imageHeight: result.imageHeight,
      detections: result.findings
        .filter((finding) => finding.confidence >= request.threshold)
        .sort((a, b) => b.confidence - a.confidence)
        .map((finding) => ({
          class_name: finding.className,
          confidence: finding.confidence,
          box: finding.box,
          photoType: request.photoType,
        })),
      mode: analyser.mode,
    };
  } catch (error) {
    if (error instanceof IntegrationError) throw new AppError(aiErrorCode(error, request.photoType));
    throw error;
  }
}
