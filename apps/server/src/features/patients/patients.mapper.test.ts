import { describe, expect, it } from 'vitest';
import type { TPatient } from '@yim/contract';
import { changedFields } from './patients.mapper.ts';

const base = { id: 1, dn: 1, mobile: '0811111111', notes: '', updatedAt: '2026-01-01T00:00:00.000Z' } as TPatient;

describe('changedFields', () => {
  it('keeps only the fields whose values differ, ignoring the update time', () => {
    const after = { ...base, notes: 'มาตามนัด', updatedAt: '2026-02-01T00:00:00.000Z' } as TPatient;
    expect(changedFields(base, after)).toEqual({ before: { notes: '' }, after: { notes: 'มาตามนัด' } });
  });

  it('answers nothing for an unchanged record', () => {
    expect(changedFields(base, { ...base })).toEqual({ before: {}, after: {} });
  });
});
