import { expect, test, type Page } from '@playwright/test';
import { newPerson } from './support/accounts.ts';
import { DEMO, signInWithForm } from './support/demo.ts';
import { linkIn, waitForMail } from './support/mail.ts';

// Issue 8 "Done when": a super-administrator creates a clinic in the browser, and its new manager
// (an address nobody registered: invited by mail) chooses a password and finds it in /clinic.

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });

test.describe('creating a clinic', () => {
  test('a super-administrator creates a clinic and its invited manager finds it in /clinic', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const clinicUrl = `e2e-${stamp}`;
    const clinicName = `ทดสอบ ทันตกรรม ${stamp}`;
    const manager = newPerson('clinic-owner');

    await page.goto('/login');
    await signInWithForm(page, DEMO.superadmin);
    // The landing of a super-administrator (issue 11), not the empty clinic picker.
    await expect(page).toHaveURL(/\/superadmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ผู้ดูแลระบบ' })).toBeVisible();
    await expect(page.getByText('ระบบทำงานปกติ')).toBeVisible();
    await page.screenshot({ path: 'test-results/superadmin-home-1280.png' });

    await page.getByRole('link', { name: 'สร้างคลินิก' }).click();
    await expect(page).toHaveURL(/\/superadmin\/clinics\/new$/);
    // The contract's rules as typed: a Latin "Thai" name and a url with capitals are refused.
    await field(page, 'ชื่อคลินิก (ภาษาไทย)').fill('Test Dental');
    await field(page, 'URL ของคลินิก').fill('Test Dental');
    await page.getByRole('button', { name: 'สร้างคลินิก' }).click();
    await expect(page.getByText('ชื่อภาษาไทยต้องมีตัวอักษรภาษาไทย')).toBeVisible();
    await expect(field(page, 'URL ของคลินิก')).toHaveAttribute('aria-invalid', 'true');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: 'test-results/create-clinic-errors-1024.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await field(page, 'ชื่อคลินิก (ภาษาไทย)').fill(clinicName);
    await field(page, 'ชื่อคลินิก (ภาษาอังกฤษ)').fill(`E2E Dental ${stamp}`);
    await field(page, 'URL ของคลินิก').fill(clinicUrl);
    await field(page, 'รหัสคลินิก').fill('E2E');
    await field(page, 'ชื่อสาขา (ภาษาไทย)').fill('สาขาหลัก');
    await field(page, 'ชื่อสาขา (ภาษาอังกฤษ)').fill('Main Branch');
    await field(page, 'URL ของสาขา').fill('main');
    await field(page, 'รหัสสาขา').fill('MAIN');
    await field(page, 'อีเมลผู้จัดการ').fill(manager.email);
    await page.getByRole('button', { name: 'สร้างคลินิก' }).click();
    await expect(page.getByText(`สร้าง ${clinicName} แล้ว`)).toBeVisible();
    await expect(page.getByText(`ส่งอีเมลเชิญให้ ${manager.email} ตั้งรหัสผ่านแล้ว`)).toBeVisible();
    await page.screenshot({ path: 'test-results/create-clinic-done-1280.png', fullPage: true });

    // The list finds it by its url; creating the same url again is refused on the field.
    await page.getByRole('link', { name: 'คลินิกทั้งหมด' }).click();
    await page.getByRole('searchbox', { name: 'ค้นหา' }).fill(stamp);
    const row = page.getByRole('row').filter({ hasText: clinicUrl });
    await expect(row).toContainText(clinicName);
    await page.screenshot({ path: 'test-results/superadmin-clinics-1280.png' });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: 'test-results/superadmin-clinics-1024.png' });

    // The invitation: a link to choose the password, which activates the new account.
    const mail = await waitForMail(manager.email, `เชิญเข้าใช้งาน ยิ้ม (Yim) ในฐานะผู้จัดการ ${clinicName}`);
    const link = linkIn(mail, 'user/resetpassword');
    const context = await browser.newContext();
    const managerPage = await context.newPage();
    await managerPage.goto(link);
    await managerPage.getByRole('textbox', { name: 'รหัสผ่านใหม่', exact: true }).fill(manager.password);
    await managerPage.getByRole('textbox', { name: 'ยืนยันรหัสผ่านใหม่', exact: true }).fill(manager.password);
    await managerPage.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
    await expect(managerPage.getByRole('status').filter({ hasText: 'ตั้งรหัสผ่านใหม่สำเร็จ' })).toBeVisible();

    await managerPage.goto('/login');
    await signInWithForm(managerPage, manager.email, manager.password);
    await expect(managerPage).toHaveURL(/\/clinic$/);
    await expect(managerPage.getByText(clinicName)).toBeVisible();
    await managerPage.getByRole('button', { name: 'เข้าสู่สาขา สาขาหลัก' }).click();
    await expect(managerPage).toHaveURL(new RegExp(`/${clinicUrl}/main/`));
    await context.close();
  });

  test('a manager who is not a super-administrator is sent to /login by the superadmin guard', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, DEMO.manager);
    await expect(page).toHaveURL(/\/clinic$/);
    await page.goto('/superadmin/clinics/new');
    await expect(page).toHaveURL(/\/login/);
  });
});
