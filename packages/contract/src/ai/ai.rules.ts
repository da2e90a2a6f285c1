import type { TAiClassName, TAiDetection, TAiPhotoType } from './ai.schemas.ts';

// The business constants of AI analysis (spec clinic §4, §9) as plain functions: the server filters
// by the threshold, the screen bands confidences, builds the plan and grades the mouth by them.

/** The analyser's default cut-off when the request names none (spec §9). */
export const AI_DEFAULT_THRESHOLD = 0.5;
/** A finding enters the suggested plan from this confidence (spec §9). */
export const AI_PLAN_MIN_CONFIDENCE = 0.3;
/** Lower bounds of the confidence bands (spec §9: high 0.8, medium 0.6, low 0.4). */
export const AI_CONFIDENCE_BANDS = { high: 0.8, medium: 0.6, low: 0.4 } as const;

/** Below the low band a finding is `uncertain`: shown, and still suggested from 0.3. */
export type TAiConfidenceBand = 'high' | 'medium' | 'low' | 'uncertain';

export function confidenceBand(confidence: number): TAiConfidenceBand {
  if (confidence >= AI_CONFIDENCE_BANDS.high) return 'high';
  if (confidence >= AI_CONFIDENCE_BANDS.medium) return 'medium';
  if (confidence >= AI_CONFIDENCE_BANDS.low) return 'low';
  return 'uncertain';
}

export type TOralHealth = 'excellent' | 'good' | 'fair' | 'poor';

/** Overall oral health by the number of problems kept (spec §4, §9): 0, up to 2, up to 5, more. */
export function oralHealth(problemCount: number): TOralHealth {
  if (problemCount <= 0) return 'excellent';
  if (problemCount <= 2) return 'good';
  if (problemCount <= 5) return 'fair';
  return 'poor';
}

/**
 * The nominal ICD-10 code of each condition (spec §9 names K021 for caries and K0509 for gum; the
 * others are the nearest K-codes): K03.6 deposits on teeth, K14.3 coated tongue, K03.0 excessive
 * attrition, K00.3 mottled teeth (dental fluorosis). The dentist may change the diagnosis later.
 */
export const AI_ICD_CODES: Record<TAiClassName, string> = {
  gum: 'K0509',
  carries: 'K021',
  calculus: 'K036',
  tongue: 'K143',
  worn_teeth: 'K030',
  fluorosis: 'K003',
};

/**
 * What a branch charges when its master treatments have no match, in satang. The spec lists the
 * amounts (1200, 2500, 1000, 500, 3000, 8000 baht) without their conditions; this pairing follows
 * the usual cost of each treatment: a filling, periodontal treatment, scaling, tongue-care advice,
 * a build-up of worn teeth, veneers for fluorosis.
 */
export const AI_FALLBACK_PRICES: Record<TAiClassName, number> = {
  carries: 120_000,
  gum: 250_000,
  calculus: 100_000,
  tongue: 50_000,
  worn_teeth: 300_000,
  fluorosis: 800_000,
};

/** Conditions counted per finding (each lesion is treated); the others are treated once per arch. */
const COUNTED_PER_FINDING: ReadonlySet<TAiClassName> = new Set(['carries', 'worn_teeth']);

/** A suggested plan line: one condition on one arch, before the dentist confirms it. */
export type TAiPlanSuggestion = {
  key: string;
  className: TAiClassName;
  photoType: TAiPhotoType;
  icdCode: string;
  quantity: number;
  /** The strongest finding behind it. */
  confidence: number;
  status: 'Diagnosed';
};

/**
 * The plan the detections suggest (spec §4 step 3): findings of at least 0.3 confidence, one line
 * per condition and arch, in the order of AI_CLASS_NAMES, upper arch first.
 */
export function suggestPlan(detections: readonly TAiDetection[]): TAiPlanSuggestion[] {
  const lines = new Map<string, TAiPlanSuggestion>();
  for (const detection of detections) {
    if (detection.confidence < AI_PLAN_MIN_CONFIDENCE) continue;
    const key = `${detection.photoType}:${detection.class_name}`;
    const line = lines.get(key);
    if (line) {
      if (COUNTED_PER_FINDING.has(detection.class_name)) line.quantity += 1;
      line.confidence = Math.max(line.confidence, detection.confidence);
      continue;
    }
    lines.set(key, {
      key,
      className: detection.class_name,
      photoType: detection.photoType,
      icdCode: AI_ICD_CODES[detection.class_name],
      quantity: 1,
      confidence: detection.confidence,
      status: 'Diagnosed',
    });
  }
  const order = (line: TAiPlanSuggestion) =>
    (line.photoType === 'upper' ? 0 : 100) + AI_CLASS_ORDER.indexOf(line.className);
  return [...lines.values()].sort((a, b) => order(a) - order(b));
}

const AI_CLASS_ORDER: readonly TAiClassName[] = ['gum', 'carries', 'calculus', 'tongue', 'worn_teeth', 'fluorosis'];

/** Step gates of the workflow (spec §4): both photos, then results, then at least one plan line. */
export function canLeaveAiStep(
  step: 'photos' | 'analysis' | 'plan',
  state: { hasUpper: boolean; hasLower: boolean; hasResults: boolean; planLines: number },
): boolean {
  switch (step) {
    case 'photos':
      return state.hasUpper && state.hasLower;
    case 'analysis':
      return state.hasResults;
    case 'plan':
      return state.planLines >= 1;
  }
}
