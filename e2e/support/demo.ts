import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo tenants (apps/server/src/seed/demo-tenants.ts). */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO = {
  manager: 'manager@demo.yim.test',
  doctor: 'doctor@demo.yim.test',
  counter: 'counter@demo.yim.test',
  assistant: 'assistant@demo.yim.test',
  headcounter: 'headcounter@demo.yim.test',
  superadmin: 'superadmin@demo.yim.test',
} as const;

export const CLINIC_NAME = 'ยิ้ม เดนทัล คลินิก';
export const SIAM = 'สาขาสยาม';
export const THONGLOR = 'สาขาทองหล่อ';

/** Texts of apps/web/src/locales/th/*.json, word for word. */
export const TH = {
  loginTitle: 'เข้าสู่ระบบ',
  email: 'อีเมล',
  password: 'รหัสผ่าน',
  submit: 'เข้าสู่ระบบ',
  invalidBanner: 'กรุณาตรวจสอบ อีเมลล์ หรือ รหัสผ่าน ให้ถูกต้อง',
  close: 'ปิด',
  pickerTitle: 'เลือกคลินิกและสาขา',
  enterBranch: (branch: string) => `เข้าสู่สาขา ${branch}`,
  noClinicTitle: 'ยังไม่มีคลินิก',
  noClinicRefresh: 'ตรวจสอบอีกครั้ง',
  notFoundTitle: 'ไม่พบหน้าที่คุณต้องการ',
  goToClinics: 'ไปหน้าเลือกคลินิก',
  placeholderTitle: 'หน้านี้อยู่ระหว่างการพัฒนา',
  rememberMe: 'จดจำการเข้าสู่ระบบ',
  accountMenu: 'เมนูบัญชีผู้ใช้',
  profileItem: 'โปรไฟล์',
  profileTitle: 'โปรไฟล์',
  changePasswordTab: 'เปลี่ยนรหัสผ่าน',
  sessionExpiredTitle: 'เซสชั่นหมดอายุ',
  sessionExpiredMessage: 'กรุณาเข้าสู่ระบบใหม่อีกครั้ง',
  sessionExpiredConfirm: 'เข้าสู่ระบบ',
  goToLogin: 'ไปหน้าเข้าสู่ระบบ',
  /** The tab title the root layout sets: `<page name> · ยิ้ม Yim`. */
  tabTitle: (page: string) => `${page} · ยิ้ม Yim`,
} as const;

// By accessible name: the visible labels carry Mantine's required asterisk ('อีเมล *').
export function emailField(page: Page) {
  return page.getByRole('textbox', { name: TH.email, exact: true });
}

export function passwordField(page: Page) {
  return page.getByRole('textbox', { name: TH.password, exact: true });
}

export function submitButton(page: Page) {
  return page.getByRole('button', { name: TH.submit, exact: true });
}

/** Signs in through the login form (already on /login) and waits until the login page is gone. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await submitButton(page).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** An access token straight from the API, for tests whose subject is not the login form. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/login', { data: { username: email, password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { status: string; data: { accessToken: string } };
  expect(body.data.accessToken).toBeTruthy();
  return body.data.accessToken;
}

/**
 * Leaves the browser as a sign-in through the form (without remember-me) leaves it, without the
 * form: POST /api/login from the page's own context, so that the httpOnly refresh cookie is the
 * browser's and the session renews as after a real sign-in, and the access token in
 * sessionStorage, where the app keeps it. The page stays on a same-origin JSON answer, not the
 * app, so no page of the app loads twice; the test goes on with page.goto. For tests whose subject
 * is not signing in: the specs about signing in (login, remember-me, register, password,
 * token-refresh) and the tests that check where a sign-in lands keep the form.
 */
export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/login', { data: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { accessToken: string } };
  await page.goto('/api/health');
  await page.evaluate((token) => window.sessionStorage.setItem('accessToken', token), body.data.accessToken);
}

/**
 * Puts an API-issued token where the web app keeps a remembered one (localStorage 'accessToken';
 * without remember-me the app uses sessionStorage, and it reads both). The refresh cookie went
 * to `request`, not to the page: a test that needs the page's session to be renewed signs in
 * with the form, or signInByApi, instead. Like signInByApi, it leaves the page on a same-origin
 * JSON answer rather than loading the app for nothing.
 */
export async function signInWithToken(page: Page, request: APIRequestContext, email: string) {
  const token = await apiToken(request, email);
  await page.goto('/api/health');
  await page.evaluate((value) => window.localStorage.setItem('accessToken', value), token);
}
