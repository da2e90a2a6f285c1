import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { DEMO, signInByApi } from './support/demo.ts';
import { SIAM, checkedInVisit, uniqueSurname } from './support/visits.ts';

// Issue 16, treatment plans (browser part): a doctor plans a filling on 36 from the odontogram and
// a whole-mouth scaling, marks the filling done at today's visit (it becomes a treatment line),
// prints the plan in English on A4; the counter reads it without the editing buttons. The patient
// and the checked-in visit are set up through the API; the run's specs share one database.

const SCREENSHOTS = process.env.TREATMENT_SCREENSHOTS;

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  // bypassCSP: axe is injected as an inline script, which the app's policy refuses.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  const page = await context.newPage();
  await signInByApi(page, email);
  return page;
}

async function pickTreatment(page: Page, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: 'เพิ่มการรักษา', exact: true }).fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('a doctor plans from the chart, marks an item done at today’s visit and prints the plan; the counter reads it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const surname = uniqueSurname('แผนสกุล');
  const { patientId } = await checkedInVisit(request, {
    firstNameTh: 'แผน',
    lastNameTh: surname,
    mobile: '0891114444',
  });
  const record = `${SIAM}/patient/${patientId}`;

  const doctor = await signedInPage(browser, DEMO.doctor);
  await doctor.goto(record);
  await doctor.getByRole('tab', { name: 'แผนการรักษา' }).click();
  await expect(doctor.getByText('ยังไม่มีแผนการรักษา')).toBeVisible();
  await doctor.getByRole('button', { name: 'สร้างแผนการรักษา' }).click();
  const editor = doctor.getByRole('dialog', { name: 'สร้างแผนการรักษา' });
  await editor.getByRole('textbox', { name: 'ชื่อแผน' }).fill('แผนอุดฟันและขูดหินปูน');
  // Tooth 36 from the odontogram, then the filling from the branch's list at its price.
  await editor.locator('[data-tooth="36"] span').first().click();
  await expect(editor.getByText('รายการใหม่จะอยู่บนฟัน 36')).toBeVisible();
  await pickTreatment(doctor, 'FILL-CR2', /FILL-CR2/);
  // No tooth selected now: the whole mouth for the scaling.
  await editor.getByRole('combobox', { name: 'บริเวณช่องปาก' }).click();
  await doctor.getByRole('option', { name: 'ทั้งปาก' }).click();
  await pickTreatment(doctor, 'SCALE', /SCALE/);
  await expect(editor.getByText('รวม 2,200.00')).toBeVisible();
  if (SCREENSHOTS) await doctor.screenshot({ path: `${SCREENSHOTS}/plan-editor-1280.png`, fullPage: true });
  expect(await seriousViolations(doctor)).toEqual([]);
  await editor.getByRole('button', { name: 'บันทึกแผน' }).click();
  await expect(editor).toBeHidden();

  const items = doctor.getByRole('table', { name: 'รายการในแผน' });
  const filling = items.locator('[data-plan-item="FILL-CR2"]');
  const scaling = items.locator('[data-plan-item="SCALE"]');
  await expect(filling).toContainText('ฟัน 36');
  await expect(scaling).toContainText('ทั้งปาก');
  await expect(doctor.getByText('รวม 2,200.00')).toBeVisible();

  // Diagnosed, then done: the confirmation says it becomes a treatment of today's visit.
  await scaling.getByRole('combobox', { name: /^สถานะ/ }).click();
  await doctor.getByRole('option', { name: 'วินิจฉัยแล้ว' }).click();
  await expect(scaling).toHaveAttribute('data-status', 'Diagnosed');
  await filling.getByRole('button', { name: 'ทำแล้ว' }).click();
  const confirm = doctor.getByRole('dialog', { name: 'บันทึกว่าทำแล้ว' });
  await confirm.getByRole('button', { name: 'ทำแล้ว' }).click();
  await expect(filling).toHaveAttribute('data-status', 'Done');
  await expect(doctor.getByText('คงเหลือที่ยังไม่ได้ทำ 1,000.00')).toBeVisible();
  await doctor.getByRole('tab', { name: 'การรักษา', exact: true }).click();
  await expect(doctor.getByText(/FILL-CR2/)).toBeVisible();
  await doctor.getByRole('tab', { name: 'แผนการรักษา' }).click();

  // The printable plan: Thai on A5 first, then English on A4; the browser's print is called.
  await doctor.getByRole('button', { name: 'พิมพ์แผน' }).click();
  const print = doctor.getByRole('dialog', { name: 'พิมพ์แผนการรักษา' });
  const sheet = print.locator('article.yim-plan');
  await expect(sheet).toHaveAttribute('data-paper', 'A5');
  await expect(sheet).toContainText('รวมทั้งสิ้น');
  await expect(sheet).toContainText('2,200.00');
  await print.getByText('English').click();
  await print.getByText('A4').click();
  await expect(sheet).toHaveAttribute('data-paper', 'A4');
  await expect(sheet).toContainText('Treatment plan');
  await expect(sheet).toContainText('Whole mouth');
  await doctor.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await print.getByRole('button', { name: 'พิมพ์', exact: true }).click();
  expect(await doctor.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  if (SCREENSHOTS) await doctor.screenshot({ path: `${SCREENSHOTS}/plan-print-1280.png`, fullPage: true });
  await doctor.context().close();

  // The counter reads the plan; writing it is for those at the chair.
  const counter = await signedInPage(browser, DEMO.counter);
  await counter.goto(record);
  await counter.getByRole('tab', { name: 'แผนการรักษา' }).click();
  await expect(counter.locator('[data-plan-item="FILL-CR2"]')).toHaveAttribute('data-status', 'Done');
  await expect(counter.getByRole('button', { name: 'สร้างแผนการรักษา' })).toHaveCount(0);
  await expect(counter.getByRole('button', { name: 'ทำแล้ว' })).toHaveCount(0);
  if (SCREENSHOTS) {
    await counter.setViewportSize({ width: 1024, height: 768 });
    await counter.screenshot({ path: `${SCREENSHOTS}/plan-tab-counter-1024.png`, fullPage: true });
  }
  expect(await seriousViolations(counter)).toEqual([]);
  await counter.context().close();
});
