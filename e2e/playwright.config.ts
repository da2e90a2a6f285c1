import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  APP_PORT,
  BASE_URL,
  CHROMIUM_LAUNCH,
  CONTEXT_OPTIONS,
  JWT_SECRET,
  MAIL_HTTP_PORT,
  MAIL_URL,
  SMTP_PORT,
  SMTP_URL,
} from './support/env.ts';

/**
 * Browser tests against the real product: the server (embedded PGlite database, seeded demo
 * clinic) serves the built web app (`npm run build -w apps/web` first; `npm run test:e2e` does it)
 * and sends its mail over SMTP to a local sink the tests read (support/mail-sink.ts).
 * Playwright never downloads a browser here: Debian's Chromium is launched instead.
 */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

// Playwright loads this file in the runner and again in every worker: only the runner creates the
// fresh database folder, the workers inherit its name through the environment.
const DATA_DIR_ENV = 'YIM_E2E_DATA_DIR';
function freshDataDir(): string {
  const existing = process.env[DATA_DIR_ENV];
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), 'yim-e2e-'));
  process.env[DATA_DIR_ENV] = dir;
  // The web server is stopped before the runner exits; then the throw-away database goes too.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const DATA_DIR = freshDataDir();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two cores: the server and the browser already share them.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    ...CONTEXT_OPTIONS,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // Started first: the app's mail worker sends to it from its first job on.
      command: 'node --import tsx e2e/support/mail-sink.ts',
      cwd: REPO_ROOT,
      url: `${MAIL_URL}/ready`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 3_000 },
      env: { MAIL_SINK_SMTP_PORT: String(SMTP_PORT), MAIL_SINK_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: 'npx tsx apps/server/src/main.ts',
      cwd: REPO_ROOT,
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        // Links in the mail point at the app under test.
        PUBLIC_URL: BASE_URL,
        SMTP_URL,
        // Fixed, so that the token-expiry test can sign an expired access token (support/tokens.ts).
        JWT_SECRET,
        DATA_DIR,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        // The sandbox card terminal approves a second after the start: the EDC step stays short.
        SANDBOX_EDC_PENDING_SECONDS: '1',
      },
    },
  ],
});
