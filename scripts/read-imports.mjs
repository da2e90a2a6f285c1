// @ts-check
// Import specifiers of a source text, read with regular expressions (no parser): shared by the
// import rules (check-deps.mjs) and the layer rules (check-layers.mjs).

// `import x from 'a'`, `import type { X } from 'a'`, `import 'a'`, `export * from 'a'`, `import('a')`.
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:type\s+)?(?:[^'"`;]*?[\s}*]from\s*)?(['"])([^'"\n]+)\1/g;
const DYNAMIC_IMPORT = /(?:^|[^\w$.])import\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/**
 * Blanks comments (keeping line breaks) so that examples in comments are not read as imports.
 * @param {string} source
 */
function stripComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (/** @type {string} */ comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^(\s*)\/\/.*$/gm, (/** @type {string} */ _line, /** @type {string} */ indent) => indent);
}

/**
 * Every import specifier of a source text with its 1-based line.
 * @param {string} source
 * @returns {{ specifier: string; line: number }[]}
 */
export function readImports(source) {
  const text = stripComments(source);
  const found = [];
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[2] ?? '';
      const at = (match.index ?? 0) + match[0].lastIndexOf(specifier);
      found.push({ specifier, line: text.slice(0, at).split('\n').length });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
