import { describe, expect, it } from 'vitest';
import { auditChanges } from './patient-history.service.ts';

describe('auditChanges', () => {
  it('lists the changed fields of an update with both values', () => {
    expect(
      auditChanges({ action: 'update', before: { mobile: '0811111111' }, after: { mobile: '0899999999', tel: '02' } }),
    ).toEqual([
      { field: 'mobile', before: '0811111111', after: '0899999999' },
      { field: 'tel', before: null, after: '02' },
    ]);
  });

  it('lists what a registration filled in, not its empty fields or ids', () => {
    expect(
      auditChanges({
        action: 'create',
        before: null,
        after: { id: 7, firstNameTh: 'สมชาย', tel: '', titleNameTh: null, consentSms: false, createdAt: 'x' },
      }),
    ).toEqual([{ field: 'firstNameTh', before: null, after: 'สมชาย' }]);
  });

  it('names no field for an opening or a deletion', () => {
    expect(auditChanges({ action: 'open', before: null, after: null })).toEqual([]);
    expect(auditChanges({ action: 'delete', before: { firstNameTh: 'ก' }, after: null })).toEqual([]);
  });
});
