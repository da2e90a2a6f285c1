import { describe, expect, it } from 'vitest';
import { useTestTree } from './test-tree.ts';
import { checkDependencies, readImports } from './check-deps.mjs';

const tree = useTestTree('yim-check-deps-');
const write = (files: Record<string, string>) => tree.write(files);

/** The violations as `file:line` pairs, the way the command prints them. */
function found() {
  return checkDependencies(tree.root).map((v) => `${v.file}:${v.line}`);
}

describe('readImports', () => {
  it('reads static, type-only, side-effect, re-export and dynamic imports with their lines', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import './side-effect.css';",
      'import {',
      '  c,',
      '  type D,',
      "} from '@yim/contract';",
      "export * from './e.ts';",
      "export { f } from './f.ts';",
      "const g = await import('./g.ts');",
      "const text = 'import x from ./not-an-import';",
      "import{h}from'./h.ts';export*from'./i.ts';",
    ].join('\n');
    expect(readImports(source)).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: '../b.ts', line: 2 },
      { specifier: './side-effect.css', line: 3 },
      { specifier: '@yim/contract', line: 7 },
      { specifier: './e.ts', line: 8 },
      { specifier: './f.ts', line: 9 },
      { specifier: './g.ts', line: 10 },
      { specifier: './h.ts', line: 12 },
      { specifier: './i.ts', line: 12 },
    ]);
  });

  it('ignores imports written in comments', () => {
    const source = [
      "// import { x } from '../../web/src/x.ts';",
      "/* import y from 'y';",
      "*/ import z from 'z';",
    ].join('\n');
    expect(readImports(source)).toEqual([{ specifier: 'z', line: 3 }]);
  });
});

