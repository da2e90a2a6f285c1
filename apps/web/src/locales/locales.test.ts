import { describe, expect, it } from 'vitest';
import { BRANCH_PAGES, ERRORS } from '@yim/contract';
import { NAMESPACES } from '../lib/i18n.ts';
import { resources } from '../test/locale-resources.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

// Thai has one plural form, English two: compare keys without plural suffixes.
const withoutPlural = (list: string[]) => [...new Set(list.map((key) => key.replace(/_(one|other)$/, '')))].sort();

describe('locales', () => {
  it.each(NAMESPACES)('th and en have the same keys in %s', (ns) => {
    expect(withoutPlural(keys(resources.en[ns]))).toEqual(withoutPlural(keys(resources.th[ns])));
  });

  it('translate every contract error code, from the contract in both languages', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(resources.th.errors.codes, code).toHaveProperty([code], entry.th);
      expect(resources.en.errors.codes, code).toHaveProperty([code], entry.en);
    }
  });

  it('carry the spec texts word for word', () => {
    const th = resources.th.errors;
    expect(th.messages.systemError).toBe('ระบบขัดข้อง ขออภัยในความไม่สะดวก');
    expect(th.messages.invalidCredentials).toBe('อีเมล หรือ รหัสผ่านไม่ถูกต้อง');
    expect(th.toast).toEqual({ warning: 'คำเตือน', success: 'สำเร็จ', info: 'ข้อความแจ้ง', danger: 'เกิดข้อผิดพลาด' });
    expect(th.sessionExpired).toMatchObject({ title: 'เซสชั่นหมดอายุ', message: 'กรุณาเข้าสู่ระบบใหม่อีกครั้ง' });
    expect(resources.th.auth.login.invalidBanner).toBe('กรุณาตรวจสอบ อีเมลล์ หรือ รหัสผ่าน ให้ถูกต้อง');
  });

  it('name every branch page', () => {
    for (const page of BRANCH_PAGES) expect(resources.th.shell.pages, page.name).toHaveProperty([page.name]);
  });
});
