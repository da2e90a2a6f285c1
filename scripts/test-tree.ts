import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/**
 * A throw-away repository tree for the rule checkers' tests: made before each test, removed
 * after it. `write` adds files by their path relative to the tree's root.
 */
export function useTestTree(prefix: string) {
  const tree = {
    root: '',
    write(files: Record<string, string>) {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(tree.root, path)), { recursive: true });
        writeFileSync(join(tree.root, path), text);
      }
    },
  };
  beforeEach(() => {
    tree.root = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => {
    rmSync(tree.root, { recursive: true, force: true });
  });
  return tree;
}
