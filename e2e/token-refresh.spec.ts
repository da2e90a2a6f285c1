import { expect, test, type Request, type Response } from '@playwright/test';
import { CLINIC_NAME, DEMO, TH, signInWithForm } from './support/demo.ts';
import { expiredCopyOf, replaceStoredToken, storedToken } from './support/tokens.ts';

/** The three calls the /clinic screen with the profile modal open keeps on screen. */
const SCREEN_CALLS = ['/api/user/checkLogin', '/api/user/clinic', '/api/user/userInfo'] as const;
type ScreenCall = (typeof SCREEN_CALLS)[number];

type Answer = { path: string; method: string; status: number; bearer: string | null };

function screenCallOf(url: string): ScreenCall | null {
  const { pathname } = new URL(url);
  return SCREEN_CALLS.find((path) => pathname === path) ?? null;
}

function bearerOf(request: Request): string | null {
  return request.headers().authorization?.replace(/^Bearer /, '') ?? null;
}

test.describe('access-token expiry mid-session', () => {
  test('three parallel calls fail with 401, wait for exactly one refresh and are replayed with 200', async ({
    page,
    context,
  }) => {
    // The page's clock runs normally, but the test can move it on: the "16 minutes later" below.
    await page.clock.install();
    await page.goto('/login');
    await signInWithForm(page, DEMO.manager);
    await expect(page).toHaveURL(/\/clinic$/);
    const clinic = page.getByRole('region', { name: CLINIC_NAME });
    await expect(clinic).toBeVisible();

    // The profile modal on top of the clinic list: three server answers on screen at once
    // (the login check, the clinic list, the profile).
    await page.getByRole('button', { name: TH.accountMenu }).click();
    await page.getByRole('menuitem', { name: TH.profileItem }).click();
    const modal = page.getByRole('dialog', { name: TH.profileTitle });
    await expect(modal.getByRole('textbox', { name: 'อีเมล', exact: true })).toHaveValue(DEMO.manager);

    // The access token expires while the person is away (signed by the server's own secret for
    // the same user and session, expired 5 minutes ago).
    const stored = await storedToken(page);
    expect(stored, 'the app keeps an access token').not.toBeNull();
    if (!stored) return;
    const expired = await expiredCopyOf(stored.token);
    await replaceStoredToken(page, stored, expired);

    // The one refresh is held until all three calls have failed, so all three really wait in
    // the queue for it: a client refreshing once per failed call would show three here.
    let releaseRefresh: () => void = () => {};
    const allFailed = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const answers: Answer[] = [];
    const refreshes: Answer[] = [];
    page.on('response', (response: Response) => {
      const request = response.request();
      const answer = {
        path: new URL(response.url()).pathname,
        method: request.method(),
        status: response.status(),
        bearer: bearerOf(request),
      };
      if (answer.path === '/api/token') refreshes.push(answer);
      else if (screenCallOf(response.url())) answers.push(answer);
      if (answers.filter((one) => one.status === 401).length >= SCREEN_CALLS.length) releaseRefresh();
    });
    await page.route('**/api/token', async (route) => {
      // A bound, not a sleep: if the calls never all fail the refresh goes on and the checks below fail.
      await Promise.race([allFailed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await route.continue();
    });

    // 16 minutes later the network comes back (a laptop waking up): everything on screen is out
    // of date and the app refetches the three answers at once, with the expired token.
    await page.clock.fastForward('16:00');
    await context.setOffline(true);
    await context.setOffline(false);

    await expect.poll(() => answers.filter((answer) => answer.status === 200).length).toBe(SCREEN_CALLS.length);
    expect(refreshes, 'exactly one POST /api/token').toHaveLength(1);
    expect(refreshes[0]).toMatchObject({ method: 'POST', status: 200 });

    const renewed = await storedToken(page);
    expect(renewed?.token).toBeTruthy();
    expect(renewed?.token).not.toBe(expired);
    expect(renewed?.where).toBe(stored.where);
    for (const path of SCREEN_CALLS) {
      const calls = answers.filter((answer) => answer.path === path);
      expect(calls, `${path}: the expired call, then its replay`).toEqual([
        { path, method: 'GET', status: 401, bearer: expired },
        { path, method: 'GET', status: 200, bearer: renewed?.token ?? '' },
      ]);
    }

    // The person saw none of it: the data is on screen and no session-expired dialog.
    await expect(page.getByRole('dialog', { name: TH.sessionExpiredTitle })).toHaveCount(0);
    await expect(modal.getByRole('textbox', { name: 'อีเมล', exact: true })).toHaveValue(DEMO.manager);
    await modal.getByRole('button', { name: TH.close, exact: true }).click();
    await expect(clinic).toBeVisible();
    await expect(page).toHaveURL(/\/clinic$/);
  });
});
