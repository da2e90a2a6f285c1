#!/usr/bin/env node
// @ts-check
// The JavaScript and CSS the first route (/login) loads, as transferred (bench/README.md): the
// entry script of apps/web/dist/index.html and its modulepreload links, then the login page's
// lazy chunk with whatever it imports statically; the stylesheets of index.html and of those
// chunks. Transferred = the build's brotli copy (x.br, what the server sends to a browser that
// takes brotli); gzip level 9 beside it. Builds the web app first when dist/ is missing.
//   node bench/bundle-size.mjs [--build] [--save]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseFlags, printTable, REPO_ROOT, saveResult } from './lib/server.mjs';

const DIST = join(REPO_ROOT, 'apps/web/dist');
/** The lazy chunk of the /login route is named after its module, features/auth/login-page.tsx. */
const LOGIN_CHUNK = /^login-page-[\w-]+\.js$/;

/** @param {string} html @returns {{ entry: string[]; preload: string[]; styles: string[] }} asset paths relative to dist */
export function readIndexHtml(html) {
  const attr = (/** @type {string} */ tag, /** @type {string} */ name) =>
    new RegExp(`\\s${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const local = (/** @type {string | undefined} */ href) =>
    href && !/^[a-z]+:/i.test(href) ? [href.replace(/^\//, '')] : [];
  return {
    entry: tags
      .filter((t) => t.startsWith('<script') && /type=["']module["']/.test(t))
      .flatMap((t) => local(attr(t, 'src'))),
    preload: tags
      .filter((t) => t.startsWith('<link') && /rel=["']modulepreload["']/.test(t))
      .flatMap((t) => local(attr(t, 'href'))),
    styles: tags
      .filter((t) => t.startsWith('<link') && /rel=["']stylesheet["']/.test(t))
      .flatMap((t) => local(attr(t, 'href'))),
  };
}

/**
 * Static imports of a built chunk (`import{a}from"./x.js"`, `import"./y.js"`); dynamic ones stay lazy.
 * @param {string} code
 */
export function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1] ?? '');
}

/** @param {string[]} roots paths relative to dist @returns {string[]} the roots and every chunk they import statically */
function withStaticImports(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
    for (const spec of staticImports(readFileSync(join(DIST, file), 'utf8'))) {
      queue.push(join(dir, spec).replace(/\\/g, '/'));
    }
  }
  return [...seen];
}

/** @param {string} file @param {Buffer} bytes the brotli copy the build wrote, else one made here alike */
function brotliSize(file, bytes) {
  const copy = join(DIST, `${file}.br`);
  if (existsSync(copy)) return readFileSync(copy).length;
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** @param {string} file */
function sizes(file) {
  const bytes = readFileSync(join(DIST, file));
  return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliSize(file, bytes) };
}

/**
 * The stylesheets a chunk loads with it: Vite names them in the chunk's `__vite__mapDeps` list
 * (the CSS a lazy route injects) beside its JavaScript.
 * @param {string[]} chunks
 */
function cssOfChunks(chunks) {
  const css = new Set();
  for (const file of chunks) {
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const m of code.matchAll(/["'](?:\.{0,2}\/)?((?:assets\/)?[\w.-]+\.css)["']/g)) {
      const name = (m[1] ?? '').replace(/^assets\//, '');
      if (name) css.add(`assets/${name}`);
    }
  }
  return [...css].filter((file) => existsSync(join(DIST, file)));
}

/** @param {{ build?: boolean; save?: boolean }} options */
export async function runBundleSize({ build = false, save = false } = {}) {
  if (build || !existsSync(join(DIST, 'index.html'))) {
    console.log('building the web app (npm run build) ...');
    const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error('npm run build failed');
  }
  const index = readIndexHtml(readFileSync(join(DIST, 'index.html'), 'utf8'));
  if (index.entry.length === 0) throw new Error('apps/web/dist/index.html has no module entry script');
  const shell = withStaticImports([...index.entry, ...index.preload]);
  const loginChunk = readdirSync(join(DIST, 'assets')).find((name) => LOGIN_CHUNK.test(name));
  const login = loginChunk ? withStaticImports([`assets/${loginChunk}`]).filter((f) => !shell.includes(f)) : [];

  const shellSizes = shell.map(sizes);
  const loginSizes = login.map(sizes);
  // Lazy routes' CSS is only counted for the /login chunks, not for every lazy import of the entry.
  const routeCss = cssOfChunks(login).filter((file) => !index.styles.includes(file));
  const styleSizes = [...index.styles, ...routeCss].map(sizes);
  const sum = (/** @type {{ bytes: number; gzip: number; brotli: number }[]} */ list) =>
    list.reduce((t, s) => ({ bytes: t.bytes + s.bytes, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }), {
      bytes: 0,
      gzip: 0,
      brotli: 0,
    });
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  const shellTotal = sum(shellSizes);
  const routeTotal = sum([...shellSizes, ...loginSizes]);

  const cssTotal = sum(styleSizes);
  const row = (/** @type {string} */ label, /** @type {{ bytes: number; gzip: number; brotli: number }} */ s) => [
    label,
    kb(s.bytes),
    kb(s.gzip),
    kb(s.brotli),
  ];

  console.log('\nWhat the first route (/login) loads: raw, gzip level 9, brotli (as transferred)');
  printTable(
    ['file', 'KiB', 'gzip KiB', 'br KiB'],
    [
      ...shellSizes.map((s) => row(`${basename(s.file)} (index.html)`, s)),
      ...loginSizes.map((s) => row(`${basename(s.file)} (/login route)`, s)),
      ...styleSizes.map((s) => row(`${basename(s.file)} (stylesheet)`, s)),
      row(`total: entry + modulepreload (${shellSizes.length} files)`, shellTotal),
      row(`total: /login JavaScript (${shellSizes.length + loginSizes.length} files)`, routeTotal),
      row(`total: /login CSS (${styleSizes.length} files)`, cssTotal),
    ],
  );
  if (!loginChunk) console.log('note: no login-page-*.js chunk found; the /login total is the entry only');
  const result = {
    entryGzip: shellTotal.gzip,
    loginGzip: routeTotal.gzip,
    loginBrotli: routeTotal.brotli,
    cssGzip: cssTotal.gzip,
    cssBrotli: cssTotal.brotli,
    files: [...shellSizes, ...loginSizes],
  };
  if (save) console.log(`saved ${await saveResult('bundle-size', result)}`);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flags = parseFlags(process.argv.slice(2));
  await runBundleSize({ build: Boolean(flags.build), save: Boolean(flags.save) });
}
