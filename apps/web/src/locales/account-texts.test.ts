import {
  ACCOUNT_MESSAGES,
  APPOINTMENT_MESSAGES,
  CLINIC_MESSAGES,
  MASTER_MESSAGES,
  PASSWORD_MESSAGES,
  PATIENT_MESSAGES,
  RISK_MESSAGES,
} from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { resources } from '../test/locale-resources.ts';

describe('account and profile texts', () => {
  it('carry every validation message of the contract, Thai word for word, and English for each', () => {
    expect(resources.th.auth.validation).toEqual({
      ...ACCOUNT_MESSAGES,
      ...PASSWORD_MESSAGES,
      ...MASTER_MESSAGES,
      ...CLINIC_MESSAGES,
      ...PATIENT_MESSAGES,
      ...RISK_MESSAGES,
      ...APPOINTMENT_MESSAGES,
    });
    expect(Object.keys(resources.en.auth.validation).sort()).toEqual(
      Object.keys({
        ...ACCOUNT_MESSAGES,
        ...PASSWORD_MESSAGES,
        ...MASTER_MESSAGES,
        ...CLINIC_MESSAGES,
        ...PATIENT_MESSAGES,
        ...RISK_MESSAGES,
        ...APPOINTMENT_MESSAGES,
      }).sort(),
    );
  });

  it('carry the spec texts of the profile modal word for word (access §2 and §8)', () => {
    const th = resources.th.profile;
    expect(th.tabs).toEqual({ edit: 'แก้ไขโปรไฟล์', password: 'เปลี่ยนรหัสผ่าน' });
    expect(th.edit.saved).toBe('อัพเดตโปรไฟล์สำเร็จ');
    expect(th.edit.saveFailed).toBe('ไม่สามารถอัพเดตโปรไฟล์ได้');
    expect(th.edit.avatarFailed).toBe('ไม่สามารถอัพโหลดรูปโปรไฟล์ได้');
    expect(th.password).toMatchObject({
      wrongOldHint: 'รหัสผ่านผิด',
      wrongOld: 'ใส่รหัสผ่านเดิมไม่ถูกต้อง',
      usedBeforeHint: 'เคยใช้รหัสผ่านนี้แล้ว',
      usedBefore: 'รหัสผ่านใหม่นี้เคยถูกใช้มาแล้ว',
      failed: 'ไม่สามารถเปลี่ยนรหัสผ่านได้',
      changed: 'เปลี่ยนรหัสผ่านสำเร็จ',
    });
    expect(resources.th.shell.navbar.profile).toBe('โปรไฟล์');
  });
});
