import { ZTreatmentInput, type TMasterEntry } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { createBody, draftTotals, emptyDraft, lineFromEntry } from './treatment-draft.ts';

const entry = (over: Partial<TMasterEntry>): TMasterEntry => ({
  id: 1,
  cateId: null,
  code: 'X',
  nameTh: 'x',
  nameEn: 'x',
  price: null,
  unit: '',
  favorite: false,
  timeUse: 0,
  branchId: 1,
  source: 'branch',
  deletedAt: null,
  ...over,
});

describe('the treatment form draft', () => {
  it('builds lines from master entries on the chart selection and adds them up in satang', () => {
    const draft = emptyDraft('00000000-0000-4000-8000-000000000001');
    draft.lines.push(
      lineFromEntry('diagnosis', entry({ id: 2, price: 50 }), ['36'], ['M', 'O']),
      lineFromEntry('treatment', entry({ id: 3, price: 1200 }), ['36'], ['M', 'O']),
      lineFromEntry('item', entry({ id: 4, price: 0.1 }), ['36'], ['M']),
    );
    draft.lines[1]!.discount = 200;
    draft.lines[2]!.quantity = 3;
    draft.finalDiscount = 100.3;
    expect(draft.lines[0]).toMatchObject({ price: 0, teeth: ['36'], surfaces: ['M', 'O'] });
    expect(draft.lines[2]).toMatchObject({ teeth: [], surfaces: [] });
    expect(draftTotals(draft)).toEqual({ subtotal: 1000.3, finalDiscount: 100.3, total: 900 });
    expect(ZTreatmentInput.safeParse(createBody(draft, 5)).success).toBe(true);
  });

  it('keeps no surfaces on a line without teeth', () => {
    expect(lineFromEntry('treatment', entry({ price: 10 }), [], ['O']).surfaces).toEqual([]);
  });
});
