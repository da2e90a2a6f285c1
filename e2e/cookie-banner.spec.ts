import { expect, test } from '@playwright/test';

// Spec access §2 and §3: the cookie notice shows until accepted; the answer is kept under
// cookiesAccepted, so it does not come back on the next visit.
test.use({ storageState: { cookies: [], origins: [] } });

test('the cookie notice shows until accepted and stays away afterwards', async ({ page }) => {
  await page.goto('/login');
  const notice = page.getByRole('region', { name: 'การใช้คุกกี้' });
  await expect(notice).toContainText('ไม่มีคุกกี้โฆษณาหรือการติดตาม');
  await notice.getByRole('button', { name: 'ยอมรับ' }).click();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('cookiesAccepted'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'การใช้คุกกี้' })).toHaveCount(0);
});
