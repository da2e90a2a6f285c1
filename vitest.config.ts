import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const WEB_ROOT = './apps/web';

/**
 * The web tests that replace modules (`vi.mock`): a mock lives in the module registry, so these
 * need a fresh one per file, while the others share theirs within a worker. Found by reading the
 * files, so a new test that mocks needs no list kept by hand.
 */
function webTestsThatMock(dir = join(WEB_ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webTestsThatMock(path);
    if (!/\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.node.test.ts')) return [];
    return /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')) ? [relative(WEB_ROOT, path)] : [];
  });
}
const MOCKING_WEB_TESTS = webTestsThatMock();

/** jsdom with Mantine's shims (src/test/setup.ts), for both halves of the web tests. */
const webTest = {
  root: WEB_ROOT,
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  // Above the 5 s that findBy/waitFor may wait, so a slow wait fails with its own message.
  testTimeout: 15_000,
  env: { TZ: 'UTC' },
};

// Four projects: pure unit tests (node), web unit tests (jsdom; those that mock modules apart) and
// integration tests that run the server through inject() on a real database (PGlite by default,
// PostgreSQL with TEST_DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          // Web code that is pure computation (the DICOM decoder) is tested in Node as *.node.test.ts.
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/src/**/*.node.test.ts',
            // The web build's own plugins (apps/web/vite/).
            'apps/web/vite/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Pure functions and services on fakes: modules are loaded once per worker (35 s → 9 s).
          isolate: false,
          env: { TZ: 'UTC' },
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          ...webTest,
          name: 'unit-web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts', '**/node_modules/**', ...MOCKING_WEB_TESTS],
          // The jsdom environment, the setup and the modules are made once per worker, not per file
          // (in CI the web tests spent 256 of their 407 s setting up); setup.ts cleans up after each test.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { ...webTest, name: 'unit-web-mocks', include: MOCKING_WEB_TESTS },
      },
      {
        test: {
          name: 'int',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file loads its own database snapshot (~400 MB); two at a time fits the machine.
          maxWorkers: 2,
          // Each file builds its own app on its own database copy, so the server's modules can be
          // loaded once per worker instead of once per file: 150 s of imports became 20 s.
          isolate: false,
          // Its own group: a project with its own worker limit cannot share a group with others.
          sequence: { groupOrder: 1 },
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
