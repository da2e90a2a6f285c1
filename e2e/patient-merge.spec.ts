import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, DEMO, signInWithToken } from './support/demo.ts';

// Issue 9: a manager merges one person's two records from the record screen: finds the
// duplicate, compares, keeps the record with the appointments-to-be, confirms by typing the DN of
// the record that goes, and lands on the kept record; the other is gone.
const BRANCH = '/yim-demo/siam';

async function register(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post(`/api/patient/yim-demo/siam`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number; dn: number } }).data;
}

const dn = (value: number) => String(value).padStart(6, '0');

test('a manager merges a patient registered twice into one record', async ({ page, request }) => {
  const token = await apiToken(request, DEMO.manager);
  const surname = `รวมประวัติ${Date.now().toString().slice(-5)}`;
  const kept = await register(request, token, { firstNameTh: 'วันดี', lastNameTh: surname, mobile: '0891112222' });
  const duplicate = await register(request, token, {
    firstNameTh: 'วันดี',
    lastNameTh: surname,
    allergies: 'แพ้แอสไพริน',
  });

  await signInWithToken(page, request, DEMO.manager);
  await page.goto(`${BRANCH}/patient/${kept.id}`);
  await page.getByRole('button', { name: 'รวมประวัติที่ซ้ำ' }).click();
  const dialog = page.getByRole('dialog', { name: 'รวมประวัติผู้ป่วยที่ซ้ำกัน' });
  await dialog.getByRole('textbox', { name: 'ค้นหาประวัติที่ซ้ำ' }).fill(surname);
  const results = dialog.getByRole('list', { name: 'ผลการค้นหาประวัติที่ซ้ำ' });
  // The record itself is never offered as its own duplicate.
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results
    .getByRole('listitem')
    .filter({ hasText: dn(duplicate.dn) })
    .click();

  const comparison = dialog.getByRole('table', { name: 'เปรียบเทียบประวัติทั้งสองใบ' });
  await expect(comparison).toContainText('แพ้แอสไพริน');
  await expect(comparison).toContainText('จะเติมจากอีกใบ');
  const submit = dialog.getByRole('button', { name: 'รวมประวัติ', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(`พิมพ์ DN ${dn(duplicate.dn)} เพื่อยืนยัน`).fill(dn(kept.dn));
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(`พิมพ์ DN ${dn(duplicate.dn)} เพื่อยืนยัน`).fill(dn(duplicate.dn));
  await submit.click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${BRANCH}/patient/${kept.id}$`));
  // The kept record took the allergy it lacked; the duplicate no longer opens.
  await expect(page.getByText('แพ้แอสไพริน').first()).toBeVisible();
  await page.goto(`${BRANCH}/patient/${duplicate.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ไม่พบผู้ป่วย');
});
