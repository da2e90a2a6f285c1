import { beforeEach, describe, expect, it } from 'vitest';
import { useTestTree } from './test-tree.ts';
import { checkSql, sqlTexts } from './check-sql.mjs';

const tree = useTestTree('yim-check-sql-');
const write = (files: Record<string, string>) => tree.write(files);

// Every test's tree declares these tables, owned by the features whose folders hold them.
beforeEach(() => {
  write({
    'apps/server/src/features/files/contents.table.ts': "export const contents = pgTable('contents', {});",
    'apps/server/src/features/clinics/clinics.table.ts':
      "export const clinics = pgTable('clinics', {});\nexport const members = pgTable(\n  'branch_members', {});",
    'apps/server/src/features/patients/patients.table.ts': "export const patients = pgTable('patients', {});",
    'apps/server/src/lib/jobs/jobs.table.ts': "export const jobs = pgTable('jobs', {});",
  });
});

const found = () => checkSql(tree.root).map((v) => `${v.file}:${v.line} ${v.specifier}`);

describe('sqlTexts', () => {
  it('reads template literals without their expressions, and strings handed to execute', () => {
    const texts = sqlTexts("const a = sql`select ${x.id} from ${table}`;\nawait tx.execute('delete from jobs');");
    expect(texts.map((t) => [t.text.replace(/\s+/g, ' ').trim(), t.line])).toEqual([
      ['select from', 1],
      ['delete from jobs', 2],
    ]);
  });
});

describe('checkSql', () => {
  it('lets a feature name its own tables and lib tables, and interpolate imported ones', () => {
    write({
      'apps/server/src/features/clinics/clinics.repo.ts':
        'tx.execute(sql`select 1 from branch_members m join clinics c on true`);',
      'apps/server/src/features/patients/patients.repo.ts':
        'sql`select * from ${contents} where id = ${id}`; sql`insert into jobs (kind) values (1)`; sql`update patients set dn = 1`;',
    });
    expect(found()).toEqual([]);
  });

  it("refuses a feature naming another feature's table in SQL text, whatever its rank", () => {
    write({
      'apps/server/src/features/files/contents.service.ts':
        '\nconst owned = await tx.execute(sql`select 1 from branch_members where user_id = ${id}`);',
      'apps/server/src/features/masters/masters.repo.ts': "await tx.execute('select count(*) from clinics');",
      'apps/server/src/features/clinics/patients-count.repo.ts': 'sql`select count(*) from patients`',
      'apps/server/src/features/patients/logo.repo.ts': 'sql`select id from "contents"`',
    });
    const violations = checkSql(tree.root);
    expect(violations.map((v) => `${v.file}:${v.line} ${v.specifier}`)).toEqual([
      'apps/server/src/features/clinics/patients-count.repo.ts:1 patients',
      'apps/server/src/features/files/contents.service.ts:2 branch_members',
      'apps/server/src/features/masters/masters.repo.ts:1 clinics',
      'apps/server/src/features/patients/logo.repo.ts:1 contents',
    ]);
    expect(violations[1]?.message).toContain('feature files names table branch_members of feature clinics in SQL text');
  });

  it('keeps app.clinic_id inside lib/db, and lets tests reach into anything', () => {
    write({
      'apps/server/src/features/clinics/visibility.ts':
        "\n\nawait tx.execute(sql`select set_config('app.clinic_id', '', true)`);",
      'apps/server/src/lib/db/clinic-scope.ts': "sql`set_config('app.clinic_id', ${id}, true)`",
      'apps/server/src/features/files/files.int.test.ts':
        "sql`select * from patients`; sql`select set_config('app.clinic_id', '1', true)`",
    });
    expect(found()).toEqual(['apps/server/src/features/clinics/visibility.ts:3 app.clinic_id']);
  });
});
