import { describe, expect, it } from 'vitest';
import { ICD10_ORAL_CODES } from './icd10-oral.data.ts';
import { SCHEME_ENTRY_SEED } from './scheme-entries.data.ts';
import { PAYMENT_GROUPS, THAI_BANKS } from './payments.data.ts';

// WHO ICD-10 2019, K00–K14: 15 three-character categories and their 109 four-character subcodes.
const SUBCODES_PER_CATEGORY: Record<string, number> = {
  K00: 10,
  K01: 2,
  K02: 8,
  K03: 10,
  K04: 10,
  K05: 7,
  K06: 5,
  K07: 9,
  K08: 6,
  K09: 5,
  K10: 6,
  K11: 10,
  K12: 4,
  K13: 8,
  K14: 9,
};

describe('the ICD-10 oral chapter K00-K14', () => {
  it('has every category and subcode once, in code order', () => {
    const codes = ICD10_ORAL_CODES.map((c) => c.code);
    expect(codes).toHaveLength(124);
    expect(new Set(codes).size).toBe(124);
    expect(codes).toEqual([...codes].sort());
    for (const [category, count] of Object.entries(SUBCODES_PER_CATEGORY)) {
      expect(codes, category).toContain(category);
      expect(codes.filter((c) => c.startsWith(`${category}.`)), category).toHaveLength(count);
    }
  });

  it('names every code in English and has no stray characters', () => {
    for (const { code, en, th } of ICD10_ORAL_CODES) {
      expect(code).toMatch(/^K(0\d|1[0-4])(\.\d)?$/);
      expect(en.trim(), code).toBe(en);
      expect(en.length, code).toBeGreaterThan(3);
      expect(th, code).not.toMatch(/\p{Cc}/u);
    }
  });

  it('ships ICD-10 as diagnoses and no ICD-10-TM code', () => {
    expect(SCHEME_ENTRY_SEED.filter((e) => e.source === 'icd10').every((e) => e.kind === 'treatDiag')).toBe(true);
    expect(SCHEME_ENTRY_SEED.some((e) => e.source === 'icd10tm')).toBe(false);
  });
});

describe('payment methods and banks', () => {
  it('have unique ids and codes', () => {
    const methods = PAYMENT_GROUPS.flatMap((g) => g.methods);
    expect(new Set(methods.map((m) => m.id)).size).toBe(methods.length);
    expect(new Set(methods.map((m) => m.code)).size).toBe(methods.length);
    expect(new Set(THAI_BANKS.map((b) => b.code)).size).toBe(THAI_BANKS.length);
  });
});
