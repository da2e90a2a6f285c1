import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';
import { StartupRefusal } from '../startup-refusal.ts';

// One process per PGlite data directory (issue 7, item 2): real processes, a real lock file.

const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'yim-lock-'));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has already ended: a crashed server's lock names such a pid. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  children.push(child);
  return child;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Run = { child: ChildProcess; output: () => string; stderr: () => string; exit: Promise<number | null> };

/** `npm start`'s server process (main.ts) on a PGlite directory, without the demo and the web build. */
function startServer(dataDir: string, port: number): Run {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'none',
    LOG_LEVEL: 'info',
    WEB_DIST: join(dataDir, 'no-web-build'),
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_OWNER_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out + err, stderr: () => err, exit };
}

describe('the data directory lock', () => {
  it('refuses a second holder while the first lives, naming its pid and start time', async () => {
    const dir = await tempDir();
    const holder = sleeper();
    const startedAt = '2026-01-02T03:04:05.000Z';
    await writeFile(join(dir, 'yim.lock'), JSON.stringify({ pid: holder.pid, host: hostname(), startedAt }));
    expect(() => lockDataDir(dir)).toThrow(StartupRefusal);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid}, started at ${startedAt}`);
  });

  it('takes over the lock of a process that died without removing it', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'yim.lock'), JSON.stringify({ pid: await deadPid(), host: hostname(), startedAt: 'x' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('takes over a lock file left empty by a crash between creating and writing it', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'yim.lock'), '');
    const lock = lockDataDir(dir);
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('refuses a second open in the same process, and opens again once released', async () => {
    const dir = await tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid}`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock naming its own pid that it does not hold (a restarted container keeps its pid)', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'yim.lock'), JSON.stringify({ pid: process.pid, host: hostname(), startedAt: 'x' }));
    lockDataDir(dir).release();
  });
});

// The lock guards PGlite only; the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm start twice on one DATA_DIR', () => {
  it('refuses the second start in one line, recovers a crashed one, and names a taken port in one line', async () => {
    const dir = await tempDir();
    const first = startServer(dir, await freePort());
    await expect.poll(first.output, { timeout: 90_000, interval: 200 }).toMatch(/Yim is serving/);
    const lockFile = JSON.parse(await readFile(join(dir, 'yim.lock'), 'utf8')) as { pid: number; startedAt: string };
    expect(lockFile.pid).toBe(first.child.pid);

    const second = startServer(dir, await freePort());
    expect(await second.exit).toBe(1);
    expect(second.stderr().trim().split('\n')).toEqual([
      `Yim cannot start: the data directory ${dir} is in use by process ${first.child.pid}, started at ${lockFile.startedAt}. ` +
        `One process owns a PGlite database: stop that one or set DATA_DIR to another directory. ` +
        `If no Yim runs there any more, delete ${join(dir, 'yim.lock')}.`,
    ]);
    expect(first.child.exitCode).toBeNull();

    // A crash leaves the lock behind, naming a pid that no longer runs.
    first.child.kill('SIGKILL');
    await first.exit;
    expect(existsSync(join(dir, 'yim.lock'))).toBe(true);

    // The next start takes the stale lock over and opens the database; it then meets a taken port.
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const takenPort = (squatter.address() as AddressInfo).port;
    try {
      const third = startServer(dir, takenPort);
      expect(await third.exit).toBe(1);
      expect(third.stderr().trim().split('\n')).toEqual([
        `Yim cannot start: port ${takenPort} on 127.0.0.1 is already in use (another Yim or another program): ` +
          'stop it or set PORT to a free port.',
      ]);
      expect(third.output()).not.toMatch(/\n\s+at /);
      expect(existsSync(join(dir, 'yim.lock'))).toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 180_000);
});
