import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo.ts';

// Issue 18 (lab part): the counter records work sent to a lab for a demo patient, sees it in the
// list and in the total, edits its cost, then cancels it and sees the total drop.

/** The total row's amount as a number of satang ('1,234.50' → 123450). */
async function totalSatang(page: Page): Promise<number> {
  const cell = page.getByTestId('lab-total-cost');
  if ((await cell.count()) === 0) return 0;
  const text = (await cell.textContent()) ?? '0';
  return Math.round(Number(text.replace(/,/g, '')) * 100);
}

test('a counter creates, edits and cancels a lab expense, and the total follows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, DEMO.counter);
  await page.goto('/yim-demo/siam/labexpense');
  await expect(page.getByRole('heading', { level: 1, name: 'ค่าใช้จ่ายแล็บ' })).toBeVisible();
  // Only this patient's expenses: other tests of the run share the database, and the demo has
  // lab work of its own. The total is read once the filtered list has come (the keyword is
  // debounced: the whole branch's list shows first).
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/lab/') && response.url().includes('keyword=000001'),
  );
  await page.getByRole('textbox', { name: 'ผู้ป่วย' }).fill('000001');
  await filtered;
  await expect(page.getByText(/ไม่พบรายการค่าแล็บในช่วงนี้|รวม \d+ รายการ/)).toBeVisible();
  const before = await totalSatang(page);
  // A description of this run's own, so that the row found below is the one this test made.
  const work = `ซี่ 36 สี A2 (${Date.now().toString(36)})`;

  await page.getByRole('button', { name: 'เพิ่มรายการค่าแล็บ' }).click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มรายการค่าแล็บ' });
  await expect(dialog).toBeVisible();
  // The contract's rules before anything is sent.
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'ผู้ป่วย' }).fill('000001');
  await dialog.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'ทันตแพทย์' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'บริษัทแล็บ' }).click();
  await page.getByRole('option', { name: 'บริษัท สยามเดนทัลแล็บ จำกัด' }).click();
  await dialog.getByRole('combobox', { name: 'รายการแล็บ' }).click();
  await page.getByRole('option', { name: /^SDL-ZR / }).click();
  // The product's price fills the empty cost: 3,200 baht in the demo catalogue.
  await expect(dialog.getByRole('textbox', { name: 'ค่าแล็บ (บาท)' })).toHaveValue('3,200');
  await dialog.getByRole('textbox', { name: 'ค่าแล็บ (บาท)' }).fill('3150.25');
  await dialog.getByRole('textbox', { name: 'รายละเอียดงาน' }).fill(work);
  await page.screenshot({ path: 'test-results/lab-expense-form-1280.png' });
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: work });
  await expect(row).toContainText('3,150.25');
  await expect(row).toContainText('ส่งงานแล้ว');
  await expect.poll(() => totalSatang(page)).toBe(before + 315025);
  await page.screenshot({ path: 'test-results/lab-expense-list-1280.png', fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/lab-expense-list-1024.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Edit: the cost and the status, with the day the work came back.
  await row.getByRole('button', { name: /^แก้ไข/ }).click();
  const edit = page.getByRole('dialog', { name: 'แก้ไขรายการค่าแล็บ' });
  await edit.getByRole('textbox', { name: 'ค่าแล็บ (บาท)' }).fill('2800');
  await edit.getByRole('combobox', { name: 'สถานะ' }).click();
  await page.getByRole('option', { name: 'รับงานแล้ว' }).click();
  const sent = await edit.getByLabel('วันส่งงาน').inputValue();
  await edit.getByLabel('วันรับงาน').fill(sent);
  await edit.getByRole('button', { name: 'บันทึก' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('2,800.00');
  await expect(row).toContainText('รับงานแล้ว');
  await expect.poll(() => totalSatang(page)).toBe(before + 280000);

  // Cancel: asked first, a reason is required; the row stays, the total drops.
  await row.getByRole('button', { name: /^ยกเลิก / }).click();
  const cancel = page.getByRole('dialog', { name: 'ยกเลิกรายการค่าแล็บ' });
  await expect(cancel.getByRole('button', { name: 'ไม่ยกเลิก' })).toBeFocused();
  await cancel.getByRole('button', { name: 'ยืนยันการยกเลิก' }).click();
  await expect(cancel.getByText('กรุณาระบุเหตุผลที่ยกเลิก')).toBeVisible();
  await cancel.getByRole('textbox', { name: 'เหตุผลที่ยกเลิก' }).fill('ผู้ป่วยเลื่อนการรักษา');
  await cancel.getByRole('button', { name: 'ยืนยันการยกเลิก' }).click();
  await expect(cancel).toBeHidden();
  await expect(row).toContainText('ยกเลิก');
  await expect.poll(() => totalSatang(page)).toBe(before);
});
