import { z } from 'zod';

// AI dental-photo analysis (spec clinic §3 AI detection, §5 AI photo rules, §9 AI constants).
// The class names travel as the spec writes them, `carries` included: an outside analyser speaks
// them, and the screen labels them in Thai.

/** The conditions the analyser detects (spec §3), in the order the screens list them. */
export const AI_CLASS_NAMES = ['gum', 'carries', 'calculus', 'tongue', 'worn_teeth', 'fluorosis'] as const;
export const ZAiClassName = z.enum(AI_CLASS_NAMES);
export type TAiClassName = z.infer<typeof ZAiClassName>;

/** Which arch a photo shows: the workflow needs one of each (spec §4, §5). */
export const AI_PHOTO_TYPES = ['upper', 'lower'] as const;
export const ZAiPhotoType = z.enum(AI_PHOTO_TYPES);
export type TAiPhotoType = z.infer<typeof ZAiPhotoType>;

/** A photo is at most 10 MB (spec §5: 'รูปภาพมีขนาดใหญ่เกินไป (สูงสุด 10MB)'). */
export const AI_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The photo types the analyser reads (by their bytes, not by the name the browser gave). */
export const AI_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A rectangle in the photo's own pixels (after its EXIF orientation): x1 < x2 ≤ width, y1 < y2 ≤ height. */
export const ZAiBox = z.object({
  x1: z.number().min(0),
  y1: z.number().min(0),
  x2: z.number().min(0),
  y2: z.number().min(0),
});
export type TAiBox = z.infer<typeof ZAiBox>;

export const ZAiConfidence = z.number().min(0).max(1);

/** One finding on one photo (spec §3: class_name, confidence, box, photoType). */
export const ZAiDetection = z.object({
  class_name: ZAiClassName,
  confidence: ZAiConfidence,
  box: ZAiBox,
  photoType: ZAiPhotoType,
});
export type TAiDetection = z.infer<typeof ZAiDetection>;

/** The multipart text fields of an analysis (the photo itself is the `image` file part). */
export const ZAiAnalyzeFields = z
  .object({
    threshold: z.coerce.number().min(0).max(1).default(0.5),
    photoType: ZAiPhotoType,
  })
  .strict();
export type TAiAnalyzeFields = z.infer<typeof ZAiAnalyzeFields>;

/** What the analyser found on one photo: its detections at or above the threshold, strongest first. */
export const ZAiAnalysis = z.object({
  photoType: ZAiPhotoType,
  threshold: ZAiConfidence,
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  detections: z.array(ZAiDetection),
  /** `sandbox`: the built-in classical image pipeline, a demonstration and not a diagnosis. */
  mode: z.enum(['sandbox', 'live']),
});
export type TAiAnalysis = z.infer<typeof ZAiAnalysis>;

export const ZAiBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
