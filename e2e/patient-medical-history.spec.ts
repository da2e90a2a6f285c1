import { expect, test } from '@playwright/test';
import { apiToken, DEMO, signInWithToken } from './support/demo.ts';

// Issue 9: the medical-history questionnaire at the chair. An assistant fills it in on the
// record; the yes to blood thinners, with the drug, becomes a red medical alert at the top.
const ANTICOAGULANT = 'กำลังใช้ยาละลายลิ่มเลือดหรือยาต้านเกล็ดเลือดหรือไม่ (เช่น วาร์ฟาริน แอสไพริน)';

test('an assistant records the medical history and the record shows the alert it gives', async ({ page, request }) => {
  const token = await apiToken(request, DEMO.counter);
  const created = await request.post('/api/patient/yim-demo/siam', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstNameTh: 'ยาละลาย', lastNameTh: `ลิ่มเลือด${Date.now().toString().slice(-5)}` },
  });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  await signInWithToken(page, request, DEMO.assistant);
  await page.goto(`/yim-demo/siam/patient/${id}`);
  await expect(page.getByText('ไม่มีบันทึกการแพ้หรือโรคประจำตัว')).toBeVisible();
  await page.getByRole('tab', { name: 'ประวัติทางการแพทย์' }).click();
  await expect(page.getByText('ยังไม่เคยบันทึกแบบสอบถามประวัติทางการแพทย์')).toBeVisible();
  await page.getByRole('button', { name: 'บันทึกแบบสอบถามใหม่' }).click();

  const form = page.getByRole('dialog', { name: 'แบบสอบถามประวัติทางการแพทย์' });
  const question = form.getByRole('radiogroup', { name: ANTICOAGULANT });
  await question.getByText('ใช่', { exact: true }).click();
  await form.getByRole('textbox', { name: 'รายละเอียด (เช่น ชื่อยา)' }).fill('วาร์ฟาริน 3 มก.');
  await form.getByRole('radiogroup', { name: 'สูบบุหรี่หรือไม่' }).getByText('ไม่ใช่', { exact: true }).click();
  await form.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(form).toBeHidden();

  const alerts = page.getByRole('alert', { name: 'คำเตือนทางการแพทย์' });
  await expect(alerts).toContainText('ใช้ยาละลายลิ่มเลือด: วาร์ฟาริน 3 มก.');
  // Smoking is asked but is not an alert; the answers are listed in the tab.
  await expect(alerts).not.toContainText('สูบบุหรี่');
  const answers = page.getByRole('table', { name: 'คำตอบแบบสอบถาม' });
  await expect(answers).toContainText('วาร์ฟาริน 3 มก.');
  await expect(page.getByText(/บันทึกเมื่อ .* โดย /)).toBeVisible();
});
