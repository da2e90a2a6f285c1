import { expect, test, type Page } from '@playwright/test';
import {
  CLINIC_NAME,
  DEMO,
  SIAM,
  TH,
  THONGLOR,
  emailField,
  passwordField,
  signInWithForm,
  submitButton,
} from './support/demo.ts';
import { storedToken } from './support/tokens.ts';

/** The clinic picker's branch button, inside the card of the demo clinic. */
function branchButton(page: Page, branch: string) {
  return page.getByRole('region', { name: CLINIC_NAME }).getByRole('button', { name: TH.enterBranch(branch) });
}

async function signInAndPickSiam(page: Page, email: string) {
  await page.goto('/login');
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/clinic$/);
  await branchButton(page, SIAM).click();
}

test.describe('login page', () => {
  test('renders in Thai with the bundled Sarabun font', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: TH.loginTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(emailField(page)).toBeVisible();
    await expect(passwordField(page)).toBeVisible();
    await expect(page.getByLabel('จดจำการเข้าสู่ระบบ')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ลืมรหัสผ่าน?' })).toHaveAttribute('href', '/user/forgotpassword');
    await expect(page).toHaveTitle(TH.tabTitle(TH.loginTitle));
    // The e2e server runs the demo data (SEED=demo): the page says so (issue 7, item 1).
    await expect(page.getByRole('status').filter({ hasText: 'ข้อมูลตัวอย่าง' })).toBeVisible();

    const heading = page.getByRole('heading', { level: 1, name: TH.loginTitle });
    const fontFamily = await heading.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(fontFamily.replace(/["']/g, '')).toMatch(/^Sarabun\b/);

    // After the page's fonts settle, Sarabun faces were really fetched and loaded (a face that
    // failed to download reads 'error' and check() is false), and Thai text measures differently
    // in Sarabun than in the fallback: the Thai glyphs come from the bundled font.
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      const sarabun = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Sarabun');
      const context = document.createElement('canvas').getContext('2d');
      const width = (fontSpec: string) => {
        if (!context) return Number.NaN;
        context.font = fontSpec;
        return context.measureText('เข้าสู่ระบบ').width;
      };
      return {
        isReady: document.fonts.check('16px Sarabun', 'เข้าสู่ระบบ'),
        loadedFaces: sarabun.filter((face) => face.status === 'loaded').length,
        failedFaces: sarabun.filter((face) => face.status === 'error').length,
        sarabunWidth: width('16px Sarabun, monospace'),
        fallbackWidth: width('16px monospace'),
      };
    });
    expect(font.isReady).toBe(true);
    expect(font.loadedFaces).toBeGreaterThan(0);
    expect(font.failedFaces).toBe(0);
    expect(font.sarabunWidth).toBeGreaterThan(0);
    expect(font.sarabunWidth).not.toBeCloseTo(font.fallbackWidth, 1);
  });

  test('keeps submit disabled while a field is empty', async ({ page }) => {
    await page.goto('/login');
    await expect(submitButton(page)).toBeDisabled();
    await emailField(page).fill(DEMO.manager);
    await expect(submitButton(page)).toBeDisabled();
    await passwordField(page).fill('x');
    await expect(submitButton(page)).toBeEnabled();
    await emailField(page).fill('   ');
    await expect(submitButton(page)).toBeDisabled();
    await emailField(page).fill(DEMO.manager);
    await passwordField(page).fill('');
    await expect(submitButton(page)).toBeDisabled();
  });

  test('a wrong password shows the dismissable banner and clears the password', async ({ page }) => {
    await page.goto('/login');
    await emailField(page).fill(DEMO.manager);
    await passwordField(page).fill('not-the-password');
    await submitButton(page).click();

    const banner = page.getByRole('alert').filter({ hasText: TH.invalidBanner });
    await expect(banner).toBeVisible();
    await expect(passwordField(page)).toHaveValue('');
    await expect(emailField(page)).toHaveValue(DEMO.manager);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();

    await banner.getByRole('button', { name: TH.close, exact: true }).click();
    await expect(banner).toBeHidden();
  });
});

test.describe('after login', () => {
  test('a manager lands on /clinic with both branches and enters Siam at the queue calendar', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, DEMO.manager);
    await expect(page).toHaveURL(/\/clinic$/);
    await expect(page.getByRole('heading', { level: 1, name: TH.pickerTitle })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'ข้อมูลตัวอย่าง' })).toBeVisible();

    const clinic = page.getByRole('region', { name: CLINIC_NAME });
    await expect(clinic.getByRole('heading', { name: CLINIC_NAME })).toBeVisible();
    await expect(clinic.getByText('2 สาขา')).toBeVisible();
    await expect(branchButton(page, SIAM)).toBeVisible();
    await expect(branchButton(page, THONGLOR)).toBeVisible();
    await expect(branchButton(page, SIAM)).toContainText('ผู้จัดการ');
    // The manager belongs to yim-demo only: smile-ari is another tenant.
    await expect(page.getByRole('region', { name: 'สไมล์ อารีย์ ทันตกรรม' })).toHaveCount(0);

    await branchButton(page, SIAM).click();
    await expect(page).toHaveURL(/\/yim-demo\/siam\/queuemanage$/);
    await expect(page).toHaveTitle(TH.tabTitle('ปฏิทินนัดหมาย'));
    const header = page.getByRole('banner');
    await expect(header.getByText(CLINIC_NAME)).toBeVisible();
    await expect(header.getByText(SIAM)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'ปฏิทินนัดหมาย' })).toBeVisible();
  });

  test('a doctor enters Siam at the doctor dashboard', async ({ page }) => {
    await signInAndPickSiam(page, DEMO.doctor);
    await expect(page).toHaveURL(/\/yim-demo\/siam\/doctor\/dashboard$/);
    await expect(page).toHaveTitle(TH.tabTitle('ปฏิทินทันตแพทย์'));
  });

  test('an assistant enters Siam at the doctors treating queue', async ({ page }) => {
    await signInAndPickSiam(page, DEMO.assistant);
    await expect(page).toHaveURL(/\/yim-demo\/siam\/doctorsTxQ$/);
    await expect(page).toHaveTitle(TH.tabTitle('ตารางทันตแพทย์ทั้งหมด'));
  });

  test('a superadmin lands on /superadmin, and /clinic shows them the empty state', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, DEMO.superadmin);
    await expect(page).toHaveURL(/\/superadmin$/);
    await page.goto('/clinic');
    await expect(page.getByRole('heading', { name: TH.noClinicTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: TH.noClinicRefresh })).toBeVisible();
    await expect(page.getByRole('region', { name: CLINIC_NAME })).toHaveCount(0);
  });

  test("honours 'from': a signed-out visit comes back to the same page after login", async ({ page }) => {
    await page.goto('/yim-demo/siam/setting');
    await expect(page).toHaveURL(/\/login\?from=%2Fyim-demo%2Fsiam%2Fsetting$/);
    await expect(page.getByRole('heading', { level: 1, name: TH.loginTitle })).toBeVisible();

    await signInWithForm(page, DEMO.manager);
    await expect(page).toHaveURL(/\/yim-demo\/siam\/setting$/);
    await expect(page).toHaveTitle(TH.tabTitle('ตั้งค่าสาขา'));
  });
});
