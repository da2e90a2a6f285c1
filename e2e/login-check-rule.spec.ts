import { expect, test, type Page } from '@playwright/test';
import { DEMO, TH, signInWithToken } from './support/demo.ts';

/** Moves the single-page app to `path` as its own links do: no page load, the router alone. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

test.describe('the login check rule (spec access §4)', () => {
  test('checks the branch once, not again on every page change within the window', async ({ page, request }) => {
    const checks: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/user/checkLogin')) checks.push(new URL(r.url()).pathname);
    });
    await signInWithToken(page, request, DEMO.manager);
    await page.goto('/yim-demo/siam/queuemanage');
    await expect(page).toHaveTitle(TH.tabTitle('ปฏิทินนัดหมาย'));
    const afterLoad = checks.length;
    expect(checks.filter((path) => path === '/api/user/checkLogin/yim-demo/siam')).toHaveLength(1);

    for (const path of ['/yim-demo/siam/txlistmanage', '/yim-demo/siam/receiptmanage', '/yim-demo/siam/queuemanage']) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    // Not 'networkidle': the calendar keeps its live event stream open. The calendar's own reads
    // have answered once its heading and columns are drawn; a check would have gone out before.
    await expect(page.getByRole('heading', { level: 1, name: 'ปฏิทินนัดหมาย' })).toBeVisible();
    await expect(page.locator('.rbc-time-header .rbc-header').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(checks.slice(afterLoad)).toEqual([]);
  });
});
