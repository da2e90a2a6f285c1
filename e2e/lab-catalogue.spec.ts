import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo.ts';

// The lab catalogue screen (labproductmanage): the master-list pattern with lab companies as
// its categories. LAB_SCREENSHOTS=<dir> also saves the screen at both supported sizes.
const SHOTS = process.env.LAB_SCREENSHOTS;

test.describe('lab catalogue', () => {
  test('a counter adds a lab product of a company, marks it favourite and sees it first', async ({ page }) => {
    // A code of its own per run, sorting before the seeded favourites ('CP-RPD-AC', 'OL-HAWLEY').
    const code = `AE2E-${Date.now().toString(36).slice(-5).toUpperCase()}`;
    await signInByApi(page, DEMO.counter);
    await page.goto('/yim-demo/siam/labproductmanage');
    const table = page.getByRole('table', { name: 'รายการงานแล็บ' });
    await expect(table.getByRole('row', { name: /^รายการใช้ประจำ$/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'บริษัทแล็บ' })).toBeVisible();

    await page.getByRole('button', { name: 'เพิ่มรายการ' }).click();
    const dialog = page.getByRole('dialog', { name: 'เพิ่มรายการ' });
    await dialog.getByRole('textbox', { name: 'รหัส' }).fill(code);
    await dialog.getByRole('textbox', { name: 'ชื่อภาษาไทย' }).fill('สะพานฟันเซอร์โคเนีย 3 ซี่ (ทดสอบ)');
    await dialog.getByRole('textbox', { name: 'ชื่อภาษาอังกฤษ' }).fill('Zirconia bridge, 3 units (test)');
    await dialog.getByRole('textbox', { name: 'ราคา (บาท)' }).fill('9600');
    await dialog.getByRole('textbox', { name: 'หน่วย' }).fill('ชุด');
    // Without a company the contract refuses the product: the message shows on the field.
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect(dialog.getByText('*กรุณาเลือกบริษัทแล็บ')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'บริษัทแล็บ' }).click();
    await page.getByRole('option', { name: 'SDL บริษัท สยามเดนทัลแล็บ จำกัด' }).click();
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect(dialog).toBeHidden();

    // Filtered to its company and found by search, priced in baht.
    await page.getByRole('combobox', { name: 'บริษัทแล็บ' }).click();
    await page.getByRole('option', { name: 'SDL บริษัท สยามเดนทัลแล็บ จำกัด' }).click();
    await page.getByRole('searchbox', { name: 'ค้นหา' }).fill(code);
    const row = table.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('สะพานฟันเซอร์โคเนีย 3 ซี่ (ทดสอบ)');
    await expect(row).toContainText('9,600.00');
    await expect(row).toContainText('บริษัท สยามเดนทัลแล็บ จำกัด');
    await row.getByRole('button', { name: `เพิ่มในรายการใช้ประจำ ${code}` }).click();
    await expect(row.getByRole('button', { name: `นำออกจากรายการใช้ประจำ ${code}` })).toBeVisible();

    // The whole catalogue again (a fresh visit, no filter): the new favourite heads 'รายการใช้ประจำ'.
    await page.goto('/yim-demo/siam/labproductmanage');
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toHaveText('รายการใช้ประจำ');
    await expect(rows.nth(2)).toContainText(code);

    if (SHOTS) {
      for (const [width, height] of [
        [1280, 800],
        [1024, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: `${SHOTS}/labproductmanage-${width}x${height}.png` });
      }
      await page.getByRole('button', { name: 'บริษัทแล็บ' }).click();
      await page.screenshot({ path: `${SHOTS}/labproductmanage-companies-1024x768.png` });
    }
  });

  test('a doctor reads the catalogue but cannot change it', async ({ page }) => {
    await signInByApi(page, DEMO.doctor);
    await page.goto('/yim-demo/siam/labproductmanage');
    await expect(page.getByRole('table', { name: 'รายการงานแล็บ' }).getByText('SDL-ZR')).toBeVisible();
    await expect(page.getByText('ดูได้อย่างเดียว: บทบาทของคุณแก้ไขรายการนี้ไม่ได้')).toBeVisible();
    await expect(page.getByRole('button', { name: 'เพิ่มรายการ' })).toHaveCount(0);
  });
});
