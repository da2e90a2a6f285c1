import { expect, test } from '@playwright/test';
import { newPerson } from './support/accounts.ts';
import { TH, signInWithForm } from './support/demo.ts';
import { SUBJECT, linkIn, mailsTo, waitForMail } from './support/mail.ts';

test.describe('registration by e-mail', () => {
  test('register → activation mail over SMTP → activate → login → /clinic empty state', async ({ page, request }) => {
    const person = newPerson('register');

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'ลงทะเบียน' })).toBeVisible();
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
    // The user types come from configuration: wait for them, then pick clinic staff.
    const userType = form.getByRole('combobox', { name: 'ประเภทผู้ใช้งาน' });
    await expect(userType.getByRole('option', { name: 'เจ้าหน้าที่คลินิก' })).toBeAttached();
    await userType.selectOption({ label: 'เจ้าหน้าที่คลินิก' });
    // Dentist fields show for user type 2 only.
    await expect(form.getByRole('textbox', { name: 'เลขใบอนุญาตประกอบวิชาชีพ (ท.)' })).toHaveCount(0);
    await form.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();

    const sent = page.getByRole('status').filter({ hasText: 'กรุณาตรวจสอบอีเมลเพื่อยืนยันการลงทะเบียน' });
    await expect(sent).toBeVisible();
    await expect(sent).toContainText(person.email);

    // Not activated yet: the right password is answered 403 USER-NOT-ACTIVATED, no session.
    const early = await request.post('/api/login', { data: { username: person.email, password: person.password } });
    expect(early.status()).toBe(403);
    expect(((await early.json()) as { errorCode: string }).errorCode).toBe('USER-NOT-ACTIVATED');

    // The real mail, received over SMTP by the sink: Thai, addressed by name, one link to the app.
    const mail = await waitForMail(person.email, SUBJECT.activation);
    expect(mail.to).toEqual([person.email.toLowerCase()]);
    // Nothing the registrant typed travels in the mail (issue 7, item 11): a plain greeting.
    expect(mail.text).toMatch(/^สวัสดีค่ะ\n/);
    expect(mail.text).not.toContain(person.firstNameTh);
    const link = linkIn(mail, 'user/activate');

    await page.goto(link);
    const activated = page.getByRole('status').filter({ hasText: 'ยืนยันบัญชีสำเร็จ' });
    await expect(activated).toBeVisible();
    await expect(activated).toContainText(person.email);
    await activated.getByRole('link', { name: TH.goToLogin }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInWithForm(page, person.email, person.password);
    await expect(page).toHaveURL(/\/clinic$/);
    await expect(page.getByRole('heading', { level: 1, name: TH.pickerTitle })).toBeVisible();
    // A new account belongs to no clinic yet: the helpful empty state, not an error.
    await expect(page.getByRole('heading', { name: TH.noClinicTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: TH.noClinicRefresh })).toBeVisible();

    // The activation link is single use: opened again it is refused.
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: 'ลิงก์ยืนยันไม่ถูกต้องหรือหมดอายุแล้ว' })).toBeVisible();
    // And exactly one activation mail was sent.
    expect((await mailsTo(person.email)).filter((m) => m.subject === SUBJECT.activation)).toHaveLength(1);
  });
});
