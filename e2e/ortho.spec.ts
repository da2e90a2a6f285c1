import { expect, test } from '@playwright/test';
import { DEMO, apiToken, signInByApi } from './support/demo.ts';
import { SIAM, api, uniqueSurname } from './support/visits.ts';

// Issue 16, ortho packages (browser part): the counter makes a master package in packageManage,
// is told when the name is taken (spec clinic §8), and gives the package to a patient of the
// test's own from the record's ortho tab, where it is listed with its schedule.

test('the counter makes a package, meets the duplicate-name message, and gives it to a patient', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const name = `จัดฟันทดสอบ ${uniqueSurname('')}`;
  const counterToken = await apiToken(request, DEMO.counter);
  const patient = await api(request, counterToken, 'post', `/api/patient${SIAM}`, {
    firstNameTh: 'จัดฟัน',
    lastNameTh: uniqueSurname('แพ็กเกจ'),
    mobile: '0891117777',
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, DEMO.counter);
  await page.goto(`${SIAM}/packageManage`);
  await expect(page.getByRole('heading', { name: 'แพ็กเกจจัดฟัน', level: 2 })).toBeVisible();

  async function fillPackage() {
    await page.getByRole('button', { name: 'เพิ่มแพ็กเกจ' }).click();
    const dialog = page.getByRole('dialog', { name: 'เพิ่มแพ็กเกจจัดฟัน' });
    await dialog.getByRole('textbox', { name: 'ชื่อแพ็กเกจ (ไทย)' }).fill(name);
    await dialog.getByRole('textbox', { name: 'ชื่อแพ็กเกจ (อังกฤษ)' }).fill('Test braces');
    await dialog.getByRole('textbox', { name: 'จำนวนครั้งที่มาปรับเครื่องมือ' }).fill('12');
    await dialog.getByRole('textbox', { name: 'จำนวนงวดผ่อนชำระ' }).fill('3');
    await dialog.getByRole('textbox', { name: 'ชื่อรายการที่ 1 (ไทย)' }).fill('ติดเครื่องมือ');
    await dialog.getByRole('textbox', { name: 'ราคารายการที่ 1' }).fill('30000');
    await dialog.getByRole('button', { name: 'เพิ่มรายการ' }).click();
    await dialog.getByRole('textbox', { name: 'ชื่อรายการที่ 2 (ไทย)' }).fill('ปรับเครื่องมือ');
    await dialog.getByRole('textbox', { name: 'ราคารายการที่ 2' }).fill('6000.50');
    await expect(dialog.getByText('ราคารวม 36,000.50 บาท')).toBeVisible();
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    return dialog;
  }

  const first = await fillPackage();
  await expect(first).toBeHidden();
  await page.getByRole('searchbox', { name: 'ค้นหา' }).fill('จัดฟันทดสอบ');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('36,000.50');

  const again = await fillPackage();
  await expect(again.getByRole('alert')).toHaveText('ชื่อแพ็กเกจจัดฟันนี้มีอยู่แล้ว');
  await again.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(again).toBeHidden();

  await page.goto(`${SIAM}/patient/${patient.id}`);
  await page.getByRole('tab', { name: 'แพ็กเกจจัดฟัน' }).click();
  await expect(page.getByText('ผู้ป่วยยังไม่มีแพ็กเกจจัดฟัน')).toBeVisible();
  await page.getByRole('button', { name: 'มอบแพ็กเกจ' }).click();
  const assign = page.getByRole('dialog', { name: 'มอบแพ็กเกจจัดฟันให้ผู้ป่วย' });
  await assign.getByRole('combobox', { name: 'แพ็กเกจ' }).fill('จัดฟันทดสอบ');
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(assign.getByRole('table', { name: 'ตารางผ่อนชำระ' }).getByRole('row')).toHaveCount(4);
  await assign.getByRole('button', { name: 'มอบแพ็กเกจ' }).click();
  await expect(assign).toBeHidden();

  const listed = page.getByRole('region', { name });
  await expect(listed).toContainText('ใช้งานอยู่');
  await expect(listed).toContainText('มาปรับเครื่องมือแล้ว 0 จาก 12 ครั้ง');
  await expect(listed.getByRole('table').getByRole('row')).toHaveCount(4);
  await expect(listed.getByRole('table')).toContainText('12,000.18');
});
