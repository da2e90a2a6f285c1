import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MailedReportState, TMailedReport } from '@yim/contract';
import type { Tx } from '../../lib/db/database.ts';
import { jobs } from '../../lib/jobs/jobs.table.ts';
import { users } from '../auth/users.table.ts';
import { branches, clinics } from '../clinics/clinics.table.ts';
import { mailedReports } from './mailed-reports.table.ts';
import type { BranchIds } from './report-scope.repo.ts';

export type MailedReportRow = typeof mailedReports.$inferSelect;
export type NewMailedReport = Omit<typeof mailedReports.$inferInsert, 'id' | 'createdAt'>;

const renderJob = alias(jobs, 'render_job');
const mailJob = alias(jobs, 'mail_job');

/**
 * A request's state from its two jobs: rendering until the mail is queued, then the mail's
 * delivery. A job that gave up (failed_at) fails the request.
 */
const state = sql<MailedReportState>`case
  when ${mailedReports.mailJobId} is null then
    case when ${renderJob.failedAt} is not null then 'failed' else 'queued' end
  when ${mailJob.doneAt} is not null then 'sent'
  when ${mailJob.failedAt} is not null then 'failed'
  else 'sending' end`;

const isRetrying = sql<boolean>`case
  when ${mailedReports.mailJobId} is null then ${renderJob.failedAt} is null and ${renderJob.lastError} is not null
  else ${mailJob.doneAt} is null and ${mailJob.failedAt} is null and ${mailJob.lastError} is not null end`;

function ofRequester(scope: BranchIds, userId: string) {
  return and(
    eq(mailedReports.clinicId, scope.clinicId),
    eq(mailedReports.branchId, scope.branchId),
    eq(mailedReports.requestedBy, userId),
  );
}

function selectWithState(tx: Tx) {
  return tx
    .select({
      id: mailedReports.id,
      report: mailedReports.report,
      startDate: mailedReports.startDate,
      endDate: mailedReports.endDate,
      lang: mailedReports.lang,
      to: mailedReports.toEmail,
      state,
      isRetrying,
      requestedAt: mailedReports.createdAt,
      sentAt: mailJob.doneAt,
      fileName: mailedReports.fileName,
    })
    .from(mailedReports)
    .leftJoin(renderJob, eq(renderJob.id, mailedReports.renderJobId))
    .leftJoin(mailJob, eq(mailJob.id, mailedReports.mailJobId));
}

function toWire(row: Awaited<ReturnType<ReturnType<typeof selectWithState>['execute']>>[number]): TMailedReport {
  return {
    ...row,
    isRetrying: Boolean(row.isRetrying),
    requestedAt: row.requestedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The requester's newest requests in the branch, with their state. */
export async function listMailedReports(
  tx: Tx,
  scope: BranchIds,
  userId: string,
  limit: number,
): Promise<TMailedReport[]> {
  const rows = await selectWithState(tx)
    .where(ofRequester(scope, userId))
    .orderBy(desc(mailedReports.createdAt), desc(mailedReports.id))
    .limit(limit);
  return rows.map(toWire);
}

export async function findMailedReport(tx: Tx, id: number): Promise<TMailedReport | undefined> {
  const [row] = await selectWithState(tx).where(eq(mailedReports.id, id));
  return row ? toWire(row) : undefined;
}

/** The requester's requests not yet sent nor given up (queued or sending). */
export async function countPendingMailedReports(tx: Tx, scope: BranchIds, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(mailedReports)
    .leftJoin(renderJob, eq(renderJob.id, mailedReports.renderJobId))
    .leftJoin(mailJob, eq(mailJob.id, mailedReports.mailJobId))
    .where(and(ofRequester(scope, userId), sql`${state} in ('queued', 'sending')`));
  return row?.count ?? 0;
}

export async function insertMailedReport(tx: Tx, values: NewMailedReport): Promise<number> {
  const [row] = await tx.insert(mailedReports).values(values).returning({ id: mailedReports.id });
  if (!row) throw new Error('mailed report insert returned nothing');
  return row.id;
}

/** The request a render job works on, locked so a second worker on the same job waits and then sees the mail. */
export async function lockMailedReport(tx: Tx, id: number): Promise<MailedReportRow | undefined> {
  const [row] = await tx.select().from(mailedReports).where(eq(mailedReports.id, id)).for('update');
  return row;
}

export async function recordRenderJob(tx: Tx, id: number, renderJobId: number): Promise<void> {
  await tx.update(mailedReports).set({ renderJobId }).where(eq(mailedReports.id, id));
}

export async function recordReportMail(tx: Tx, id: number, mailJobId: number, fileName: string): Promise<void> {
  await tx.update(mailedReports).set({ mailJobId, fileName }).where(eq(mailedReports.id, id));
}

/** One request at a time per requester and branch, so the busy check counts what the other committed. */
export async function lockRequester(tx: Tx, scope: BranchIds, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`mailed-reports:${scope.branchId}:${userId}`}, 0))`,
  );
}

/** The requester's account address: where their reports go. */
export async function accountEmail(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no account ${userId}`);
  return row.email;
}

/** "คลินิกยิ้ม · สาขาสยาม": the report's source, as its mail names it. */
export async function branchTitle(tx: Tx, scope: BranchIds): Promise<string> {
  const [row] = await tx
    .select({ clinic: clinics.name, branch: branches.name })
    .from(branches)
    .innerJoin(clinics, eq(clinics.id, branches.clinicId))
    .where(and(eq(branches.clinicId, scope.clinicId), eq(branches.id, scope.branchId)));
  return row ? `${row.clinic} ${row.branch}`.trim() : '';
}
