// @ts-check
// The server's one layering (docs/ARCHITECTURE.md, "Layers"), run with check-deps.mjs in
// `npm run lint`. Tests are exempt.
//
// 1. Every file of a server feature says its role in its name: one of ROLE_SUFFIXES.
// 2. Drizzle (any 'drizzle-orm' import) only in `*.repo.ts` and `*.table.ts`: queries live in
//    repositories, rules and transactions in services.
// 3. A `*.routes.ts` file imports no repository and no table: a handler calls one service function.
// 4. A service stays under SERVICE_MAX_LINES; past that it is split into use-case files.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { readImports } from './read-imports.mjs';

const FEATURES = 'apps/server/src/features';
export const ROLE_SUFFIXES = [
  '.routes.ts', // registers the feature's endpoints
  '.service.ts', // use cases: rules, permission checks, transactions
  '.repo.ts', // queries (Drizzle), always with a clinic, branch or user id
  '.table.ts', // the schema, and its row-level security policies
  '.module.ts', // the feature's one module (lib/feature-module.ts)
  '.mapper.ts', // rows to the wire and back, no I/O
  '.mail.ts', // mails the feature sends
  '.crypto.ts', // keys, tokens and hashes
  '.http.ts', // cookies and other request/reply details
  '.data.ts', // data shipped with the code (catalogues, word lists)
  '.pdf.ts', // documents the feature lays out as PDF, no I/O
];
export const SERVICE_MAX_LINES = 200;
const TEST_FILE = /\.test\.ts$/;

/** @param {string} dir @param {string} root @returns {string[]} */
function listTs(dir, root) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listTs(path, root);
    return entry.name.endsWith('.ts') ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/**
 * @param {string} root the repository root
 * @returns {{ file: string; line: number; specifier: string; message: string }[]}
 */
export function checkLayers(root) {
  const violations = [];
  for (const file of listTs(join(root, FEATURES), root).sort()) {
    if (TEST_FILE.test(file)) continue;
    const name = basename(file);
    const role = ROLE_SUFFIXES.find((suffix) => name.endsWith(suffix));
    if (!role) {
      violations.push({
        file,
        line: 1,
        specifier: name,
        message: `a feature file names its role: end it in one of ${ROLE_SUFFIXES.join(' ')}`,
      });
      continue;
    }
    const source = readFileSync(join(root, file), 'utf8');
    for (const { specifier, line } of readImports(source)) {
      if (
        (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) &&
        role !== '.repo.ts' &&
        role !== '.table.ts'
      ) {
        violations.push({
          file,
          line,
          specifier,
          message: 'Drizzle and SQL belong in a *.repo.ts (or the schema in a *.table.ts): call a repository function',
        });
      }
      if (role === '.routes.ts' && /\.(repo|table)\.ts$/.test(specifier)) {
        violations.push({
          file,
          line,
          specifier,
          message: 'a route calls one service function: it imports no repository and no table',
        });
      }
    }
    const lines = source.split('\n').length;
    if (role === '.service.ts' && lines > SERVICE_MAX_LINES) {
      violations.push({
        file,
        line: SERVICE_MAX_LINES,
        specifier: name,
        message: `a service of ${lines} lines: split it into use-case files (at most ${SERVICE_MAX_LINES})`,
      });
    }
  }
  return violations;
}
