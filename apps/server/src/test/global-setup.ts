import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../lib/db/open-database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { seedDemo } from '../seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated, seeded database that each test file loads. */
    pgliteSnapshotPath: string;
    /** PostgreSQL: a migrated, seeded template database each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds once per run, so each test file starts from a copy in well under a second:
 * a PGlite data-directory dump, or with TEST_DATABASE_URL a template database on that server.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `yim_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const db = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, template), poolMax: 2 });
    await prepareDatabase(db);
    await seedDemo(db);
    await db.close();
    await ensureRequestLoginRole(admin);
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshotPath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'yim-test-'));
  const db = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(db);
  await seedDemo(db);
  const snapshot = await db.dump!();
  await db.close();
  const path = join(dir, 'snapshot.tar');
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * On PostgreSQL the tests' requests log in as a role a production install would use: no
 * superuser, owns nothing, a member of yim_app only (README). Migrations and the seed run as
 * the server's own role, which stays the owner. Roles are cluster-wide: made once, kept.
 */
export const TEST_REQUEST_ROLE = 'yim_test_requests';

async function ensureRequestLoginRole(admin: pg.Client) {
  await admin.query(`do $$ begin
    if not exists (select 1 from pg_roles where rolname = '${TEST_REQUEST_ROLE}') then
      create role ${TEST_REQUEST_ROLE} login nosuperuser nocreatedb nocreaterole nobypassrls;
    end if;
  end $$`);
  await admin.query(`grant yim_app to ${TEST_REQUEST_ROLE}`);
}

/** The same server and database, logged in as the tests' request role. */
export function asRequestRole(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = TEST_REQUEST_ROLE;
  url.password = '';
  return url.toString();
}