describe('checkDependencies', () => {
  it('accepts a tree that keeps every rule', () => {
    write({
      'packages/contract/src/index.ts': "import { z } from 'zod';\nexport * from './auth/auth.schemas.ts';",
      'packages/contract/src/auth/auth.schemas.ts': "import { z } from 'zod/v4';",
      'packages/contract/src/format/money.test.ts': "import { it } from 'vitest';\nimport { x } from './money.ts';",
      'apps/server/src/app.ts':
        "import { a } from './features/receipts/receipts.routes.ts';\nimport { b } from './lib/db/database.ts';",
      'apps/server/src/lib/db/database.ts': "import { sql } from 'drizzle-orm';\nimport { c } from '@yim/contract';",
      'apps/server/src/features/receipts/receipts.service.ts': [
        "import { p } from '../patients/patients.repo.ts';",
        "import { t } from '../treatments/treatments.repo.ts';",
        "import { l } from '../../lib/db/database.ts';",
        "import { own } from './receipts.repo.ts';",
      ].join('\n'),
      'apps/server/src/features/patients/patients.int.test.ts': "import { r } from '../receipts/receipts.service.ts';",
      'apps/web/src/features/shell/sidebar.tsx':
        "import { r } from '../reports/reports-page.tsx';\nimport { s } from '../superadmin/x.ts';",
      'apps/web/src/features/patients/patient-page.tsx':
        "import { u } from '../../ui/icon.tsx';\nimport { a } from '../auth/session.ts';",
      'apps/web/src/lib/api-client.ts': "import { q } from '@tanstack/react-query';",
    });
    expect(checkDependencies(tree.root)).toEqual([]);
  });

  it('keeps the contract to zod and its own files', () => {
    write({
      'packages/contract/src/a.ts': [
        "import { z } from 'zod';",
        "import { readFileSync } from 'node:fs';",
        "import dayjs from 'dayjs';",
        "import { x } from '../../../apps/server/src/x.ts';",
        "import { y } from '@yim/web';",
      ].join('\n'),
    });
    expect(found()).toEqual([
      'packages/contract/src/a.ts:2',
      'packages/contract/src/a.ts:3',
      'packages/contract/src/a.ts:4',
      'packages/contract/src/a.ts:5',
    ]);
  });

  it('forbids web and server from importing each other', () => {
    write({
      'apps/web/src/features/auth/a.ts': "import { x } from '../../../../server/src/features/auth/auth.service.ts';",
      'apps/server/src/features/auth/b.ts': "\nimport type { Y } from '@yim/web';",
    });
    expect(found()).toEqual(['apps/server/src/features/auth/b.ts:2', 'apps/web/src/features/auth/a.ts:1']);
  });

  it('forbids cross-cutting folders from importing a feature', () => {
    write({
      'apps/server/src/lib/http/x.ts': "import { a } from '../../features/auth/auth.service.ts';",
      'apps/server/src/plugins/y.ts': "import { b } from '../features/masters/masters.repo.ts';",
      'apps/web/src/lib/z.ts': "import { c } from '../features/auth/session.ts';",
      'apps/web/src/ui/w.tsx': "import { d } from '../features/shell/sidebar.tsx';",
      'apps/web/src/ui/ok.tsx': "import { e } from '../lib/z.ts';",
    });
    expect(found()).toEqual([
      'apps/server/src/lib/http/x.ts:1',
      'apps/server/src/plugins/y.ts:1',
      'apps/web/src/lib/z.ts:1',
      'apps/web/src/ui/w.tsx:1',
    ]);
  });

  it('lets a feature import only features of a strictly lower rank', () => {
    write({
      'apps/server/src/features/patients/a.ts': [
        "import { ok } from '../clinics/clinics.repo.ts';",
        "import { up } from '../appointments/appointments.repo.ts';",
      ].join('\n'),
      'apps/server/src/features/clinics/b.ts': "import { same } from '../profile/profile.service.ts';",
      'apps/server/src/features/reports/c.ts': "import { shell } from '../shell/shell.routes.ts';",
      'apps/server/src/features/shell/d.ts': "import { fine } from '../reports/reports.service.ts';",
      'apps/web/src/features/auth/e.tsx': "import { up } from '../clinics/clinics.api.ts';",
      'apps/server/src/features/billing/f.ts':
        "import { a } from '../auth/auth.service.ts';\nimport { b } from '../auth/auth.repo.ts';",
    });
    const violations = checkDependencies(tree.root);
    expect(violations.map((v) => `${v.file}:${v.line}`)).toEqual([
      'apps/server/src/features/billing/f.ts:1',
      'apps/server/src/features/clinics/b.ts:1',
      'apps/server/src/features/patients/a.ts:2',
      'apps/server/src/features/reports/c.ts:1',
      'apps/web/src/features/auth/e.tsx:1',
    ]);
    expect(violations[0]?.message).toContain('feature billing has no rank');
    expect(violations[2]).toMatchObject({
      specifier: '../appointments/appointments.repo.ts',
      message: expect.stringContaining('feature patients (rank 3) must not import appointments (rank 4)'),
    });
  });

  it('lets the web shell import any feature, but not the server shell', () => {
    write({
      'apps/web/src/features/shell/menu.ts':
        "import { a } from '../superadmin/x.ts';\nimport { b } from '../shell/y.ts';",
      'apps/server/src/features/shell/z.ts': "import { a } from '../superadmin/x.ts';",
      'apps/server/src/features/superadmin/x.ts': "import { s } from '../shell/z.ts';",
    });
    // The rank rule, and the loop the two server files make.
    expect(found()).toEqual([
      'apps/server/src/features/superadmin/x.ts:1',
      'apps/server/src/features/superadmin/x.ts:1',
    ]);
  });

  it('skips node_modules and dist, but not source folders named data', () => {
    write({
      'apps/web/node_modules/pkg/index.ts': "import '../../../server/src/app.ts';",
      'apps/web/dist/assets/x.ts': "import '../../../server/src/app.ts';",
      'apps/server/src/features/masters/data/teeth.data.ts': "import { x } from '../../patients/patients.repo.ts';",
    });
    expect(found()).toEqual(['apps/server/src/features/masters/data/teeth.data.ts:1']);
  });
});

describe('import loops', () => {
  it('finds a loop of relative imports inside a package, type-only ones too (a deliberately broken example)', () => {
    write({
      'packages/contract/src/lib/wire.ts':
        "import { MAX } from './input-text.ts';\nexport type Issue = { max: typeof MAX };\n",
      'packages/contract/src/lib/input-text.ts': "import type { Issue } from './wire.ts';\nexport const MAX = 1;\n",
      'apps/server/src/lib/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'apps/server/src/lib/b.ts': 'export const b = 1;\n',
    });
    const loops = checkDependencies(tree.root).filter((v) => v.message.startsWith('import loop'));
    expect(loops).toHaveLength(1);
    expect(loops[0]!.message).toContain(
      'packages/contract/src/lib/input-text.ts -> packages/contract/src/lib/wire.ts -> packages/contract/src/lib/input-text.ts',
    );
  });

  it('ignores tests, which may import what imports them', () => {
    write({
      'apps/server/src/lib/a.ts': 'export const a = 1;\n',
      'apps/server/src/lib/a.test.ts': "import { a } from './a.ts';\nexport const t = a;\n",
    });
    expect(checkDependencies(tree.root).filter((v) => v.message.startsWith('import loop'))).toEqual([]);
  });
});
