// @ts-check
// The SQL half of the import rules (docs/ARCHITECTURE.md), run with check-deps.mjs in `npm run lint`:
// an import of another feature's table is caught there, but raw SQL names tables as text.
//
// 1. A server feature's SQL text names only tables its own `*.table.ts` declares or tables of
//    `lib/` (shared infrastructure: jobs, audit, secrets), never the sandbox tables of
//    `integrations/`. Another feature's table is reached through an import of its table object
//    (then the import rules check the rank) or by calling that feature, never by its name in a string.
// 2. Only `apps/server/src/lib/db/` reads or moves the transaction's clinic (`app.clinic_id`):
//    every other place goes through its helpers, so a scope change can always be found and undone.
// Tests are exempt: they reach into tables on purpose.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const SERVER_SRC = 'apps/server/src';
const FEATURES = `${SERVER_SRC}/features/`;
const CLINIC_SCOPE_HOME = `${SERVER_SRC}/lib/db/`;
const TEST_FILE = /\.test\.ts$/;
const TABLE_DECLARATION = /pgTable\(\s*'([a-z_][a-z0-9_]*)'/g;
// A table name after the keywords that introduce one, optionally quoted.
const SQL_TABLE = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

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
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listTs(path, root);
    return entry.name.endsWith('.ts') ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/** The feature a server path belongs to, 'lib' for shared code, or null. @param {string} file */
function ownerOf(file) {
  if (file.startsWith(FEATURES)) return file.slice(FEATURES.length).split('/')[0] ?? null;
  if (file.startsWith(`${SERVER_SRC}/lib/`)) return 'lib';
  // The sandboxes' tables are reached only through the adapters (docs/integrations.md).
  if (file.startsWith(`${SERVER_SRC}/integrations/`)) return 'integrations';
  return null;
}

/**
 * The text of every template literal (with `${…}` blanked) and of every string handed to
 * `execute(…)`, with the line each starts on: where raw SQL lives.
 * @param {string} source
 * @returns {{ text: string; line: number }[]}
 */
export function sqlTexts(source) {
  const texts = [];
  const lineAt = (/** @type {number} */ index) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(/`((?:[^`\\]|\\.)*)`/g)) {
    texts.push({ text: (match[1] ?? '').replace(/\$\{[^}]*\}/g, ' '), line: lineAt(match.index ?? 0) });
  }
  for (const match of source.matchAll(/execute\(\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
    texts.push({ text: match[2] ?? '', line: lineAt(match.index ?? 0) });
  }
  return texts;
}

/**
 * @param {string} root the repository root
 * @returns {{ file: string; line: number; specifier: string; message: string }[]}
 */
export function checkSql(root) {
  const files = listTs(join(root, SERVER_SRC), root).filter((file) => !TEST_FILE.test(file));
  /** @type {Map<string, string>} table name → owning feature or 'lib' */
  const tableOwner = new Map();
  for (const file of files.filter((f) => f.endsWith('.table.ts'))) {
    const owner = ownerOf(file);
    if (!owner) continue;
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(TABLE_DECLARATION))
      tableOwner.set(match[1] ?? '', owner);
  }

  const violations = [];
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    if (!file.startsWith(CLINIC_SCOPE_HOME)) {
      const at = source.indexOf('app.clinic_id');
      if (at >= 0) {
        violations.push({
          file,
          line: source.slice(0, at).split('\n').length,
          specifier: 'app.clinic_id',
          message: "only lib/db reads or moves the transaction's clinic (app.clinic_id): use its clinic-scope helpers",
        });
      }
    }
    const feature = ownerOf(file);
    if (!feature || feature === 'lib') continue;
    for (const { text, line } of sqlTexts(source)) {
      for (const match of text.matchAll(SQL_TABLE)) {
        const table = (match[1] ?? '').toLowerCase();
        const owner = tableOwner.get(table);
        if (!owner || owner === 'lib' || owner === feature) continue;
        violations.push({
          file,
          line,
          specifier: table,
          message:
            `feature ${feature} names table ${table} of feature ${owner} in SQL text: ` +
            'interpolate its imported table object (lower ranks only) or call that feature',
        });
      }
    }
  }
  return violations;
}
