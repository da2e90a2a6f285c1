import { describe, expect, it } from 'vitest';
import { ROLE } from '@yim/contract';
import { menuPath, visibleMenuItems } from './sidebar-menu.ts';

const names = (roles: number[], hasFileStore = false) =>
  visibleMenuItems({ roles, hasFileStore }).map((item) => item.name);

describe('visibleMenuItems', () => {
  it('shows a doctor the calendar, lists and personal income but not branch income or settings', () => {
    const items = names([ROLE.DOCTOR]);
    expect(items).toContain('Dashboard');
    expect(items).toContain('TxListManage');
    expect(items).toContain('PersonalIncome');
    expect(items).not.toContain('BranchIncome');
    expect(items).not.toContain('Setting');
    expect(items).not.toContain('QueueManage');
  });

  it('shows an assistant the queues and the patients only', () => {
    expect(names([ROLE.ASSISTANT])).toEqual(['DoctorsTreatingQueue', 'QueueManage', 'QueueList', 'PatientList']);
  });

  it('shows the patient list to every role that reads patients', () => {
    for (const role of [ROLE.MANAGER, ROLE.DOCTOR, ROLE.COUNTER, ROLE.ASSISTANT, ROLE.HEADCOUNTER]) {
      expect(names([role])).toContain('PatientList');
    }
  });

  it('keeps branch settings from the counter (menu rule) and file manage behind the file store', () => {
    expect(names([ROLE.COUNTER])).not.toContain('Setting');
    expect(names([ROLE.MANAGER])).toContain('Setting');
    expect(names([ROLE.MANAGER])).not.toContain('FileManage');
    expect(names([ROLE.MANAGER], true)).toContain('FileManage');
  });

  it('passes when any held role is allowed', () => {
    expect(names([ROLE.DOCTOR, ROLE.ASSISTANT])).toEqual(expect.arrayContaining(['Dashboard', 'DoctorsTreatingQueue']));
  });
});

describe('menuPath', () => {
  it('drops optional parameters', () => {
    expect(menuPath('QueueList')).toBe('queuelist');
    expect(menuPath('Dashboard')).toBe('doctor/dashboard');
  });
});
