import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (node), web unit tests (jsdom) and integration tests that run
// the server through inject() on a real database (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
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
          name: 'unit-web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts', '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Above the 5 s that findBy/waitFor may wait, so a slow wait fails with its own message.
          testTimeout: 15_000,
          env: { TZ: 'UTC' },
        },
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
