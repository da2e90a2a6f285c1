import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account.messages.ts';
import { ZProfileBody, ZRegisterBody } from './account.schemas.ts';

const dentist = { userTypeId: '2', drSpecialItems: ['1'] };
const registration = {
  email: 'dentist@example.com',
  password: 'Smile2024x',
  confirmPassword: 'Smile2024x',
  firstNameTh: 'ก',
  lastNameTh: 'ข',
  firstNameEn: 'A',
  lastNameEn: 'B',
  mobile: '0812345678',
  ...dentist,
};
const profile = { ...registration, uid: 'u' };

function licenceIssue(schema: typeof ZRegisterBody | typeof ZProfileBody, body: object, drLicenseNo: string) {
  const result = schema.safeParse({ ...body, drLicenseNo });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === 'drLicenseNo')?.message ?? null;
}

describe('the licence number (ท.) has one rule in registration and profile', () => {
  it.each([
    ['12345', null],
    ['1', null],
    ['12a', ACCOUNT_MESSAGES.licenseNumeric],
    ['123456', ACCOUNT_MESSAGES.licenseTooLong],
    ['', ACCOUNT_MESSAGES.licenseRequired],
  ])('%j gives %j in both', (value, expected) => {
    expect(licenceIssue(ZRegisterBody, registration, value)).toBe(expected);
    expect(licenceIssue(ZProfileBody, profile, value)).toBe(expected);
  });
});
