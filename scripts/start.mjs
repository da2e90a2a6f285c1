#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build (a stamp of
// file sizes and times kept in dist/), then serves web and API from one process.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.build-stamp');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'package-lock.json',
];

function* files(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

function sourceStamp() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const [path, stat] of files(join(root, input))) hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stamp = sourceStamp();
const built =
  existsSync(join(dist, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
if (built) {
  console.log('web app: reusing the build in apps/web/dist');
} else {
  console.log('web app: building (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
