// @ts-check
// Lint for the whole workspace: ESLint 9 flat config with typescript-eslint 8 typed linting.
// The import direction between packages and features is checked by scripts/check-deps.mjs.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Node's globals for the plain JavaScript tools (scripts/, bench/, e2e config). */
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'fetch',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'AbortController',
    'AbortSignal',
    'TextEncoder',
    'TextDecoder',
    'structuredClone',
    'performance',
    'Response',
    'Request',
    'Headers',
    'FormData',
    'Blob',
  ].map((name) => [name, /** @type {const} */ ('readonly')]),
);

export default defineConfig(
  // `data/` is the default DATA_DIR at the root only: feature folders named data hold source.
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/drizzle/',
    'data/',
    'data2/',
    '**/.tmp/',
    'bench/results/',
    '**/test-results/',
    '**/playwright-report/',
    '**/coverage/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        // Each file is checked against the nearest tsconfig.json (packages, apps, e2e, tools).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // React's act() with a synchronous callback needs no await (React itself warns about an
          // un-awaited async one).
          allowForKnownSafeCalls: [{ from: 'package', package: 'react', name: 'act' }],
        },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // `typeof import('./x.ts')` stays allowed: vi.mock's importOriginal<...>() is written that way.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // TypeScript itself reports undefined names in TypeScript files.
      'no-undef': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // The spec's router is react-router 7; react-router-dom is not a dependency (DEPENDENCIES.md).
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: 'Import from react-router (v7): react-router-dom is not a dependency.',
            },
          ],
        },
      ],
      // Sanitising file names and headers strips control characters on purpose.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Test helpers read loosely typed JSON answers.
    files: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
);
