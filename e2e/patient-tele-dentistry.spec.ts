import { expect, test } from '@playwright/test';
import { apiToken, DEMO, signInWithToken } from './support/demo.ts';

// Issue 9: the front desk links a patient's tele-dentistry app to the record with a code, opens a
// remote consultation and unlinks, against the sandbox service. The simulated patient confirms
// the code when the super-administrator presses confirm (its API, as the sandbox page does).
test('a counter links a patient to tele-dentistry, opens a case and unlinks', async ({ page, request }) => {
  const counterToken = await apiToken(request, DEMO.counter);
  const created = await request.post('/api/patient/yim-demo/siam', {
    headers: { authorization: `Bearer ${counterToken}` },
    data: { firstNameTh: 'ปรึกษา', lastNameTh: `ทางไกล${Date.now().toString().slice(-5)}` },
  });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  await signInWithToken(page, request, DEMO.counter);
  await page.goto(`/yim-demo/siam/patient/${id}`);
  await page.getByRole('tab', { name: 'ทันตกรรมทางไกล' }).click();
  const status = page.getByTestId('tele-status');
  await expect(status).toHaveText('ยังไม่เชื่อมต่อ');
  await page.getByRole('button', { name: 'ออกรหัสเชื่อมต่อ' }).click();
  const code = (await page.getByTestId('tele-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);

  const adminToken = await apiToken(request, DEMO.superadmin);
  const confirmed = await request.post('/api/superadmin/sandbox/teleDentistry/confirm', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { code },
  });
  expect(confirmed.status()).toBe(200);
  await page.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }).click();
  await expect(status).toHaveText('เชื่อมต่อแล้ว');

  await page.getByRole('textbox', { name: 'อาการหรือเหตุที่ปรึกษา' }).fill('เหงือกบวมหลังถอนฟัน');
  await page.getByRole('button', { name: 'เปิดเคสปรึกษาทางไกล' }).click();
  await expect(page.getByText('เหงือกบวมหลังถอนฟัน')).toBeVisible();

  await page.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' }).click();
  const confirm = page.getByRole('dialog', { name: 'ยกเลิกการเชื่อมต่อทันตกรรมทางไกล' });
  await confirm.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' }).click();
  await expect(status).toHaveText('ยังไม่เชื่อมต่อ');
  await expect(page.getByText('เหงือกบวมหลังถอนฟัน')).toHaveCount(0);
});
