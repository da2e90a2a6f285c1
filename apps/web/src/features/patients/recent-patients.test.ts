import { afterEach, describe, expect, it } from 'vitest';
import { forgetPatient, readRecentPatientIds, rememberPatient } from './recent-patients.ts';

describe('recent patients', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the last five opened, most recent first, each once', () => {
    for (const id of [1, 2, 3, 4, 5, 6]) rememberPatient('yim', id);
    rememberPatient('yim', 4);
    expect(readRecentPatientIds('yim')).toEqual([4, 6, 5, 3, 2]);
  });

  it('stores ids only, per clinic', () => {
    rememberPatient('yim', 42);
    rememberPatient('other', 7);
    expect(window.localStorage.getItem('recentPatients:yim')).toBe('[42]');
    expect(readRecentPatientIds('other')).toEqual([7]);
  });

  it('forgets a deleted record and ignores anything unreadable', () => {
    rememberPatient('yim', 1);
    rememberPatient('yim', 2);
    forgetPatient('yim', 1);
    expect(readRecentPatientIds('yim')).toEqual([2]);
    window.localStorage.setItem('recentPatients:yim', '{"name":"สมชาย"}');
    expect(readRecentPatientIds('yim')).toEqual([]);
    window.localStorage.setItem('recentPatients:yim', '[3,"สมชาย",-1,2.5,9]');
    expect(readRecentPatientIds('yim')).toEqual([3, 9]);
  });
});
