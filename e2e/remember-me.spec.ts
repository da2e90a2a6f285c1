import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CLINIC_NAME, DEMO, DEMO_PASSWORD, TH, emailField, passwordField, submitButton } from './support/demo.ts';
import { CHROMIUM_LAUNCH, CONTEXT_OPTIONS } from './support/env.ts';
import { expiredCopyOf, replaceStoredToken, storedToken } from './support/tokens.ts';

/**
 * A browser restart is a real one: Chromium with a profile folder on disk (cookies, localStorage),
 * closed and launched again on the same folder, as a person closing and reopening the browser.
 */
class BrowserProfile {
  private readonly dir = mkdtempSync(join(tmpdir(), 'yim-e2e-profile-'));
  private context: BrowserContext | null = null;

  async open(): Promise<Page> {
    this.context = await chromium.launchPersistentContext(this.dir, { ...CHROMIUM_LAUNCH, ...CONTEXT_OPTIONS });
    return this.context.pages()[0] ?? (await this.context.newPage());
  }

  get currentContext(): BrowserContext {
    if (!this.context) throw new Error('the browser is not running');
    return this.context;
  }

  /** Closes the whole browser: what is not persisted to the profile is gone. */
  async close(): Promise<void> {
    await this.context?.close();
    this.context = null;
  }

  async dispose(): Promise<void> {
    await this.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

async function signIn(page: Page, rememberMe: boolean) {
  await page.goto('/login');
  const checkbox = page.getByRole('checkbox', { name: TH.rememberMe });
  await checkbox.setChecked(rememberMe);
  await emailField(page).fill(DEMO.manager);
  await passwordField(page).fill(DEMO_PASSWORD);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/clinic$/);
  await expect(page.getByRole('region', { name: CLINIC_NAME })).toBeVisible();
}

test.describe('remember-me across a browser restart', () => {
  let profile: BrowserProfile;
  test.beforeEach(() => {
    profile = new BrowserProfile();
  });
  test.afterEach(async () => {
    await profile.dispose();
  });

  test('with remember-me the person is still signed in after the browser restarts', async () => {
    const before = await profile.open();
    await signIn(before, true);
    await profile.close();

    const after = await profile.open();
    await after.goto('/clinic');
    await expect(after).toHaveURL(/\/clinic$/);
    await expect(after.getByRole('heading', { level: 1, name: TH.pickerTitle })).toBeVisible();
    await expect(after.getByRole('region', { name: CLINIC_NAME })).toBeVisible();

    // The refresh cookie outlived the browser too (30 days): even once the access token has
    // expired, the session is renewed instead of ending.
    const refreshCookie = (await profile.currentContext.cookies()).find((cookie) => cookie.name === 'yim_refresh');
    expect(refreshCookie, 'the refresh cookie survived the restart').toBeDefined();
    expect(refreshCookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);

    const stored = await storedToken(after);
    expect(stored?.where).toBe('localStorage');
    if (!stored) return;
    await replaceStoredToken(after, stored, await expiredCopyOf(stored.token));
    const refreshed = after.waitForResponse((response) => response.url().endsWith('/api/token'));
    await after.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(after.getByRole('region', { name: CLINIC_NAME })).toBeVisible();
    await expect(after).toHaveURL(/\/clinic$/);
    await expect(after.getByRole('dialog', { name: TH.sessionExpiredTitle })).toHaveCount(0);
  });

  test('without remember-me the person signs in again after the browser restarts', async () => {
    const before = await profile.open();
    await signIn(before, false);
    // Control: within the same browser a reload keeps the session.
    await before.reload();
    await expect(before.getByRole('region', { name: CLINIC_NAME })).toBeVisible();
    // A new tab has no token of its own (sessionStorage is per tab), but the browser-session
    // cookie is shared: the session is restored from it instead of asking for the password.
    const newTab = await profile.currentContext.newPage();
    await newTab.goto('/clinic');
    await expect(newTab.getByRole('region', { name: CLINIC_NAME })).toBeVisible();
    await expect(newTab).toHaveURL(/\/clinic$/);
    expect((await storedToken(newTab))?.where).toBe('sessionStorage');
    await profile.close();

    const after = await profile.open();
    await after.goto('/clinic');
    await expect(after).toHaveURL(/\/login\?from=%2Fclinic$/);
    await expect(after.getByRole('heading', { level: 1, name: TH.loginTitle })).toBeVisible();
    await expect(after.getByRole('checkbox', { name: TH.rememberMe })).not.toBeChecked();
    expect(await storedToken(after)).toBeNull();
  });
});
