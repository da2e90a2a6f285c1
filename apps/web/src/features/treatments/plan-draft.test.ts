import { describe, expect, it } from 'vitest';
import type { TMasterEntry } from '@yim/contract';
import { createPlanBody, emptyPlanDraft, itemFromEntry, placeText, planDraftTotal } from './plan-draft.ts';

const entry: TMasterEntry = {
  id: 7,
  cateId: null,
  code: 'FILL-CR2',
  nameTh: 'อุดฟันคอมโพสิต 2 ด้าน',
  nameEn: 'Composite filling, two surfaces',
  price: 1200,
  unit: '',
  favorite: false,
  timeUse: 0,
  branchId: 1,
  source: 'branch',
  deletedAt: null,
};

describe('plan draft', () => {
  it('puts a picked entry on the selected teeth, or on the mouth area when no tooth is selected', () => {
    expect(itemFromEntry(entry, ['36', '37'], '00')).toMatchObject({
      teeth: ['36', '37'],
      mouthArea: null,
      price: 1200,
    });
    expect(itemFromEntry(entry, [], '01')).toMatchObject({ teeth: [], mouthArea: '01', status: 'Planned' });
  });

  it('adds prices in satang and names the place of an item', () => {
    expect(planDraftTotal([{ price: 0.1 }, { price: 0.2 }, { price: 1000 }])).toBe(1000.3);
    const areas = new Map([['00', 'ทั้งปาก']]);
    expect(placeText({ teeth: [], mouthArea: '00' }, areas)).toBe('ทั้งปาก');
    expect(placeText({ teeth: ['11', '21'], mouthArea: null }, areas)).toBe('11, 21');
  });

  it('sends new items without ids, with their status and priority', () => {
    const draft = { ...emptyPlanDraft(), items: [itemFromEntry(entry, ['46'], null)] };
    expect(createPlanBody(draft, 5)).toEqual({
      patientId: 5,
      title: '',
      note: '',
      status: 'Active',
      items: [{ masterId: 7, teeth: ['46'], mouthArea: null, price: 1200, priority: 3, status: 'Planned', note: '' }],
    });
  });
});
