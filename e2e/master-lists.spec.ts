import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo.ts';

test.describe('master lists', () => {
  test('a manager adds a treatment, marks it favourite and sees it first', async ({ page }) => {
    // A code of its own per run (the database is shared by the run's tests), sorting before the
    // seeded favourites ('EXAM', 'FILL-CR1'), so "first" means the favourite order, not luck.
    const code = `AE2E-${Date.now().toString(36).slice(-5).toUpperCase()}`;
    await signInByApi(page, DEMO.manager);
    await page.goto('/yim-demo/siam/txlistmanage');
    const table = page.getByRole('table', { name: 'รายการการรักษา' });
    await expect(table.getByRole('row', { name: /^รายการใช้ประจำ$/ })).toBeVisible();

    await page.getByRole('button', { name: 'เพิ่มรายการ' }).click();
    const dialog = page.getByRole('dialog', { name: 'เพิ่มรายการ' });
    await dialog.getByRole('textbox', { name: 'รหัส' }).fill(code);
    await dialog.getByRole('textbox', { name: 'ชื่อภาษาไทย' }).fill('เคลือบหลุมร่องฟัน (ทดสอบ)');
    await dialog.getByRole('textbox', { name: 'ชื่อภาษาอังกฤษ' }).fill('Sealant (test)');
    await dialog.getByRole('textbox', { name: 'ราคา (บาท)' }).fill('1250');
    await dialog.getByRole('textbox', { name: 'ราคา (บาท)' }).press('Enter');
    await expect(dialog).toBeHidden();

    // Not a favourite yet: found by search, priced in baht.
    await page.getByRole('searchbox', { name: 'ค้นหา' }).fill(code);
    const row = table.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('เคลือบหลุมร่องฟัน (ทดสอบ)');
    await expect(row).toContainText('1,250.00');
    await row.getByRole('button', { name: `เพิ่มในรายการใช้ประจำ ${code}` }).click();
    await expect(row.getByRole('button', { name: `นำออกจากรายการใช้ประจำ ${code}` })).toBeVisible();

    // The whole list again: the new favourite heads 'รายการใช้ประจำ'.
    await page.getByRole('searchbox', { name: 'ค้นหา' }).fill('');
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toHaveText('รายการใช้ประจำ');
    await expect(rows.nth(2)).toContainText(code);
  });
});
