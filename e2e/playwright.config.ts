import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_LAUNCH,
  CONTEXT_OPTIONS,
  DATA_ROOT_ENV,
  JWT_SECRET,
  MAIL_HTTP_PORT,
  MAIL_URL,
  SMTP_PORT,
  SMTP_URL,
  WORKERS,
  appPortOf,
  seededTemplateOf,
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
function freshDataRoot(): string {
  const existing = process.env[DATA_ROOT_ENV];
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), 'yim-e2e-'));
  process.env[DATA_ROOT_ENV] = dir;
  // The web servers are stopped before the runner exits; then the throw-away databases go too.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  seedTemplate(dir);
  return dir;
}

/**
 * Migrates and seeds one database for the whole run (the server's own code does it, see
 * apps/server/src/test/seeded-data-dir.ts) and gives every worker's server a copy of it: each one
 * then starts as on a second start. Done here, synchronously, because Playwright starts the web
 * servers before any global setup. The S3 spec's extra server copies it too (support/extra-server.ts).
 */
function seedTemplate(root: string) {
  const template = seededTemplateOf(root);
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/test/seeded-data-dir.ts', template], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let worker = 0; worker < WORKERS; worker++) cpSync(template, serverDataDir(root, worker), { recursive: true });
}

function serverDataDir(root: string, worker: number): string {
  return join(root, `server-${worker}`);
}

const DATA_ROOT = freshDataRoot();

/** The server of one worker: its own port and PGlite folder (seeded demo), the shared mail sink. */
function appServer(worker: number) {
  const port = appPortOf(worker);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: REPO_ROOT,
    url: `${baseUrl}/api/health`,
    // Started one after the other, on a seeded copy; generous for a busy two-core machine.
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
      // A copy of the run's seeded database (seedTemplate above): SEED=demo finds it seeded.
      DATA_DIR: serverDataDir(DATA_ROOT, worker),
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
