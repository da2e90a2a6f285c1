import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_ROOT_ENV, JWT_SECRET, seededTemplateOf } from './env.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type ExtraServer = { baseUrl: string; stop: () => Promise<void> };

/**
 * A second Yim server beside the one Playwright starts, for a test that needs another
 * configuration (S3 storage, say): the same command as `npm start`, its own PGlite folder, the
 * demo seed. The folder is a copy of the run's seeded database (playwright.config.ts), as the
 * workers' servers get: the seed writes no stored file, so the storage driver does not matter.
 */
export async function startExtraServer(port: number, env: Record<string, string>): Promise<ExtraServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yim-e2e-extra-'));
  const template = seededTemplateOf(process.env[DATA_ROOT_ENV] ?? '');
  if (existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      JWT_SECRET,
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Beside the two servers of the workers, on two cores: allow three minutes (a first start
  // when there is no run folder to copy from).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the extra server did not answer /api/health:\n${stderr}`);
}
