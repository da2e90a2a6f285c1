import { expect, test } from '@playwright/test';
import { DEMO, TH, signInWithToken } from './support/demo.ts';

test.describe('route guard', () => {
  test('a counter is sent to /clinic from areas the role lacks, but not from its own', async ({ page, request }) => {
    await signInWithToken(page, request, DEMO.counter);

    // Control: the counter's own area opens, so the redirects below come from the role check.
    await page.goto('/yim-demo/siam/queuemanage');
    await expect(page).toHaveTitle(TH.tabTitle('ปฏิทินนัดหมาย'));
    await expect(page).toHaveURL(/\/yim-demo\/siam\/queuemanage$/);

    // FileManage: manager and head counter only.
    await page.goto('/yim-demo/siam/filemanage');
    await expect(page).toHaveURL(/\/clinic$/);
    await expect(page.getByRole('heading', { level: 1, name: TH.pickerTitle })).toBeVisible();

    // AI analysis pages: manager and head counter only.
    await page.goto('/yim-demo/siam/analysis/branch');
    await expect(page).toHaveURL(/\/clinic$/);
    await expect(page.getByRole('heading', { level: 1, name: TH.pickerTitle })).toBeVisible();
  });

  test('a manager may open the analysis page the counter may not', async ({ page, request }) => {
    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/yim-demo/siam/analysis/branch');
    await expect(page).toHaveTitle(TH.tabTitle('วิเคราะห์ข้อมูลสาขา'));
    await expect(page).toHaveURL(/\/yim-demo\/siam\/analysis\/branch$/);
  });

  test('an unknown path shows the Thai 404 page', async ({ page, request }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: TH.notFoundTitle })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(TH.tabTitle('ไม่พบหน้า'));
    await expect(page).toHaveURL(/\/no-such-page$/);

    // Inside a branch the 404 sits in the main layout.
    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/yim-demo/siam/no-such-page');
    await expect(page.getByRole('heading', { name: TH.notFoundTitle })).toBeVisible();
    await expect(page.getByRole('banner').getByText('สาขาสยาม')).toBeVisible();

    await page.getByRole('link', { name: TH.goToClinics }).click();
    await expect(page).toHaveURL(/\/clinic$/);
  });

  test('/ goes to /clinic, which sends a signed-out visitor to /login', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?from=%2Fclinic$/);
    await expect(page.getByRole('heading', { level: 1, name: TH.loginTitle })).toBeVisible();

    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/');
    await expect(page).toHaveURL(/\/clinic$/);
    await expect(page.getByRole('heading', { level: 1, name: TH.pickerTitle })).toBeVisible();
  });
});
