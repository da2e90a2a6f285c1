import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInByApi } from './support/demo.ts';

// Issue 9 "Done when": register a patient, be warned of a duplicate, find them by a fragment of
// the Thai surname, open the record. The counter works at the front desk of the siam branch.

/** A Thai surname of its own per run (the run's tests share one database). */
function uniqueSurname(): string {
  const digits = Date.now().toString().slice(-6);
  const thaiDigits = [...digits].map((d) => String.fromCharCode(0x0e50 + Number(d))).join('');
  return `ทดสอบสกุล${thaiDigits}`;
}

async function openNewPatientForm(page: Page) {
  await page.getByRole('button', { name: 'ลงทะเบียนผู้ป่วยใหม่' }).click();
  const dialog = page.getByRole('dialog', { name: 'ลงทะเบียนผู้ป่วยใหม่' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillPatient(page: Page, surname: string) {
  const dialog = page.getByRole('dialog', { name: 'ลงทะเบียนผู้ป่วยใหม่' });
  await dialog.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('สมหญิง');
  await dialog.getByRole('textbox', { name: 'นามสกุล', exact: true }).fill(surname);
  await dialog.getByRole('textbox', { name: 'เบอร์มือถือ' }).fill('081-234-5678');
  await dialog.getByRole('textbox', { name: 'ประวัติการแพ้ยา/แพ้อาหาร' }).fill('แพ้เพนิซิลลิน');
  return dialog;
}

test.describe('patients', () => {
  test('a counter registers a patient, is warned of a duplicate, finds the patient by surname and opens the record', async ({
    page,
  }) => {
    const surname = uniqueSurname();
    await signInByApi(page, DEMO.counter);
    await page.goto('/yim-demo/siam/queuemanage');

    // Register: the form validates with the contract's Thai messages, then saves on Enter.
    const dialog = await openNewPatientForm(page);
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect(dialog.getByText('*กรุณาใส่ชื่อภาษาไทย')).toBeVisible();
    await fillPatient(page, surname);
    await dialog.getByRole('textbox', { name: 'เบอร์มือถือ' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/yim-demo\/siam\/patient\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`สมหญิง ${surname}`);
    await expect(page.getByRole('alert', { name: 'คำเตือนทางการแพทย์' })).toContainText('แพ้เพนิซิลลิน');
    const dn =
      (
        await page
          .getByText(/^DN \d{6}$/)
          .first()
          .textContent()
      )?.replace('DN ', '') ?? '';
    expect(dn).toMatch(/^\d{6}$/);

    // The same name again: warned, with the first record's DN and a way to open it.
    await page.goto('/yim-demo/siam/queuemanage');
    const again = await openNewPatientForm(page);
    await fillPatient(page, surname);
    await again.getByRole('button', { name: 'บันทึก' }).click();
    const warning = again.getByRole('alert').filter({ hasText: 'อาจมีผู้ป่วยนี้อยู่แล้ว' });
    await expect(warning).toContainText(`DN ${dn} สมหญิง ${surname}`);
    await expect(warning.getByRole('button', { name: 'บันทึกเป็นผู้ป่วยใหม่' })).toBeVisible();
    await warning.getByRole('button', { name: 'กลับไปแก้ไข' }).click();
    await again.press('Escape');
    await page.getByRole('dialog', { name: 'ยกเลิกการแก้ไข?' }).getByRole('button', { name: 'ไม่บันทึก' }).click();
    await expect(again).toBeHidden();

    // Found by a fragment of the Thai surname in the navbar search; Enter opens the record.
    const search = page.getByRole('searchbox', { name: 'ค้นหาผู้ป่วย' });
    await search.fill(surname.slice(4));
    const option = page.getByRole('option', { name: new RegExp(`${dn}.*${surname}`) });
    await expect(option).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/yim-demo\/siam\/patient\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(surname);

    // Remembered: the empty box lists it first among the recent patients (names fetched, ids stored).
    await page.goto('/yim-demo/siam/queuemanage');
    await page.getByRole('searchbox', { name: 'ค้นหาผู้ป่วย' }).focus();
    await expect(page.getByRole('option').first()).toContainText(surname);
    const stored = await page.evaluate(() => window.localStorage.getItem('recentPatients:yim-demo'));
    expect(stored).toMatch(/^\[\d+(,\d+)*\]$/);

    // And on the list page by the same fragment.
    await page.goto('/yim-demo/siam/patients');
    await page.getByRole('searchbox', { name: 'ค้นหา' }).fill(surname.slice(4));
    const table = page.getByRole('table', { name: 'ผู้ป่วย' });
    await expect(table.getByRole('row').filter({ hasText: surname })).toHaveCount(1);
    await table.getByRole('link', { name: new RegExp(surname) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(surname);
  });
});
