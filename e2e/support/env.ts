import { join } from 'node:path';
import type { BrowserContextOptions } from '@playwright/test';
/**
 * What the Playwright config and the tests must agree on: ports, the server's fixed JWT secret
 * and how Chromium is launched. Read by playwright.config.ts and by tests that start a browser
 * of their own (a persistent profile for the browser-restart tests).
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3456);

/**
 * Each Playwright worker has a server and a database of its own, so that two workers never see
 * each other's bookings, counts or mail-outbox rows: worker 0 uses FIRST_PORT, worker 1 three
 * above it (the two between are the mail sink's). Two by default: most of a browser test is
 * waiting on the server or the browser, so two share two cores well. `E2E_WORKERS=1` for one.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export function appPortOf(worker: number): number {
  return FIRST_PORT + worker * 3;
}
// Playwright names the worker in its processes; the runner (playwright.config.ts) has none.
export const APP_PORT = appPortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;

/**
 * The run's throw-away database folders (made by playwright.config.ts in the runner, named to the
 * workers through the environment), and in it the migrated and seeded database that every
 * server of the run starts from a copy of.
 */
export const DATA_ROOT_ENV = 'YIM_E2E_DATA_DIR';
export function seededTemplateOf(root: string): string {
  return join(root, 'seeded-template');
}

/**
 * The local SMTP sink (support/mail-sink.ts) and the HTTP side that lists what it received: one
 * for both servers, as tests find their mail by the address they made.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? FIRST_PORT + 1);
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? FIRST_PORT + 2);
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
export const MAIL_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;

/**
 * The server signs access tokens with this secret (JWT_SECRET, at least 32 characters), so a test
 * can sign an access token the server accepts as its own, e.g. one that has already expired.
 * A throw-away value for the throw-away test server only.
 */
export const JWT_SECRET = 'e2e-only-jwt-secret-not-for-production-0123456789';

/** Playwright never downloads a browser here: Debian's Chromium is launched instead. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The context options every test page gets (see `use` in playwright.config.ts). */
export const CONTEXT_OPTIONS: BrowserContextOptions = {
  baseURL: BASE_URL,
  // No Thai browser locale on purpose: the interface must be Thai by default for any browser.
  timezoneId: 'Asia/Bangkok',
  // A service worker caching between tests would hide what the server really answers.
  serviceWorkers: 'block',
  // The cookie notice accepted, so that it covers nothing a test clicks; cookie-banner.spec.ts
  // starts without it.
  storageState: {
    cookies: [],
    origins: [{ origin: BASE_URL, localStorage: [{ name: 'cookiesAccepted', value: 'true' }] }],
  },
};
