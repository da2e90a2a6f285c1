import { describe, expect, it } from 'vitest';
import {
  AI_FALLBACK_PRICES,
  AI_ICD_CODES,
  canLeaveAiStep,
  confidenceBand,
  oralHealth,
  suggestPlan,
} from './ai.rules.ts';
import { AI_CLASS_NAMES, type TAiDetection } from './ai.schemas.ts';

const box = { x1: 1, y1: 1, x2: 5, y2: 5 };
const found = (class_name: TAiDetection['class_name'], confidence: number, photoType: 'upper' | 'lower' = 'upper') =>
  ({ class_name, confidence, box, photoType }) satisfies TAiDetection;

describe('AI rules of spec clinic §4 and §9', () => {
  it('bands confidences at 0.8, 0.6 and 0.4, bounds included', () => {
    expect([0.95, 0.8, 0.79, 0.6, 0.59, 0.4, 0.39, 0.3].map(confidenceBand)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
      'uncertain',
      'uncertain',
    ]);
  });

  it('grades the mouth by problem count: 0 excellent, up to 2 good, up to 5 fair, more poor', () => {
    expect([0, 1, 2, 3, 5, 6, 20].map(oralHealth)).toEqual([
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
    ]);
  });

  it('has a K-code and a fallback price in satang for every condition, the spec amounts each once', () => {
    for (const name of AI_CLASS_NAMES) expect(AI_ICD_CODES[name]).toMatch(/^K\d{3,4}$/);
    expect(AI_ICD_CODES.carries).toBe('K021');
    expect(AI_ICD_CODES.gum).toBe('K0509');
    expect(Object.values(AI_FALLBACK_PRICES).sort((a, b) => a - b)).toEqual(
      [500, 1000, 1200, 2500, 3000, 8000].map((baht) => baht * 100),
    );
  });

  it('suggests one Diagnosed line per condition and arch from 0.3 confidence, counting lesions', () => {
    const plan = suggestPlan([
      found('carries', 0.9),
      found('carries', 0.45),
      found('calculus', 0.31),
      found('calculus', 0.7),
      found('gum', 0.29),
      found('carries', 0.6, 'lower'),
      found('tongue', 0.3, 'lower'),
    ]);
    expect(plan.map((l) => [l.key, l.icdCode, l.quantity, l.confidence, l.status])).toEqual([
      ['upper:carries', 'K021', 2, 0.9, 'Diagnosed'],
      ['upper:calculus', 'K036', 1, 0.7, 'Diagnosed'],
      ['lower:carries', 'K021', 1, 0.6, 'Diagnosed'],
      ['lower:tongue', 'K143', 1, 0.3, 'Diagnosed'],
    ]);
    expect(suggestPlan([found('gum', 0.2)])).toEqual([]);
  });

  it('gates the steps: both photos, results, at least one plan line', () => {
    const state = { hasUpper: true, hasLower: false, hasResults: false, planLines: 0 };
    expect(canLeaveAiStep('photos', state)).toBe(false);
    expect(canLeaveAiStep('photos', { ...state, hasLower: true })).toBe(true);
    expect(canLeaveAiStep('analysis', state)).toBe(false);
    expect(canLeaveAiStep('analysis', { ...state, hasResults: true })).toBe(true);
    expect(canLeaveAiStep('plan', state)).toBe(false);
    expect(canLeaveAiStep('plan', { ...state, planLines: 1 })).toBe(true);
  });
});
