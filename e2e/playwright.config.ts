import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_LAUNCH,
  CONTEXT_OPTIONS,
  JWT_SECRET,
  MAIL_HTTP_PORT,
  MAIL_URL,
  SMTP_PORT,
  SMTP_URL,
  WORKERS,
  appPortOf,
} from './support/env.ts';

/**
 * Browser tests against the real product: a server per worker (embedded PGlite database, seeded
 * demo clinic) serves the built web app (`npm run build -w apps/web` first; `npm run test:e2e` does it)
 * and sends its mail over SMTP to a local sink the tests read (support/mail-sink.ts).
 * Playwright never downloads a browser here: Debian's Chromium is launched instead.
 */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

// Playwright loads this file in the runner and again in every worker: only the runner creates the
// fresh database folders, the workers inherit their parent's name through the environment.
const DATA_DIR_ENV = 'YIM_E2E_DATA_DIR';
function freshDataRoot(): string {
  const existing = process.env[DATA_DIR_ENV];
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), 'yim-e2e-'));
  process.env[DATA_DIR_ENV] = dir;
  // The web servers are stopped before the runner exits; then the throw-away databases go too.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const DATA_ROOT = freshDataRoot();

/** The server of one worker: its own port and PGlite folder, the demo seed, the shared mail sink. */
function appServer(worker: number) {
  const port = appPortOf(worker);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: REPO_ROOT,
    url: `${baseUrl}/api/health`,
    // Two servers migrate and seed side by side on two cores.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in the mail point at the app under test.
      PUBLIC_URL: baseUrl,
      SMTP_URL,
      // Fixed, so that the token-expiry test can sign an expired access token (support/tokens.ts).
      JWT_SECRET,
      DATA_DIR: join(DATA_ROOT, `server-${worker}`),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      // The sandbox card terminal approves a second after the start: the EDC step stays short.
      SANDBOX_EDC_PENDING_SECONDS: '1',
    },
  } as const;
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One server per worker (support/env.ts); a spec file's tests run in order in one worker.
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Generous: a passing test takes what it takes, and two workers on a busy two-core machine
  // stretch the longest journeys (create a clinic, the AI workflow) past 30 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
    ...Array.from({ length: WORKERS }, (_, worker) => appServer(worker)),
  ],
});
