import { expect, test, type Page } from '@playwright/test';
import { freshActiveUser, newPerson } from './support/accounts.ts';
import { DEMO, signInByApi } from './support/demo.ts';

// The usermanage and setting screens (issue 8): Thai labels word for word from
// apps/web/src/locales/th/clinics.json.

async function openAs(page: Page, email: string, path: string) {
  await signInByApi(page, email);
  await page.goto(path);
}

test.describe('staff', () => {
  test('a manager adds a registered user with two roles, after the e-mail check', async ({ page, request }) => {
    const person = await freshActiveUser(request, 'staff');
    await openAs(page, DEMO.manager, '/yim-demo/siam/usermanage');
    const table = page.getByRole('table', { name: 'รายชื่อเจ้าหน้าที่' });
    await expect(table.getByText('สมชาย ฟันสวย')).toBeVisible();

    await page.getByRole('button', { name: 'เพิ่มเจ้าหน้าที่' }).click();
    const dialog = page.getByRole('dialog', { name: 'เพิ่มเจ้าหน้าที่' });
    const email = dialog.getByRole('textbox', { name: 'อีเมลที่ลงทะเบียนแล้ว' });
    // An address nobody registered: the look-up says so and offers no roles.
    await email.fill(newPerson('nobody').email);
    await email.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('ไม่พบผู้ใช้ที่ลงทะเบียนด้วยอีเมลนี้');
    await expect(dialog.getByRole('checkbox', { name: 'ทันตแพทย์', exact: true })).toHaveCount(0);

    await email.fill(person.email);
    await dialog.getByRole('button', { name: 'ตรวจสอบอีเมล' }).click();
    await expect(dialog.getByRole('status')).toContainText(`${person.firstNameTh} ${person.lastNameTh}`);
    // Counter is proposed; the manager adds doctor, then a colour and a fee share for the doctor.
    await expect(dialog.getByRole('checkbox', { name: 'เคาน์เตอร์', exact: true })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'ทันตแพทย์', exact: true }).check();
    await dialog.getByRole('combobox', { name: 'สีในตารางนัดหมาย' }).click();
    await page.getByRole('option', { name: 'ม่วง' }).click();
    await dialog.getByRole('textbox', { name: 'ส่วนแบ่งค่ารักษา (%)' }).fill('45.5');
    await dialog.getByRole('button', { name: 'เพิ่มเจ้าหน้าที่' }).click();
    await expect(dialog).toBeHidden();

    const row = table.getByRole('row').filter({ hasText: person.email });
    await expect(row).toContainText('ทันตแพทย์');
    await expect(row).toContainText('เคาน์เตอร์');
    await expect(row).toContainText('45.5 %');

    // Found again by search; the same e-mail cannot be added twice.
    await page.getByRole('searchbox', { name: 'ค้นหา' }).fill(person.lastNameTh);
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'เพิ่มเจ้าหน้าที่' }).click();
    await dialog.getByRole('textbox', { name: 'อีเมลที่ลงทะเบียนแล้ว' }).fill(person.email);
    await dialog.getByRole('textbox', { name: 'อีเมลที่ลงทะเบียนแล้ว' }).press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('ผู้ใช้นี้เป็นสมาชิกของสาขานี้อยู่แล้ว');
  });

  test("a manager sets a doctor's working hours, two periods on one day", async ({ page }) => {
    await openAs(page, DEMO.manager, '/yim-demo/siam/usermanage');
    await page.getByRole('button', { name: 'เวลาทำงานของ สมชาย ฟันสวย' }).click();
    const dialog = page.getByRole('dialog', { name: 'เวลาทำงานของ สมชาย ฟันสวย' });

    // Saturday is off in the seed: two periods, the second overlapping first.
    await dialog.getByRole('button', { name: 'เพิ่มช่วงเวลาวันเสาร์' }).click();
    await dialog.getByRole('button', { name: 'เพิ่มช่วงเวลาวันเสาร์' }).click();
    await dialog.getByLabel('เวลาเริ่มวันเสาร์ ช่วงที่ 1').fill('09:00');
    await dialog.getByLabel('เวลาสิ้นสุดวันเสาร์ ช่วงที่ 1').fill('12:00');
    await dialog.getByLabel('เวลาเริ่มวันเสาร์ ช่วงที่ 2').fill('11:00');
    await dialog.getByLabel('เวลาสิ้นสุดวันเสาร์ ช่วงที่ 2').fill('16:00');
    await expect(dialog.getByRole('alert')).toHaveText('ช่วงเวลาทำงานซ้อนกัน');
    await dialog.getByLabel('เวลาเริ่มวันเสาร์ ช่วงที่ 2').fill('13:00');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    // Sunday off stays off; Monday's seeded period is removed.
    await dialog.getByRole('button', { name: /^ลบช่วงเวลา .* วันจันทร์$/ }).click();
    await dialog.getByRole('button', { name: 'บันทึก' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: 'doctor@demo.yim.test' });
    await expect(row).toContainText('ส. 09:00–12:00, 13:00–16:00');
    await expect(row).not.toContainText('จ. ');

    // Stored: a reload shows the same week in the dialog.
    await page.reload();
    await page.getByRole('button', { name: 'เวลาทำงานของ สมชาย ฟันสวย' }).click();
    await expect(dialog.getByLabel('เวลาเริ่มวันเสาร์ ช่วงที่ 2')).toHaveValue('13:00');
    await expect(dialog.getByLabel('เวลาเริ่มวันจันทร์ ช่วงที่ 1')).toHaveCount(0);
  });

  test("a manager checks a doctor's licence with the dental council's registry (sandbox)", async ({ page }) => {
    await openAs(page, DEMO.manager, '/yim-demo/siam/usermanage');
    await page.getByRole('button', { name: 'ตรวจสอบใบอนุญาตของ สมชาย ฟันสวย' }).click();
    const dialog = page.getByRole('dialog', { name: 'ตรวจสอบใบอนุญาตประกอบวิชาชีพ' });
    await dialog.getByRole('button', { name: 'ตรวจสอบกับทันตแพทยสภา' }).click();
    const result = dialog.getByTestId('licence-result');
    // The sandbox registry answers in about 600 ms, as the real one would take its time.
    await expect(result).toContainText('ใบอนุญาตยังมีผล');
    await expect(result).toContainText('เลข ท. 12345');
    await expect(result).toContainText('ชื่อในทะเบียนตรงกับข้อมูลส่วนตัว');
    await expect(result).toContainText('ระบบจำลอง (SANDBOX)');
    // Only doctors hold a licence: no check on the manager's own row.
    await dialog.getByRole('button', { name: 'ปิด', exact: true }).click();
    await expect(page.getByRole('button', { name: 'ตรวจสอบใบอนุญาตของ มานี ใจดี' })).toHaveCount(0);
  });

  test("the branch's last manager cannot be deactivated: the server's rule is shown", async ({ page }) => {
    await openAs(page, DEMO.manager, '/yim-demo/thonglor/usermanage');
    await page.getByRole('button', { name: 'ปิดการใช้งาน มานี ใจดี' }).click();
    const confirm = page.getByRole('dialog', { name: 'ยืนยันการปิดการใช้งาน' });
    await confirm.getByRole('button', { name: 'ปิดการใช้งาน' }).click();
    await expect(page.getByRole('alert')).toContainText('สาขาต้องมีผู้จัดการอย่างน้อยหนึ่งคน');
    await expect(page.getByRole('row').filter({ hasText: 'มานี ใจดี' })).not.toContainText('ปิดการใช้งานเมื่อ');
  });
});

