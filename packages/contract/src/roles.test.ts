import { describe, expect, it } from 'vitest';
import { BRANCH_PAGES, PERMISSIONS, ROLE, canUse, landingPagePath } from './roles.ts';

const { MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER } = ROLE;

describe('the role matrix of spec access §6', () => {
  it.each([
    ['doctorDashboard', [DOCTOR]],
    ['doctorsTreatingQueue', [ASSISTANT]],
    ['queue', [ASSISTANT, COUNTER, MANAGER, HEADCOUNTER]],
    ['userManage', [MANAGER, COUNTER, HEADCOUNTER]],
    ['masterLists', [COUNTER, MANAGER, DOCTOR, HEADCOUNTER]],
    ['masterListsWrite', [COUNTER, MANAGER, HEADCOUNTER]],
    ['receipts', [COUNTER, MANAGER, HEADCOUNTER]],
    ['fileManage', [MANAGER, HEADCOUNTER]],
    ['reportBranch', [COUNTER, MANAGER, HEADCOUNTER]],
    ['aiAnalysis', [MANAGER, HEADCOUNTER]],
    ['setting', [COUNTER, MANAGER, HEADCOUNTER]],
    ['settingWrite', [MANAGER, HEADCOUNTER]],
    ['patientRead', [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER]],
    ['patientWrite', [COUNTER, MANAGER, HEADCOUNTER]],
    ['patientManage', [MANAGER]],
    ['navNewPatient', [MANAGER, COUNTER, HEADCOUNTER]],
    ['navPatientSearch', [MANAGER, COUNTER, ASSISTANT, HEADCOUNTER]],
  ] as const)('%s is open to exactly %j', (area, roles) => {
    for (const role of [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER]) {
      expect(canUse(area, [role]), `role ${role}`).toBe((roles as readonly number[]).includes(role));
    }
    expect([...PERMISSIONS[area]].sort()).toEqual([...roles].sort());
  });

  it('passes when any held role is allowed', () => {
    expect(canUse('doctorDashboard', [MANAGER, DOCTOR])).toBe(true);
    expect(canUse('fileManage', [DOCTOR, COUNTER])).toBe(false);
    expect(canUse('queue', [])).toBe(false);
  });

  it('names every branch route of the spec once', () => {
    const names = BRANCH_PAGES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'Dashboard',
      'DoctorsTreatingQueue',
      'QueueManage',
      'QueueList',
      'UserManage',
      'PackageManage',
      'AptListManage',
      'TxListManage',
      'DxListManage',
      'ItemsListManage',
      'LabProductManage',
      'ReceiptManage',
      'LabExpense',
      'FileManage',
      'PersonalIncome',
      'BranchIncome',
      'branchAnalysis',
      'PatientAnalysis',
      'Setting',
      'Subscription',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('lands doctors on their calendar, assistants on the doctors queue, others on the calendar of rooms', () => {
    expect(landingPagePath([DOCTOR])).toBe('doctor/dashboard');
    expect(landingPagePath([MANAGER, DOCTOR])).toBe('doctor/dashboard');
    expect(landingPagePath([ASSISTANT])).toBe('doctorsTxQ');
    expect(landingPagePath([COUNTER])).toBe('queuemanage');
    expect(landingPagePath([HEADCOUNTER])).toBe('queuemanage');
  });
});
