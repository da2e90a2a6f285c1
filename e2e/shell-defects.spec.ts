import { expect, test, type Locator } from '@playwright/test';
import { newPerson } from './support/accounts.ts';
import { CLINIC_NAME, DEMO, SIAM, TH, signInWithForm, signInWithToken } from './support/demo.ts';
import { expiredCopyOf, replaceStoredToken, storedToken } from './support/tokens.ts';

const QUEUE = 'ปฏิทินนัดหมาย';
const NETWORK_WARNING = 'Network Error: please check your internet connection.';

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  if (!ra || !rb) return false;
  return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height;
}

test.describe('shell defects found by a new user (issue 11)', () => {
  test('1. the loop guard never counts a person’s own clicks or Back', async ({ page, request }) => {
    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/yim-demo/siam/queuemanage');
    const item = page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: QUEUE });
    for (let i = 0; i < 3; i += 1) await item.click();
    await expect(page).toHaveURL(/\/yim-demo\/siam\/queuemanage$/);
    await expect(page).toHaveTitle(TH.tabTitle(QUEUE));

    // The picker, a branch, and Back to the picker within a second.
    await page.getByRole('button', { name: TH.accountMenu }).click();
    await page.getByRole('menuitem', { name: 'เลือกคลินิก/สาขา' }).click();
    await expect(page).toHaveURL(/\/clinic$/);
    await page
      .getByRole('button', { name: TH.enterBranch(SIAM) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/yim-demo\/siam\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/clinic$/);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/clinic$/);
    await expect(page.getByRole('heading', { level: 1, name: TH.pickerTitle })).toBeVisible();
  });

  test('2. the session-expired dialog opens above the profile modal, focused and clickable', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await signInWithForm(page, DEMO.manager);
    await expect(page.getByRole('region', { name: CLINIC_NAME })).toBeVisible();
    await page.getByRole('button', { name: TH.accountMenu }).click();
    await page.getByRole('menuitem', { name: TH.profileItem }).click();
    const profile = page.getByRole('dialog', { name: TH.profileTitle });
    await expect(profile.getByRole('textbox', { name: 'อีเมล', exact: true })).toHaveValue(DEMO.manager);

    // The session ends behind the person's back: an expired token and no refresh cookie.
    const stored = await storedToken(page);
    expect(stored).not.toBeNull();
    await replaceStoredToken(page, stored!, await expiredCopyOf(stored!.token));
    await context.clearCookies();
    await profile.getByRole('button', { name: 'ยืนยัน' }).click();

    const expired = page.getByRole('dialog', { name: TH.sessionExpiredTitle });
    await expect(expired).toBeVisible();
    const confirm = expired.getByRole('button', { name: TH.sessionExpiredConfirm });
    await expect(confirm).toBeFocused();
    // Playwright refuses to click an element another one covers: this click proves the stacking.
    await confirm.click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/login\?redirect=%2Fclinic$/);
  });

  test('3. offline: fails fast with the network warning, shows the indicator, resumes online', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/login');
    await context.setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await page.getByRole('textbox', { name: TH.email, exact: true }).fill(DEMO.manager);
    await page.getByRole('textbox', { name: TH.password, exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: TH.submit, exact: true }).click();
    const banner = page.getByRole('form', { name: TH.loginTitle }).getByRole('alert');
    await expect(banner).toContainText('ไม่สามารถเชื่อมต่อเครือข่ายได้', { timeout: 2_000 });
    await context.setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);

    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/clinic');
    await expect(page.getByRole('region', { name: CLINIC_NAME })).toBeVisible();
    await page.getByRole('button', { name: TH.accountMenu }).click();
    await context.setOffline(true);
    await page.getByRole('menuitem', { name: TH.profileItem }).click();
    const profile = page.getByRole('dialog', { name: TH.profileTitle });
    // No 30 s of 'กำลังโหลด…': the failure and the warning come at once.
    await expect(profile.getByRole('alert')).toContainText('ไม่สามารถเชื่อมต่อเครือข่ายได้', { timeout: 2_000 });
    await expect(page.getByTestId('offline-indicator')).toBeVisible();

    // Back online, the profile loads by itself.
    await context.setOffline(false);
    await expect(profile.getByRole('textbox', { name: 'อีเมล', exact: true })).toHaveValue(DEMO.manager);
  });

  test('5. toasts hide neither the account menu nor the language switch', async ({ page, request, context }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: NETWORK_WARNING }).first();

    // /register: a submission offline ends in the network toast (the form itself is valid).
    const person = newPerson('toast');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'ลงทะเบียน' });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('อีเมล').fill(person.email);
    await field('รหัสผ่าน').fill(person.password);
    await field('ยืนยันรหัสผ่าน').fill(person.password);
    await field('ชื่อ (ภาษาไทย)').fill(person.firstNameTh);
    await field('นามสกุล (ภาษาไทย)').fill(person.lastNameTh);
    await field('ชื่อ (ภาษาอังกฤษ)').fill(person.firstNameEn);
    await field('นามสกุล (ภาษาอังกฤษ)').fill(person.lastNameEn);
    await field('เบอร์โทรศัพท์').fill(person.mobile);
    const userType = form.getByRole('combobox', { name: 'ประเภทผู้ใช้งาน' });
    await expect(userType.getByRole('option', { name: 'เจ้าหน้าที่คลินิก' })).toBeAttached();
    await userType.selectOption({ label: 'เจ้าหน้าที่คลินิก' });
    await context.setOffline(true);
    await form.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
    await expect(toast).toBeVisible();
    const language = page.getByRole('radiogroup', { name: 'ภาษา' });
    await expect(language).toBeVisible();
    expect(await overlaps(toast, language)).toBe(false);
    await context.setOffline(false);

    // A branch page with the profile open: a save offline fails with the profile's own toast,
    // which covers neither the account menu nor the dialog's buttons.
    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/yim-demo/siam/queuemanage');
    const avatar = page.getByRole('button', { name: TH.accountMenu });
    await avatar.click();
    await page.getByRole('menuitem', { name: TH.profileItem }).click();
    const profile = page.getByRole('dialog', { name: TH.profileTitle });
    await expect(profile.getByRole('textbox', { name: 'อีเมล', exact: true })).toHaveValue(DEMO.manager);
    await context.setOffline(true);
    await profile.getByRole('button', { name: 'ยืนยัน' }).click();
    const failed = page.locator('.mantine-Notification-root').filter({ hasText: 'ไม่สามารถอัพเดตโปรไฟล์ได้' });
    await expect(failed).toBeVisible();
    for (const control of [
      avatar,
      profile.getByRole('button', { name: 'ยืนยัน' }),
      profile.getByRole('button', { name: 'ปิด', exact: true }),
    ]) {
      expect(await overlaps(failed, control)).toBe(false);
    }
    await context.setOffline(false);
  });

  test('6. registration refuses a licence number with letters, as the profile does', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'ลงทะเบียน' });
    const userType = form.getByRole('combobox', { name: 'ประเภทผู้ใช้งาน' });
    await expect(userType.getByRole('option', { name: 'ทันตแพทย์', exact: true })).toBeAttached();
    await userType.selectOption({ label: 'ทันตแพทย์' });
    const licence = form.getByRole('textbox', { name: 'เลขใบอนุญาตประกอบวิชาชีพ (ท.)' });
    await licence.fill('12a');
    await licence.blur();
    await expect(form.getByText('*กรุณาใส่เลข ท. (ใส่เฉพาะตัวเลข)')).toBeVisible();
  });
});
