import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, apiToken, signInByApi } from './support/demo.ts';
import { mailsTo } from './support/mail.ts';

// Issue 18: the branch report over last month, exported to XLSX; the file's totals are the
// screen's. Receipts are always made today, so last month's figure the test adds is a lab
// expense sent then (the report shows the lab feature's costs beside the income).

const BRANCH = '/yim-demo/siam';

function lastMonthDay(): string {
  const now = new Date(Date.now() + 7 * 3_600_000);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  return day.toISOString().slice(0, 10);
}

async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const response =
    data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A lab expense of 1,234.50 sent on the 15th of last month, for the first demo patient. */
async function labExpenseLastMonth(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.counter);
  const patients = await api<{ list: { id: number }[] }>(
    request,
    token,
    `/api/patient${BRANCH}?keyword=000001&limit=1`,
  );
  const doctors = await api<{ uid: string }[]>(request, token, `/api/user${BRANCH}?roleIds=2&activeMembersOnly=true`);
  const products = await api<{ list: { id: number; code: string }[] }>(
    request,
    token,
    `/api/master/lab${BRANCH}?offset=0&limit=100`,
  );
  const sentDate = lastMonthDay();
  await api(request, token, `/api/lab${BRANCH}`, {
    patientId: patients.list[0]!.id,
    doctorUid: doctors[0]!.uid,
    productId: products.list[0]!.id,
    description: 'รายงานสาขา e2e',
    cost: 1234.5,
    sentDate,
    dueDate: sentDate,
  });
}

/** '1,234.50' → 123450 satang. */
const satang = (text: string | null) => Math.round(Number((text ?? '0').replace(/,/g, '')) * 100);

test('a manager opens the branch report, switches to last month and exports XLSX with the same totals', async ({
  page,
  request,
}) => {
  await labExpenseLastMonth(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, DEMO.manager);
  await page.goto(`${BRANCH}/report/branch`);
  await expect(page.getByRole('heading', { level: 1, name: 'รายงานรายได้สาขา' })).toBeVisible();
  // This month's figures stay on the screen until last month's arrive (the queries keep their
  // previous data): the figures are read once the period shown has changed.
  const period = page.getByText(/ช่วงวันที่ .+ ถึง .+/);
  const thisMonth = (await period.textContent()) ?? '';
  await page.getByRole('button', { name: 'เดือนที่แล้ว' }).click();
  await expect(period).not.toHaveText(thisMonth);
  const days = page.getByTestId('report-days');
  await expect(days).toBeVisible();
  await expect(page.locator('[aria-busy="false"]').filter({ has: page.getByTestId('report-paid') })).toBeVisible();
  const paidOnScreen = satang(await page.getByTestId('report-paid').textContent());
  const labOnScreen = satang(await page.getByTestId('report-days-total-3').textContent());
  expect(labOnScreen).toBeGreaterThanOrEqual(123450);
  await page.screenshot({ path: 'test-results/report-branch-1280.png', fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: 'test-results/report-branch-1024.png', fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'ส่งออก Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('รายวัน');
  expect(sheet).toBeDefined();
  const last = sheet!.getRow(sheet!.rowCount);
  expect(last.getCell(1).value).toBe('รวม');
  expect(Math.round(Number(last.getCell(3).value) * 100)).toBe(paidOnScreen);
  expect(Math.round(Number(last.getCell(4).value) * 100)).toBe(labOnScreen);
  // The rows above the total add up to it.
  let labRows = 0;
  for (let r = 2; r < sheet!.rowCount; r++) labRows += Math.round(Number(sheet!.getRow(r).getCell(4).value) * 100);
  expect(labRows).toBe(labOnScreen);

  // The same report by e-mail: asked for, followed on the screen until sent, and in the mailbox.
  const mailedBefore = (await mailsTo(DEMO.manager)).length;
  await page.getByRole('button', { name: 'ส่งทางอีเมล' }).click();
  const dialog = page.getByRole('dialog', { name: 'ส่งรายงานทางอีเมล' });
  await expect(dialog.getByText('รายงานจะส่งไปที่อีเมลของบัญชีคุณเท่านั้น')).toBeVisible();
  await dialog.getByRole('button', { name: 'ส่งรายงาน' }).click();
  await expect(dialog).toBeHidden();
  const mailed = page.getByTestId('mailed-reports');
  await expect(mailed.getByText(DEMO.manager)).toBeVisible();
  await expect(mailed.getByText('ส่งแล้ว').first()).toBeVisible({ timeout: 20_000 });
  const inbox = await mailsTo(DEMO.manager);
  expect(inbox.length).toBe(mailedBefore + 1);
  expect(inbox.at(-1)!.subject).toMatch(/^รายงานรายได้สาขา: /);
});

test('a doctor opens personal income; the branch report’s figures are refused to them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, DEMO.doctor);
  await page.goto(`${BRANCH}/report/personal`);
  await expect(page.getByRole('heading', { level: 1, name: 'รายงานรายได้ส่วนตัว' })).toBeVisible();
  await expect(page.getByText('ค่าธรรมเนียมแพทย์').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/report-personal-1280.png', fullPage: true });
  await page.goto(`${BRANCH}/report/branch`);
  await expect(page.getByText('โหลดรายงานไม่สำเร็จ')).toBeVisible();
});

test('a manager picks a doctor on personal income and sees that doctor’s figures', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInByApi(page, DEMO.manager);
  await page.goto(`${BRANCH}/report/personal`);
  // Empty is the manager's own (a member with no treatment lines: zero).
  await expect(page.getByRole('combobox', { name: 'ทันตแพทย์' })).toHaveAttribute('placeholder', 'รายได้ของฉัน');
  const picker = page.getByRole('combobox', { name: 'ทันตแพทย์' });
  await picker.click();
  const first = page.getByRole('option').first();
  const doctorName = (await first.textContent()) ?? '';
  expect(doctorName).not.toBe('');
  await first.click();
  await expect(page.getByText(new RegExp(`^${doctorName} ·`))).toBeVisible();
  await expect(page.getByText('ค่าธรรมเนียมแพทย์').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/report-personal-picker-1024.png', fullPage: true });
});
