import { expect, test, type Page } from '@playwright/test';
import { freshActiveUser, otherPassword } from './support/accounts.ts';
import { TH, emailField, passwordField, signInWithForm, submitButton } from './support/demo.ts';
import { CONTEXT_OPTIONS } from './support/env.ts';
import { SUBJECT, countMails, linkIn, waitForMail } from './support/mail.ts';

/** Signs in on /login and waits for the new account's empty clinic list. */
async function signInToEmptyClinicList(page: Page, email: string, password: string) {
  await page.goto('/login');
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL(/\/clinic$/);
  await expect(page.getByRole('heading', { name: TH.noClinicTitle })).toBeVisible();
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

test.describe('password reset by mail', () => {
  test('ends the sessions of other browsers; the new password signs in', async ({ page, browser, request }) => {
    const person = await freshActiveUser(request, 'reset');
    const newPassword = otherPassword(person);

    // Browser A: signed in, on the (empty) clinic list.
    await signInToEmptyClinicList(page, person.email, person.password);

    // Browser B: forgot password → mail → new password.
    const other = await browser.newContext(CONTEXT_OPTIONS);
    try {
      const pageB = await other.newPage();
      const resetMailsBefore = await countMails(person.email, SUBJECT.reset);
      await pageB.goto('/login');
      await pageB.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
      await expect(pageB).toHaveURL(/\/user\/forgotpassword$/);
      // The URL changes before the page's chunk has drawn it, and the login page still showing
      // meanwhile has a textbox of the same name: fill only once the new page is there.
      await expect(pageB.getByRole('heading', { name: 'ลืมรหัสผ่าน', level: 1 })).toBeVisible();
      await pageB.getByRole('textbox', { name: 'อีเมล', exact: true }).fill(person.email);
      await pageB.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
      await expect(pageB.getByRole('status').filter({ hasText: 'กรุณาตรวจสอบอีเมล' })).toBeVisible();

      const link = linkIn(await waitForMail(person.email, SUBJECT.reset, resetMailsBefore), 'user/resetpassword');
      await pageB.goto(link);
      await expect(pageB.getByText(`ตั้งรหัสผ่านใหม่สำหรับบัญชี ${person.email}`)).toBeVisible();
      await pageB.getByRole('textbox', { name: 'รหัสผ่านใหม่', exact: true }).fill(newPassword);
      await pageB.getByRole('textbox', { name: 'ยืนยันรหัสผ่านใหม่', exact: true }).fill(newPassword);
      await pageB.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
      await expect(pageB.getByRole('status').filter({ hasText: 'ตั้งรหัสผ่านใหม่สำเร็จ' })).toBeVisible();
    } finally {
      await other.close();
    }

    // Back in A, the next call to the API: its access token no longer counts, and the refresh is
    // refused too because every session of the account was revoked.
    const refresh = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/token');
    const listCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/clinic');
    await page.getByRole('button', { name: TH.noClinicRefresh }).click();
    expect((await listCall).status()).toBe(401);
    expect((await refresh).status()).toBe(401);

    // On a page, idle: the session-expired dialog (spec access §8), then the Login route.
    const dialog = page.getByRole('dialog', { name: TH.sessionExpiredTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(TH.sessionExpiredMessage);
    await dialog.getByRole('button', { name: TH.sessionExpiredConfirm }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fclinic$/);
    await expect(dialog).toHaveCount(0);

    // The old password no longer signs in; the new one does, back to where the person was.
    await emailField(page).fill(person.email);
    await passwordField(page).fill(person.password);
    await submitButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: TH.invalidBanner })).toBeVisible();
    await passwordField(page).fill(newPassword);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/clinic$/);
    await expect(page.getByRole('heading', { name: TH.noClinicTitle })).toBeVisible();
  });
});

test.describe('change password in the profile modal', () => {
  test('a wrong old password (400) and a password used before (404) get their tooltip and toast', async ({
    page,
    request,
  }) => {
    // An account of its own: other tests sign in with the demo users.
    const person = await freshActiveUser(request, 'change');
    await signInToEmptyClinicList(page, person.email, person.password);

    await page.getByRole('button', { name: TH.accountMenu }).click();
    await page.getByRole('menuitem', { name: TH.profileItem }).click();
    const modal = page.getByRole('dialog', { name: TH.profileTitle });
    await modal.getByRole('tab', { name: TH.changePasswordTab }).click();
    const form = modal.getByRole('form', { name: TH.changePasswordTab });
    const oldField = form.getByRole('textbox', { name: 'รหัสผ่านเดิม', exact: true });
    const newField = form.getByRole('textbox', { name: 'รหัสผ่านใหม่', exact: true });
    const confirmField = form.getByRole('textbox', { name: 'ยืนยันรหัสผ่านใหม่', exact: true });

    async function submit(oldPassword: string, password: string): Promise<number> {
      await oldField.fill(oldPassword);
      await newField.fill(password);
      await confirmField.fill(password);
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/user/changePassword',
      );
      await form.getByRole('button', { name: TH.changePasswordTab }).click();
      return (await answer).status();
    }

    // 400: the old password is wrong.
    expect(await submit(`Wrong${person.password}`, otherPassword(person))).toBe(400);
    await expect(page.getByText('รหัสผ่านผิด', { exact: true })).toBeVisible();
    await expect(toast(page, 'ใส่รหัสผ่านเดิมไม่ถูกต้อง')).toBeVisible();
    await expect(toast(page, 'ใส่รหัสผ่านเดิมไม่ถูกต้อง')).toContainText('เกิดข้อผิดพลาด');
    await expect(oldField).toHaveAttribute('aria-invalid', 'true');
    await expect(newField).toHaveAttribute('aria-invalid', 'false');

    // 404: the new password is the current one, so it was used before.
    expect(await submit(person.password, person.password)).toBe(404);
    await expect(page.getByText('เคยใช้รหัสผ่านนี้แล้ว', { exact: true })).toBeVisible();
    await expect(toast(page, 'รหัสผ่านใหม่นี้เคยถูกใช้มาแล้ว')).toBeVisible();
    await expect(newField).toHaveAttribute('aria-invalid', 'true');
    // One hint at a time: the old field's hint made way for the new one.
    await expect(page.getByText('รหัสผ่านผิด', { exact: true })).toBeHidden();
    await expect(oldField).toHaveAttribute('aria-invalid', 'false');

    // Neither attempt changed anything: the modal stays open and the session goes on.
    await expect(modal).toBeVisible();
    await expect(page.getByRole('dialog', { name: TH.sessionExpiredTitle })).toHaveCount(0);
    const stillIn = await request.post('/api/login', { data: { username: person.email, password: person.password } });
    expect(stillIn.status()).toBe(200);
  });
});
