import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { CLINIC_NAME, DEMO, SIAM, TH, emailField, signInWithToken } from './support/demo.ts';

// Issue 11, accessibility (WCAG 2.2 AA as the aim): axe-core finds no serious or critical
// violation on the sign-in pages, the clinic picker, a branch page and the profile modal; the
// keyboard path works: autofocus on /login, a skip link past the sidebar, focus to the page after a
// route change and back to the trigger after a modal closes.
async function expectNoSeriousViolations(page: Page, selector?: string) {
  // Fonts and transitions settled, so colours are the final ones.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  expect(await seriousViolations(page, selector)).toEqual([]);
}

// The app's CSP forbids inline scripts: axe is injected past it.
test.use({ bypassCSP: true });

test.describe('accessibility (issue 11)', () => {
  test('/login: no serious violation, and the e-mail field has the focus', async ({ page }) => {
    await page.goto('/login');
    await expect(emailField(page)).toBeFocused();
    await expectNoSeriousViolations(page);
  });

  test('/register: no serious violation', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the 404 page has an h1 and no serious violation', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: TH.notFoundTitle })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('/clinic and a branch page: no serious violation; skip link, h1, focus after navigation', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/clinic');
    await expect(page.getByRole('heading', { level: 1, name: TH.pickerTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: CLINIC_NAME })).toBeVisible();
    await expectNoSeriousViolations(page);

    // A branch button is named by what it shows (WCAG 2.5.3, label in name).
    const enter = page.getByRole('button', { name: TH.enterBranch(SIAM) }).first();
    await expect(enter).toContainText(SIAM);
    await enter.click();
    await expect(page).toHaveURL(/\/yim-demo\/siam\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // After a route change the focus is on the page's main content, not lost on <body>.
    await expect(page.locator('main')).toBeFocused();
    await expectNoSeriousViolations(page);

    // On a freshly loaded page the first Tab reaches the skip link, which takes the focus past
    // the sidebar (after a route change the focus is in the main content, past the link).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // The logo link is named by its visible text.
    const logo = page.getByRole('link', { name: /ยิ้ม/ }).first();
    await expect(logo).toBeVisible();
  });

  test('the profile modal: no serious violation, and the focus returns to the account menu', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/yim-demo/siam/dashboard');
    const account = page.getByRole('button', { name: TH.accountMenu });
    await account.click();
    await page.getByRole('menuitem', { name: TH.profileItem }).click();
    const profile = page.getByRole('dialog', { name: TH.profileTitle });
    await expect(profile.getByRole('textbox', { name: 'อีเมล', exact: true })).toHaveValue(DEMO.manager);
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();
    await expect(account).toBeFocused();
  });

  test('a confirm dialog of the one dialog API: above the form, cancel focused, no serious violation', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/yim-demo/siam/queuemanage');
    await page.getByRole('button', { name: 'ลงทะเบียนผู้ป่วยใหม่' }).click();
    const form = page.getByRole('dialog', { name: 'ลงทะเบียนผู้ป่วยใหม่' });
    await form.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('สมหญิง');
    await form.getByRole('button', { name: 'ยกเลิก' }).click();
    const confirm = page.getByRole('dialog', { name: 'ยกเลิกการแก้ไข?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'กลับไปแก้ไขต่อ' })).toBeFocused();
    await expectNoSeriousViolations(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'ไม่บันทึก' }).click();
    await expect(form).toBeHidden();
  });
});
