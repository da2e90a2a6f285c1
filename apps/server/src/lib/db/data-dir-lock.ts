import { closeSync, mkdirSync, openSync, readFileSync, rmSync, rmdirSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartupRefusal } from '../startup-refusal.ts';

// PGlite is PostgreSQL in one process without a postmaster: two processes on one data directory
// both write it and corrupt it ("PGlite failed to initialize properly", broken indexes). So the
// directory carries a lock file naming its process; a second process refuses to start, and the
// lock of a process that died without removing it (crash, SIGKILL) is taken over.

export type DataDirLockHolder = { pid: number; host: string; startedAt: string };
export type DataDirLock = { path: string; release(): void };

const LOCK_FILE = 'yim.lock';
/** Held while one process replaces a dead holder's lock, so two starters cannot both take it. */
const TAKEOVER_DIR = 'yim.lock.takeover';
/** A takeover never takes this long; older, its taker died in between and it is removed. */
const TAKEOVER_STALE_MS = 10_000;

/** Locks held by this process: its own pid in a lock file is then a second open, not a stale one. */
const heldHere = new Set<string>();

/** Takes DATA_DIR's lock or throws a StartupRefusal that names the running holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: DataDirLockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  if (!tryCreate(path, me)) {
    const holder = readHolder(path);
    if (holder && isAlive(holder, path)) throw inUse(dataDir, path, holder);
    takeOver(dataDir, path, holder, me);
  }
  heldHere.add(path);
  const onExit = () => removeIfMine(path, me);
  process.once('exit', onExit);
  return {
    path,
    release() {
      process.removeListener('exit', onExit);
      removeIfMine(path, me);
    },
  };
}

function tryCreate(path: string, holder: DataDirLockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readHolder(path: string): DataDirLockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<DataDirLockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return undefined;
    return { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt ?? 'unknown') };
  } catch {
    // Unreadable or half written (a crash between create and write): nobody can be proven alive.
    return undefined;
  }
}

function isAlive(holder: DataDirLockHolder, path: string): boolean {
  // Another machine's process (a shared volume) cannot be checked from here: assume it runs.
  if (holder.host !== hostname()) return true;
  // Our own pid, not locked by us: a previous life of a container whose server always has this pid.
  if (holder.pid === process.pid) return heldHere.has(path);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Replaces a dead holder's lock. Two starters may both have found it dead: the takeover folder
 * (mkdir is atomic) lets one of them in, and that one reads the file again before replacing it,
 * so a lock the other has just taken is never removed.
 */
function takeOver(dataDir: string, path: string, dead: DataDirLockHolder | undefined, me: DataDirLockHolder) {
  const takeoverDir = join(dataDir, TAKEOVER_DIR);
  if (!enterTakeover(takeoverDir)) throw inUse(dataDir, path, readHolder(path) ?? dead);
  try {
    const current = readHolder(path);
    if (current && isAlive(current, path)) throw inUse(dataDir, path, current);
    rmSync(path, { force: true });
    if (!tryCreate(path, me)) throw inUse(dataDir, path, readHolder(path));
  } finally {
    rmdirSync(takeoverDir);
  }
}

function enterTakeover(takeoverDir: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(takeoverDir);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(takeoverDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age < TAKEOVER_STALE_MS) return false;
      rmdirSync(takeoverDir);
    }
  }
  return false;
}

function removeIfMine(path: string, me: DataDirLockHolder) {
  heldHere.delete(path);
  if (JSON.stringify(readHolder(path)) !== JSON.stringify(me)) return;
  rmSync(path, { force: true });
}

function inUse(dataDir: string, path: string, holder: DataDirLockHolder | undefined): StartupRefusal {
  const who = holder
    ? `process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, started at ${holder.startedAt}`
    : 'another process that is starting';
  return new StartupRefusal(
    `the data directory ${dataDir} is in use by ${who}. One process owns a PGlite database: stop that one ` +
      `or set DATA_DIR to another directory. If no Yim runs there any more, delete ${path}.`,
  );
}
