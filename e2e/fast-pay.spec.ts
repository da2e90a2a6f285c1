import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo.ts';

// KTB fast pay through the sandbox bank (served by the app itself at /sandbox/ktb-fastpay/):
// the manager's top-up from the preset to the bank's page and back to the result screen, whose
// poll and the bank's callback settle it, and then the order in the branch's orders list.
const FAST_PAY = '/yim-demo/siam/ktbfastpay';
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Every preset shows its whole label ('1,000.00 บาท' is the widest). */
async function expectPresetsUnclipped(page: Page) {
  const widest = page.getByRole('button', { name: '1,000.00 บาท', exact: true });
  await expect(widest).toBeVisible();
  const fits = await widest.evaluate((button) => {
    const label = button.querySelector('.mantine-Button-label') ?? button;
    return label.scrollWidth <= label.clientWidth;
  });
  expect(fits).toBe(true);
}

async function startTopUp(page: Page, preset: string) {
  await page.goto(FAST_PAY);
  await expect(page.getByRole('heading', { name: 'เติมเงินผ่าน KTB Fast Pay' })).toBeVisible();
  await page.getByRole('button', { name: preset, exact: true }).click();
  await expect(page.getByTestId('fast-pay-total')).toHaveText(preset);
  await page.getByRole('button', { name: 'ดำเนินการชำระเงิน' }).click();
  // The bank's page: the sandbox says so, and shows what it was asked to collect.
  await expect(page.getByText('ธนาคารจำลอง (sandbox)')).toBeVisible();
  await expect(page.locator('dl')).toContainText(preset);
}

test.describe('fast pay', () => {
  test('a manager tops up 500 baht through the sandbox bank and sees the paid order', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInByApi(page, DEMO.manager);
    await page.goto(FAST_PAY);
    await expectPresetsUnclipped(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fast-pay-1024.png`, fullPage: true });

    await startTopUp(page, '500.00 บาท');
    await page.getByRole('button', { name: 'อนุมัติการชำระเงิน' }).click();

    await expect(page).toHaveURL(/\/yim-demo\/siam\/ktbfastpay\/success\?/);
    await expect(page.getByRole('heading', { name: 'ชำระเงินสำเร็จ' })).toBeVisible();
    const details = page.getByRole('table');
    await expect(details).toContainText('500.00 บาท');
    await expect(details).toContainText('เติมเครดิต');
    await expect(details.getByRole('row', { name: /สถานะ/ })).toContainText('ชำระเงินแล้ว');
    const reference = new URL(page.url()).searchParams.get('Ref')!;
    await expect(details).toContainText(reference);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fast-pay-success-1024.png`, fullPage: true });

    await page.getByRole('link', { name: 'กลับหน้าหลัก' }).click();
    await page.goto(FAST_PAY);
    const orders = page.getByRole('region', { name: 'รายการสั่งซื้อ' });
    const row = orders.getByRole('row').filter({ hasText: '500.00 บาท' }).first();
    await expect(row).toContainText('เติมเครดิต');
    await expect(row).toContainText('ชำระเงินแล้ว');
    await expect(orders.getByTestId('credit-balance')).toContainText('บาท');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectPresetsUnclipped(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fast-pay-1280.png`, fullPage: true });
  });

  test('a cancel at the bank lands on the cancel screen, offers to try again, and the order is cancelled', async ({
    page,
  }) => {
    await signInByApi(page, DEMO.manager);
    await startTopUp(page, '200.00 บาท');
    await page.getByRole('button', { name: 'ยกเลิก' }).click();

    await expect(page).toHaveURL(/\/yim-demo\/siam\/ktbfastpay\/cancel\?/);
    await expect(page.getByRole('heading', { name: 'ยกเลิกการชำระเงิน' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row', { name: /สถานะ/ })).toContainText('ยกเลิกแล้ว');
    await expect(page.getByText('ผู้ชำระเงินยกเลิกรายการที่หน้าธนาคาร')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fast-pay-cancel-1280.png`, fullPage: true });
    await page.getByRole('link', { name: 'ลองอีกครั้ง' }).click();
    await expect(page).toHaveURL(new RegExp(`${FAST_PAY}$`));
    const row = page
      .getByRole('region', { name: 'รายการสั่งซื้อ' })
      .getByRole('row')
      .filter({ hasText: '200.00 บาท' })
      .first();
    await expect(row).toContainText('ยกเลิกแล้ว');
  });
});

test('the storage plan under the branch settings quotes a plan before any payment', async ({ page }) => {
  await signInByApi(page, DEMO.manager);
  for (const [width, height] of [
    [1024, 768],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/yim-demo/siam/setting');
    const panel = page.getByRole('region', { name: 'แพ็กเกจพื้นที่เก็บไฟล์' });
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole('button', { name: 'คำนวณราคา' }).click();
    await expect(panel.getByText('สรุปแพ็กเกจ')).toBeVisible();
    await expect(panel).toContainText('ราคา 15.00 บาท');
    if (SHOTS) await panel.screenshot({ path: `${SHOTS}/storage-plan-${width}.png` });
  }
});
