import { expect, test } from '@playwright/test';
import { TH, emailField } from './support/demo.ts';

// Issue 11 "Offline and install": the service worker makes the app installable and, after a first
// visit, loads the shell with the network off, showing the offline indicator. Other specs block
// service workers (support/env.ts) so that no cache hides what the server answers; this one needs it.
test.use({ serviceWorkers: 'allow' });

type Manifest = {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type?: string; purpose?: string }[];
};

test.describe('offline and install (issue 11)', () => {
  test('the manifest makes the app installable and a service worker controls the whole origin', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const answer = await request.get(href!);
    expect(answer.status()).toBe(200);
    const manifest = (await answer.json()) as Manifest;
    // What Chromium asks of an installable web app: a name, a start URL, a standalone display and
    // icons of 192 and 512 pixels; a maskable one for Android's launcher.
    expect(manifest.name).toBe('ยิ้ม Yim');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/clinic');
    expect(manifest.scope).toBe('/');
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons ?? [];
    for (const size of ['192x192', '512x512']) {
      const icon = icons.find((i) => i.sizes === size && i.type === 'image/png' && i.purpose !== 'maskable');
      expect(icon, `a ${size} PNG icon`).toBeTruthy();
      const image = await request.get(icon!.src);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toContain('image/png');
    }
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);

    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
    });
    expect(registration.scope).toBe(new URL('/', page.url()).href);
    expect(registration.script).toMatch(/\/sw\.js$/);
  });

  test('after a first visit the shell loads with the network off and shows the offline indicator', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await expect(emailField(page)).toBeVisible();
    // The first visit's precache is complete once the worker is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: TH.loginTitle })).toBeVisible();
    await expect(emailField(page)).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    // A route never visited comes from the same precache (the app's fallback and its chunk).
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  });
});
