import type { TAiClassName, TAiPhotoType, TIntegrationMode } from '@yim/contract';

/** One finding in the photo's own pixels (after its EXIF orientation). */
export type DentalAiFinding = {
  className: TAiClassName;
  confidence: number;
  box: { x1: number; y1: number; x2: number; y2: number };
};

export type DentalAiResult = { imageWidth: number; imageHeight: number; findings: DentalAiFinding[] };

export type DentalAiPhoto = { bytes: Buffer; photoType: TAiPhotoType; threshold: number };

/**
 * The reasons an analyser refuses a photo (IntegrationError `rejected`); the ai feature turns each
 * into its AI-… error code (spec clinic §8).
 */
export const DENTAL_AI_REJECTIONS = {
  /** The bytes are not a JPEG, PNG or WebP picture that decodes. */
  notAnImage: 'NOT_AN_IMAGE',
  /** A picture, but not one to analyse (too small, too narrow). */
  imageInvalid: 'IMAGE_INVALID',
  /** A picture in which the analyser finds no teeth: the wrong photo for its arch. */
  notDentalPhoto: 'NOT_DENTAL_PHOTO',
  /** The analyser does not accept our key. */
  unauthorized: 'UNAUTHORIZED',
  /** Any other refusal the analyser states. */
  apiError: 'API_ERROR',
} as const;

/**
 * What a patient-facing text is written from: the confirmed findings of one stored analysis, no
 * name nor photo (the patient stays unknown to the service).
 */
export type DentalAiContentRequest = {
  lang: 'th' | 'en';
  oralHealth: 'excellent' | 'good' | 'fair' | 'poor';
  problemCount: number;
  /** Per condition and arch, in the spec's order, upper arch first. */
  confirmed: { className: TAiClassName; photoType: TAiPhotoType; count: number }[];
  removedCount: number;
};

export type DentalAiContent = { title: string; paragraphs: string[] };

/**
 * The dental-photo analyser (spec clinic §7 "AI"). `analyze` answers the findings at or above the
 * photo's threshold; it throws IntegrationError `rejected` with one of DENTAL_AI_REJECTIONS, or
 * `unavailable` (TIMEOUT, NETWORK, HTTP_5xx, BAD_RESPONSE) when the analyser cannot be asked.
 */
export type DentalAi = {
  mode: TIntegrationMode;
  analyze(photo: DentalAiPhoto): Promise<DentalAiResult>;
  /** POST /api/ai/content: a patient-friendly summary of one analysis; the same failures. */
  writeContent(request: DentalAiContentRequest): Promise<DentalAiContent>;
};
