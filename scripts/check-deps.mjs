#!/usr/bin/env node
// @ts-check
// The import rules of docs/ARCHITECTURE.md, checked in CI (`npm run lint`). No dependencies: import
// specifiers are read with a regular expression over every .ts/.tsx file.
//
// 1. packages/contract imports only zod and its own files.
// 2. apps/web and apps/server never import each other.
// 3. Cross-cutting code (server lib/, plugins/ and integrations/, web lib/ and ui/) never imports a feature.
// 4. A feature imports another only when that one has a strictly lower rank (FEATURE_RANKS); the
//    web shell sits on top and may import any feature.
// Tests (*.test.ts, *.test.tsx) are imported by nothing, so rules 3 and 4 do not bind them, and the
// contract's tests may use test tools (vitest).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkCycles } from './check-cycles.mjs';
import { checkLayers } from './check-layers.mjs';
import { readImports } from './read-imports.mjs';
import { checkSql } from './check-sql.mjs';
import { FEATURE_RANKS } from './feature-ranks.mjs';

export { FEATURE_RANKS, readImports };

/** Which package a path belongs to, and where its features and cross-cutting folders are. */
const AREAS = {
  contract: { root: 'packages/contract', features: null, crossCutting: [] },
  server: {
    root: 'apps/server',
    features: 'apps/server/src/features',
    crossCutting: ['apps/server/src/lib', 'apps/server/src/plugins', 'apps/server/src/integrations'],
  },
  web: { root: 'apps/web', features: 'apps/web/src/features', crossCutting: ['apps/web/src/lib', 'apps/web/src/ui'] },
};

/** @type {Record<string, keyof typeof AREAS>} */
const PACKAGE_NAMES = { '@yim/contract': 'contract', '@yim/server': 'server', '@yim/web': 'web' };
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tmp', 'coverage']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;

/**
 * @typedef {{ file: string; line: number; specifier: string; message: string }} Violation
 * @typedef {{ area: keyof typeof AREAS | null; feature: string | null; crossCutting: boolean }} Place
 */

/** @param {string} path a path relative to the repository root, with forward slashes */
function placeOf(path) {
  for (const [area, spec] of /** @type {[keyof typeof AREAS, typeof AREAS[keyof typeof AREAS]][]} */ (
    Object.entries(AREAS)
  )) {
    if (path !== spec.root && !path.startsWith(`${spec.root}/`)) continue;
    const feature =
      spec.features && path.startsWith(`${spec.features}/`)
        ? (path.slice(spec.features.length + 1).split('/')[0] ?? null)
        : null;
    const crossCutting = spec.crossCutting.some((dir) => path.startsWith(`${dir}/`));
    return { area, feature, crossCutting };
  }
  return { area: null, feature: null, crossCutting: false };
}

/** @param {string} dir @param {string} root @returns {string[]} paths relative to root */
function listSources(dir, root) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : listSources(path, root);
    return SOURCE_FILE.test(entry.name) ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/**
 * The rule one import breaks, or null.
 * @param {string} file importing file, relative to the root
 * @param {string} specifier
 * @returns {string | null}
 */
function checkImport(file, specifier) {
  const from = placeOf(file);
  const isRelative = specifier.startsWith('.');
  const bareName = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] ?? '');
  /** @type {Place} */
  let to;
  if (isRelative) {
    to = placeOf(join(dirname(file), specifier).split(sep).join('/'));
  } else if (PACKAGE_NAMES[bareName]) {
    to = { area: PACKAGE_NAMES[bareName], feature: null, crossCutting: false };
  } else {
    to = { area: null, feature: null, crossCutting: false };
  }

  if (from.area === 'contract') {
    const isTestTool = TEST_FILE.test(file) && !isRelative && to.area === null;
    if (isRelative ? to.area !== 'contract' : bareName !== 'zod' && to.area !== 'contract' && !isTestTool) {
      return `the contract imports only zod and its own files, not '${specifier}'`;
    }
    return null;
  }
  if ((from.area === 'web' && to.area === 'server') || (from.area === 'server' && to.area === 'web')) {
    return `${from.area} must not import ${to.area} ('${specifier}'): share code through packages/contract`;
  }
  if (TEST_FILE.test(file) || to.area !== from.area || !to.feature) return null;
  if (from.crossCutting) {
    return `cross-cutting code must not import a feature ('${specifier}' is in feature ${to.feature})`;
  }
  if (!from.feature || from.feature === to.feature) return null;
  if (from.area === 'web' && from.feature === 'shell') return null;
  const fromRank = FEATURE_RANKS[/** @type {keyof typeof FEATURE_RANKS} */ (from.feature)];
  const toRank = FEATURE_RANKS[/** @type {keyof typeof FEATURE_RANKS} */ (to.feature)];
  if (fromRank === undefined) return `feature ${from.feature} has no rank in scripts/check-deps.mjs`;
  if (toRank === undefined) return `feature ${to.feature} has no rank in scripts/check-deps.mjs`;
  if (toRank >= fromRank) {
    return (
      `feature ${from.feature} (rank ${fromRank}) must not import ${to.feature} (rank ${toRank}): ` +
      'only strictly lower ranks; expose a hook that app.ts wires instead'
    );
  }
  return null;
}

/**
 * Checks every source file under the repository root.
 * @param {string} root the repository root
 * @returns {Violation[]}
 */
export function checkDependencies(root) {
  const absoluteRoot = resolve(root);
  /** @type {Violation[]} */
  const violations = [];
  for (const spec of Object.values(AREAS)) {
    const sources = listSources(join(absoluteRoot, spec.root), absoluteRoot);
    violations.push(
      ...checkCycles(
        absoluteRoot,
        sources.filter((file) => !TEST_FILE.test(file)),
      ),
    );
    for (const file of sources) {
      const seen = new Set();
      for (const { specifier, line } of readImports(readFileSync(join(absoluteRoot, file), 'utf8'))) {
        const message = checkImport(file, specifier);
        // An unranked feature is one problem per file, however many imports show it.
        if (!message || seen.has(message)) continue;
        if (message.includes('has no rank')) seen.add(message);
        violations.push({ file, line, specifier, message });
      }
    }
  }
  return violations;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const violations = [...checkDependencies(root), ...checkSql(root), ...checkLayers(root)];
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.message}`);
  if (violations.length > 0) {
    console.error(
      `\ncheck-deps: ${violations.length} import, SQL or layer rule violation(s) (docs/ARCHITECTURE.md, "Import rules")`,
    );
    process.exit(1);
  }
  console.log('check-deps: import, SQL and layer rules hold');
}