test.describe('setting', () => {
  test('a counter sees the branch settings read-only and not in the menu', async ({ page }) => {
    await openAs(page, DEMO.counter, '/yim-demo/siam/setting');
    await expect(page.getByText('ดูได้อย่างเดียว: เฉพาะผู้จัดการและหัวหน้าเคาน์เตอร์แก้ไขการตั้งค่าได้')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'ชื่อสาขา (ภาษาไทย)' })).toHaveValue('สาขาสยาม');
    await expect(page.getByRole('textbox', { name: 'ชื่อสาขา (ภาษาไทย)' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'ชื่อห้องที่ 1' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('switch', { name: /เชื่อมต่อ สปสช/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'บันทึกการตั้งค่า' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'เพิ่มห้อง' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'ตั้งค่าสาขา' })).toHaveCount(0);
  });

  test('a manager renames, reorders and adds rooms and saves the English name', async ({ page }) => {
    await openAs(page, DEMO.manager, '/yim-demo/thonglor/setting');
    await expect(page.getByRole('link', { name: 'ตั้งค่าสาขา' })).toBeVisible();
    await page.getByRole('textbox', { name: 'ชื่อสาขา (ภาษาอังกฤษ)' }).fill('Thonglor Branch (Sukhumvit 55)');
    await page.getByRole('textbox', { name: 'ชื่อห้องที่ 1' }).fill('ห้อง A (เอกซเรย์)');
    // Keyboard: Alt+↓ moves the renamed room below 'ห้อง B'.
    await page.getByRole('textbox', { name: 'ชื่อห้องที่ 1' }).press('Alt+ArrowDown');
    await expect(page.getByRole('textbox', { name: 'ชื่อห้องที่ 1' })).toHaveValue('ห้อง B');
    await expect(page.getByRole('textbox', { name: 'ชื่อห้องที่ 2' })).toBeFocused();
    await page.getByRole('button', { name: 'เพิ่มห้อง' }).click();
    await page.getByRole('textbox', { name: 'ชื่อห้องที่ 3' }).fill('ห้อง C');
    await page.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
    await expect(page.getByText('บันทึกการตั้งค่าเรียบร้อย')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'ชื่อสาขา (ภาษาอังกฤษ)' })).toHaveValue(
      'Thonglor Branch (Sukhumvit 55)',
    );
    await expect(page.getByRole('textbox', { name: 'ชื่อห้องที่ 1' })).toHaveValue('ห้อง B');
    await expect(page.getByRole('textbox', { name: 'ชื่อห้องที่ 2' })).toHaveValue('ห้อง A (เอกซเรย์)');
    await expect(page.getByRole('textbox', { name: 'ชื่อห้องที่ 3' })).toHaveValue('ห้อง C');

    // Deactivating asks first and keeps the room, marked, until reactivated.
    await page.getByRole('button', { name: 'ปิดใช้ ห้อง C' }).click();
    await page.getByRole('dialog', { name: 'ยืนยันการปิดใช้ห้อง' }).getByRole('button', { name: 'ปิดใช้' }).click();
    await page.getByRole('button', { name: 'บันทึกการตั้งค่า' }).click();
    await expect(page.getByText('บันทึกการตั้งค่าเรียบร้อย')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'ชื่อห้องที่ 3' })).toHaveValue('ห้อง C');
    await expect(page.getByRole('button', { name: 'เปิดใช้ ห้อง C' })).toBeVisible();
  });
});
