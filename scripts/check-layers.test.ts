import { describe, expect, it } from 'vitest';
import { useTestTree } from './test-tree.ts';
import { checkLayers, SERVICE_MAX_LINES } from './check-layers.mjs';

const tree = useTestTree('yim-check-layers-');
const write = (files: Record<string, string>) => tree.write(files);

const found = () => checkLayers(tree.root).map((v) => `${v.file}:${v.line} ${v.specifier}`);
const F = 'apps/server/src/features';

describe('checkLayers', () => {
  it('accepts the layering: routes call services, services call repos, Drizzle in repos and tables', () => {
    write({
      [`${F}/patients/patients.routes.ts`]: "import { listPatients } from './patients.service.ts';",
      [`${F}/patients/patients.service.ts`]: "import { findPatients } from './patients.repo.ts';",
      [`${F}/patients/patients.repo.ts`]:
        "import { and, eq } from 'drizzle-orm';\nimport { patients } from './patients.table.ts';",
      [`${F}/patients/patients.table.ts`]: "import { pgTable } from 'drizzle-orm/pg-core';",
      [`${F}/patients/patients.module.ts`]: "import { registerPatientRoutes } from './patients.routes.ts';",
      [`${F}/patients/data/provinces.data.ts`]: 'export const PROVINCES = [];',
      [`${F}/patients/patients.int.test.ts`]: "import { sql } from 'drizzle-orm';",
    });
    expect(found()).toEqual([]);
  });

  it('refuses a file without a role, Drizzle outside a repository, and a route that skips the service', () => {
    write({
      [`${F}/patients/helpers.ts`]: 'export const x = 1;',
      [`${F}/patients/patients.service.ts`]: "import { z } from 'zod';\nimport { sql } from 'drizzle-orm';",
      [`${F}/patients/patients.routes.ts`]:
        "import { x } from './patients.service.ts';\nimport { findPatients } from './patients.repo.ts';\nimport { patients } from './patients.table.ts';",
    });
    expect(found()).toEqual([
      `${F}/patients/helpers.ts:1 helpers.ts`,
      `${F}/patients/patients.routes.ts:2 ./patients.repo.ts`,
      `${F}/patients/patients.routes.ts:3 ./patients.table.ts`,
      `${F}/patients/patients.service.ts:2 drizzle-orm`,
    ]);
  });

  it('refuses a service past the size budget', () => {
    write({ [`${F}/patients/patients.service.ts`]: 'export const line = 1;\n'.repeat(SERVICE_MAX_LINES + 1) });
    expect(checkLayers(tree.root)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('split it into use-case files') }),
    ]);
  });
});
