import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, signInWithToken } from './support/demo.ts';

// Issue 19: the AI photo-analysis workflow, all four steps, on the sandbox analyser. The two
// photos are painted by the test in the browser's canvas (flat colours the pipeline reads:
// enamel, gum, an inflamed patch, a deposit, a cavity; a coated tongue on the lower one).

type Rect = [x: number, y: number, w: number, h: number, colour: string];
const ENAMEL = 'rgb(238,232,215)';
const UPPER: Rect[] = [
  [0, 0, 400, 60, 'rgb(225,130,140)'],
  [60, 15, 60, 40, 'rgb(200,35,45)'],
  [200, 60, 40, 14, 'rgb(185,145,70)'],
  [150, 150, 16, 16, 'rgb(55,40,30)'],
];
const LOWER: Rect[] = [
  [0, 0, 360, 50, 'rgb(225,130,140)'],
  [0, 220, 360, 140, 'rgb(215,115,125)'],
  [110, 250, 140, 80, 'rgb(230,215,175)'],
];

async function paintPng(page: Page, width: number, height: number, rects: Rect[]): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, rects, background }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
      for (const [x, y, w, h, colour] of rects) {
        context.fillStyle = colour;
        context.fillRect(x, y, w, h);
      }
      return canvas.toDataURL('image/png');
    },
    { width, height, rects, background: ENAMEL },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function choosePhoto(page: Page, testId: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(testId).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

test('a dentist runs the AI workflow: photos, analysis with boxes, confirmed plan, oral health', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.counter);
  const created = await request.post('/api/patient/yim-demo/siam', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstNameTh: 'เอไอ', lastNameTh: `ภาพฟัน${Date.now().toString().slice(-5)}` },
  });
  expect(created.status()).toBe(200);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  await signInWithToken(page, request, DEMO.doctor);
  await page.goto(`/yim-demo/siam/patient/${id}/ai-analysis`);
  await expect(page.getByRole('heading', { name: 'วิเคราะห์ภาพฟันด้วย AI (เบต้า)' })).toBeVisible();

  // Step 1: both photos are required; a photo over 10 MB is refused with the spec's text.
  const analyse = page.getByRole('button', { name: 'เริ่มวิเคราะห์' });
  await expect(analyse).toBeDisabled();
  await choosePhoto(page, 'ai-photo-upper', 'huge.png', Buffer.alloc(10 * 1024 * 1024 + 1));
  await expect(page.getByText('รูปภาพมีขนาดใหญ่เกินไป (สูงสุด 10MB)')).toBeVisible();
  await choosePhoto(page, 'ai-photo-upper', 'upper.png', await paintPng(page, 400, 300, UPPER));
  await expect(analyse).toBeDisabled();
  await choosePhoto(page, 'ai-photo-lower', 'lower.png', await paintPng(page, 360, 360, LOWER));
  await analyse.click();

  // Step 2: the findings, drawn on each photo and labelled in Thai; the two photos differ.
  const upper = page.getByTestId('ai-result-upper');
  const lower = page.getByTestId('ai-result-lower');
  await expect(upper.getByTestId('ai-finding').first()).toBeVisible();
  await expect(lower.getByTestId('ai-finding').first()).toBeVisible();
  await expect(upper.getByRole('cell', { name: 'เหงือกอักเสบ' })).toBeVisible();
  await expect(upper.getByRole('cell', { name: 'หินปูน' })).toBeVisible();
  await expect(lower.getByRole('cell', { name: 'ฝ้าบนลิ้น' })).toBeVisible();
  await expect(upper.getByRole('cell', { name: 'ฝ้าบนลิ้น' })).toHaveCount(0);
  await expect(upper.getByTestId('ai-box').first()).toBeVisible();
  expect(await upper.getByTestId('ai-box').count()).toBe(await upper.getByTestId('ai-finding').count());
  await expect(page.getByTestId('ai-sandbox-note')).toBeVisible();
  await expect(upper.getByText(/ความมั่นใจ(สูง|ปานกลาง|ต่ำ)/).first()).toBeVisible();
  await page.getByRole('button', { name: 'ถัดไป' }).click();

  // Step 3: nothing enters the plan until the dentist confirms it; at least one line.
  const lines = page.getByTestId('ai-plan-line');
  await expect(lines.first()).toBeVisible();
  await expect(lines.first()).toContainText('Diagnosed');
  await expect(page.getByRole('cell', { name: 'K0509' })).toBeVisible();
  const next = page.getByRole('button', { name: 'ถัดไป' });
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'ยืนยัน เหงือกอักเสบ (ฟันบน)' }).click();
  await page.getByRole('button', { name: 'ตัดออก ฝ้าบนลิ้น (ฟันล่าง)' }).click();
  await expect(next).toBeEnabled();
  await next.click();

  // Step 4: one confirmed problem: good oral health; saved as the patient's plan (the branch's
  // root planing on the upper jaw, Diagnosed, with the ICD code in its note).
  await expect(page.getByTestId('ai-oral-health')).toHaveText('ดี');
  await expect(page.getByText('ปัญหาที่ทันตแพทย์ยืนยัน 1 รายการ')).toBeVisible();
  await page.getByRole('button', { name: 'บันทึกเป็นแผนการรักษา' }).click();
  await expect(page.getByTestId('ai-plan-saved')).toContainText('บันทึกแผนการรักษาแล้ว 1 รายการ');
  const plans = await request.get(`/api/treatmentPlan/yim-demo/siam/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(plans.status()).toBe(200);
  const active = ((await plans.json()) as { data: { active: { items: Record<string, unknown>[] } | null } }).data
    .active;
  expect(active?.items).toHaveLength(1);
  expect(active?.items[0]).toMatchObject({ code: 'SRP', mouthArea: '01', status: 'Diagnosed', note: 'AI K0509' });

  // The stored analysis: a text for the patient, then the manager's analysis/patient page.
  await page.getByRole('button', { name: 'สรุปผลสำหรับผู้ป่วย' }).click();
  await expect(page.getByTestId('ai-patient-summary')).toContainText('สุขภาพช่องปากโดยรวมอยู่ในระดับดี');
  await signInWithToken(page, request, DEMO.manager);
  await page.goto(`/yim-demo/siam/analysis/patient?patientId=${id}`);
  const history = page.getByTestId('patient-analyses');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('เหงือกอักเสบ 1');
  await expect(page.getByTestId('analysis-recommendations')).toContainText('นัดตรวจติดตามภายใน 6 เดือน');
});
