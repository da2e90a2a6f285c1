import { expect, test } from '@playwright/test';
import { freshActiveUser } from './support/accounts.ts';
import { DEMO, TH, signInWithForm, signInByApi } from './support/demo.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;

// The super-administrator's user tools: a search finds a user, disabling them (after a
// confirmation) ends their open session in another browser at its next request.
test('a super-administrator disables a user, whose open session ends on its next request', async ({
  browser,
  page,
  request,
}) => {
  const person = await freshActiveUser(request, 'disabled');

  // The user's own browser: signed in and working.
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await theirPage.goto('/login');
  await signInWithForm(theirPage, person.email, person.password);
  await expect(theirPage).toHaveURL(/\/clinic$/);

  await signInByApi(page, DEMO.superadmin);
  await page.goto('/superadmin');
  await page.getByRole('link', { name: 'เปิดรายชื่อผู้ใช้งาน' }).click();
  await expect(page.getByRole('heading', { name: 'ผู้ใช้งานทั้งหมด' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'ค้นหา' }).fill(person.email);
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('ใช้งานอยู่');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/superadmin-users-1280.png`, fullPage: true });
  await row.getByRole('link', { name: person.email }).click();

  await expect(page.getByRole('heading', { name: person.email })).toBeVisible();
  await expect(page.getByText('เซสชันที่เปิดอยู่')).toBeVisible();
  await page.getByRole('button', { name: 'ระงับบัญชี' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(person.email);
  await dialog.getByRole('button', { name: 'ระงับบัญชี' }).click();
  await expect(page.getByText('ถูกระงับ').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'เปิดใช้งานบัญชี' })).toBeVisible();
  if (SHOTS) {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/superadmin-user-1024.png`, fullPage: true });
  }

  // Their next request is refused and the refresh cookie renews nothing: the spec's
  // session-expired dialog (access §8), then the sign-in page.
  await theirPage.reload();
  const expired = theirPage.getByRole('dialog');
  await expect(expired).toContainText(TH.sessionExpiredTitle);
  await expired.getByRole('button', { name: TH.sessionExpiredConfirm }).click();
  await expect(theirPage).toHaveURL(/\/login/);
  await expect(theirPage.getByRole('heading', { name: TH.loginTitle })).toBeVisible();
  await theirs.close();
});

test('a super-administrator opens a clinic from the search and sees its branches and members with roles', async ({
  page,
}) => {
  await signInByApi(page, DEMO.superadmin);
  await page.goto('/superadmin/clinics');
  // The search waits 300 ms, then redraws the table: click the link of the searched answer, not
  // the one of the first page that the redraw would take away under the pointer.
  const searched = page.waitForResponse((r) => r.url().includes('keyword=yim-demo') && r.ok());
  await page.getByRole('searchbox', { name: 'ค้นหา' }).fill('yim-demo');
  await searched;
  await page.getByRole('link', { name: 'yim-demo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ยิ้ม เดนทัล คลินิก', level: 1 })).toBeVisible();
  const branches = page.getByRole('region', { name: /สาขา/ });
  await expect(branches.getByRole('row').filter({ hasText: 'siam' })).toContainText('สาขาสยาม');
  const members = page.getByRole('region', { name: /สมาชิก/ });
  await expect(members.getByRole('row').filter({ hasText: DEMO.doctor }).first()).toContainText('ทันตแพทย์');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/superadmin-clinic-1280.png`, fullPage: true });
});

// The ads list (issue 20): staff see the store's notices on the clinic picker, kept in their
// browser by version; a super-administrator's increment makes every browser fetch them again.
test('a super-administrator reloads the notices everywhere; staff browsers fetch them once per version', async ({
  browser,
  page,
}) => {
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  let adsRequests = 0;
  staffPage.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/master/ads') adsRequests += 1;
  });
  await staffPage.goto('/login');
  await signInWithForm(staffPage, DEMO.manager);
  await expect(staffPage).toHaveURL(/\/clinic$/);
  const notices = staffPage.getByRole('region', { name: 'ข่าวสารจากยิ้ม' });
  await expect(notices.getByText('ยินดีต้อนรับสู่ยิ้ม')).toBeVisible();
  if (SHOTS) {
    await staffPage.screenshot({ path: `${SHOTS}/ads-clinic-picker-1280.png`, fullPage: true });
    await staffPage.setViewportSize({ width: 1024, height: 768 });
    await staffPage.screenshot({ path: `${SHOTS}/ads-clinic-picker-1024.png`, fullPage: true });
  }
  // Closed for good in this browser; the same version is read from the browser's copy.
  await notices.getByRole('button', { name: /^ปิดประกาศ: อบรมออนไลน์ฟรี/ }).click();
  await expect(notices.getByText(/อบรมออนไลน์ฟรี/)).toBeHidden();
  await staffPage.reload();
  await expect(notices.getByText('ยินดีต้อนรับสู่ยิ้ม')).toBeVisible();
  await expect(notices.getByText(/อบรมออนไลน์ฟรี/)).toBeHidden();
  expect(adsRequests).toBe(1);

  await signInByApi(page, DEMO.superadmin);
  await page.goto('/superadmin');
  const badge = page.getByTestId('ads-version');
  await expect(badge).toHaveText(/^เวอร์ชัน \d+$/);
  const before = Number((await badge.textContent())!.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'ให้ทุกเครื่องโหลดประกาศใหม่' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ให้ทุกเครื่องโหลดประกาศใหม่' }).click();
  await expect(page.getByText(`เพิ่มเวอร์ชันประกาศเป็น ${before + 1} แล้ว`)).toBeVisible();
  await expect(badge).toHaveText(`เวอร์ชัน ${before + 1}`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/ads-superadmin-1280.png`, fullPage: true });

  // The staff browser's next page sees the new version and asks the server once more.
  await staffPage.reload();
  await expect(notices.getByText('ยินดีต้อนรับสู่ยิ้ม')).toBeVisible();
  expect(adsRequests).toBe(2);
  await staff.close();
});
