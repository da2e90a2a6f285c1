// @ts-check
// No file imports itself back: a loop of relative imports among the source files of a package
// (type-only imports included: a loop of types is still two files that cannot be read apart).
// Feature ranks forbid loops between features; this finds the loops inside a feature or a lib.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { readImports } from './read-imports.mjs';

/**
 * @typedef {{ file: string; line: number; specifier: string; message: string }} Violation
 */

/**
 * Every loop of relative imports among `files` (paths relative to `root`, forward slashes), one
 * violation per loop, reported at the import that closes it.
 * @param {string} root @param {string[]} files
 * @returns {Violation[]}
 */
export function checkCycles(root, files) {
  const known = new Set(files);
  /** @type {Map<string, { to: string; line: number; specifier: string }[]>} */
  const edges = new Map();
  for (const file of files) {
    const out = [];
    for (const { specifier, line } of readImports(readFileSync(join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = posix.normalize(posix.join(posix.dirname(file), specifier));
      if (known.has(to)) out.push({ to, line, specifier });
    }
    edges.set(file, out);
  }
  /** @type {Violation[]} */
  const violations = [];
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const path = [];
  /** @param {string} file */
  const visit = (file) => {
    state.set(file, 'open');
    path.push(file);
    for (const edge of edges.get(file) ?? []) {
      const seen = state.get(edge.to);
      if (seen === 'open') {
        const loop = [...path.slice(path.indexOf(edge.to)), edge.to];
        violations.push({
          file,
          line: edge.line,
          specifier: edge.specifier,
          message: `import loop: ${loop.join(' -> ')}; move what both need into a file of its own`,
        });
      } else if (!seen) visit(edge.to);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return violations;
}
