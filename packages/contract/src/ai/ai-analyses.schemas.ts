import { z } from 'zod';
import { ZId, ZInstant } from '../lib/wire.ts';
import { AI_PLAN_MIN_CONFIDENCE, type TOralHealth } from './ai.rules.ts';
import { ZAiBox, ZAiClassName, ZAiConfidence, ZAiPhotoType } from './ai.schemas.ts';

// A finished analysis, stored when the dentist finishes the workflow (step 4): what the analyser
// found on both photos and what the dentist decided about each suggested line (docs/ai-scope.md).

/** What the dentist decided about a suggested line; `undecided` for a finding that made no line (under 0.3). */
export const AI_FINDING_DECISIONS = ['confirmed', 'removed', 'undecided'] as const;
export type TAiFindingDecision = (typeof AI_FINDING_DECISIONS)[number];

export const ORAL_HEALTH_BANDS = ['excellent', 'good', 'fair', 'poor'] as const satisfies readonly TOralHealth[];
export const ZOralHealth = z.enum(ORAL_HEALTH_BANDS);

/** A photo never holds more findings than this (the sandbox answers at most 8 a condition). */
export const AI_MAX_FINDINGS_PER_PHOTO = 200;

const ZSavedFinding = z.object({ class_name: ZAiClassName, confidence: ZAiConfidence, box: ZAiBox });

/** One photo's result as the analyser answered it (ZAiAnalysis, its detections without the arch). */
const ZSavedPhoto = z.object({
  photoType: ZAiPhotoType,
  imageWidth: z.number().int().positive().max(100_000),
  imageHeight: z.number().int().positive().max(100_000),
  detections: z.array(ZSavedFinding).max(AI_MAX_FINDINGS_PER_PHOTO),
});

const ZLineDecision = z.object({
  photoType: ZAiPhotoType,
  className: ZAiClassName,
  decision: z.enum(['confirmed', 'removed']),
});

const lineKey = (photoType: string, className: string) => `${photoType}:${className}`;

export const AI_SAVE_MESSAGES = {
  photos: 'ต้องมีผลวิเคราะห์ของรูปฟันบนและฟันล่างอย่างละหนึ่งรูป',
  unknownLine: 'ไม่มีรายการนี้ในแผนที่ AI แนะนำ',
  duplicateLine: 'ตัดสินรายการนี้ซ้ำ',
  noConfirmed: 'ต้องยืนยันอย่างน้อยหนึ่งรายการ',
} as const;

/**
 * POST /api/dental-ai/analysis/{c}/{b}: the workflow's results and the dentist's decision on each
 * suggested line (a condition on an arch). Lines are those a finding of at least 0.3 suggests
 * (spec §9), and step 3 needs one confirmed (spec §4). `planId` is the plan step 4 saved, when the
 * confirmed lines had treatments in the branch's list.
 */
export const ZAiAnalysisSave = z
  .object({
    patientId: ZId,
    threshold: ZAiConfidence,
    mode: z.enum(['sandbox', 'live']),
    photos: z.array(ZSavedPhoto).length(2),
    decisions: z.array(ZLineDecision).min(1).max(12),
    planId: ZId.nullable().default(null),
  })
  .strict()
  .superRefine((body, ctx) => {
    const types = new Set(body.photos.map((p) => p.photoType));
    if (types.size !== 2) ctx.addIssue({ code: 'custom', message: AI_SAVE_MESSAGES.photos, path: ['photos'] });
    const suggested = new Set(
      body.photos.flatMap((p) =>
        p.detections
          .filter((d) => d.confidence >= AI_PLAN_MIN_CONFIDENCE)
          .map((d) => lineKey(p.photoType, d.class_name)),
      ),
    );
    const seen = new Set<string>();
    body.decisions.forEach((d, i) => {
      const key = lineKey(d.photoType, d.className);
      if (!suggested.has(key))
        ctx.addIssue({ code: 'custom', message: AI_SAVE_MESSAGES.unknownLine, path: ['decisions', i] });
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: AI_SAVE_MESSAGES.duplicateLine, path: ['decisions', i] });
      seen.add(key);
    });
    if (!body.decisions.some((d) => d.decision === 'confirmed')) {
      ctx.addIssue({ code: 'custom', message: AI_SAVE_MESSAGES.noConfirmed, path: ['decisions'] });
    }
  });
export type TAiAnalysisSave = z.output<typeof ZAiAnalysisSave>;

export const ZAiStoredFinding = z.object({
  class_name: ZAiClassName,
  photoType: ZAiPhotoType,
  confidence: ZAiConfidence,
  box: ZAiBox,
  decision: z.enum(AI_FINDING_DECISIONS),
});

/** A stored analysis as the wire shows it. */
export const ZAiStoredAnalysis = z.object({
  id: ZId,
  patientId: ZId,
  createdAt: ZInstant,
  doctorUid: z.string(),
  threshold: ZAiConfidence,
  mode: z.enum(['sandbox', 'live']),
  /** Confirmed lines (conditions on an arch): the count spec §4 grades the mouth by. */
  problemCount: z.number().int().min(0),
  oralHealth: ZOralHealth,
  planId: ZId.nullable(),
  findings: z.array(ZAiStoredFinding),
});
export type TAiStoredAnalysis = z.infer<typeof ZAiStoredAnalysis>;

/** POST /api/ai/content/{c}/{b}: a patient-friendly text of one stored analysis, Thai by default. */
export const ZAiContentRequest = z.object({ analysisId: ZId, lang: z.enum(['th', 'en']).default('th') }).strict();
export type TAiContentRequest = z.output<typeof ZAiContentRequest>;

export const ZAiContent = z.object({
  analysisId: ZId,
  lang: z.enum(['th', 'en']),
  title: z.string(),
  paragraphs: z.array(z.string()),
  /** `sandbox`: fixed sentences filled from the findings, not a language model. */
  mode: z.enum(['sandbox', 'live']),
});
export type TAiContent = z.infer<typeof ZAiContent>;
