import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '../app-error.ts';
import { affectedRows, type Tx } from '../db/database.ts';
import type { InTransactionTask } from '../jobs/periodic-tasks.ts';
import { idempotencyKeys } from './idempotency-keys.table.ts';

/** How long an answer is kept for replay: a day covers any retry a person or a browser makes. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * A claim older than this whose request never finished (the process died mid-request) is
 * abandoned: the next attempt takes it over instead of answering 409 for a day.
 */
export const ABANDONED_CLAIM_MS = 2 * 60_000;

/** Printable ASCII, as UUIDs and the usual client-made keys are; the length keeps rows small. */
const KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

export type IdempotentRequest = { userId: string; key: string; requestHash: string };
export type StoredAnswer = { status: number; json: string };
/** What a claim found: the request is ours to answer, or an earlier answer to replay. */
export type Claim = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer };

/** The header's value checked: required on an idempotent route, and well formed. */
export function readIdempotencyKey(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') throw new AppError('IDEMPOTENCY-KEY-REQUIRED');
  if (!KEY_PATTERN.test(value)) throw new AppError('IDEMPOTENCY-KEY-INVALID');
  return value;
}

/** Two requests are the same when they name the same endpoint and path and carry the same JSON. */
export function hashRequest(endpointId: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${endpointId}\n${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Claims the key in its own short transaction (so that a concurrent request sees the claim):
 * a new key is claimed; a key whose earlier request is done replays its answer; the same key
 * with another request is 422; a request still being answered is 409. Expired rows of the same
 * person are cleaned here too, so the table stays small even without the hourly task.
 */
export async function claimKey(tx: Tx, request: IdempotentRequest, now: Date): Promise<Claim> {
  const own = and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), lt(idempotencyKeys.expiresAt, now)));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      userId: request.userId,
      key: request.key,
      requestHash: request.requestHash,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };

  const [found] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      state: idempotencyKeys.state,
      answerStatus: idempotencyKeys.answerStatus,
      answer: idempotencyKeys.answer,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(own)
    .for('update');
  // Released between our insert and this read (the first attempt failed): ours to try again.
  if (!found) return claimKey(tx, request, now);
  if (found.requestHash !== request.requestHash) throw new AppError('IDEMPOTENCY-KEY-REUSED');
  if (found.state === 'done')
    return { kind: 'replay', answer: { status: found.answerStatus ?? 200, json: found.answer ?? 'null' } };
  if (now.getTime() - found.createdAt.getTime() < ABANDONED_CLAIM_MS) throw new AppError('IDEMPOTENCY-IN-FLIGHT');
  await tx
    .update(idempotencyKeys)
    .set({ createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS) })
    .where(own);
  return { kind: 'claimed' };
}

/** Stores the answer in the request's own transaction: it commits with what the request did. */
export async function completeKey(tx: Tx, request: IdempotentRequest, answer: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'done', answerStatus: answer.status, answer: answer.json })
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
}

/**
 * Gives the key back after the request failed (nothing of it was committed), so that the same
 * key may try again: an error is not an answer worth replaying for a day.
 */
export async function releaseKey(tx: Tx, request: IdempotentRequest): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, request.userId),
        eq(idempotencyKeys.key, request.key),
        eq(idempotencyKeys.state, 'in_flight'),
      ),
    );
}

/** Hourly housekeeping: answers past their day. */
export const pruneIdempotencyKeys: InTransactionTask = {
  name: 'idempotencyKeys',
  async run(tx) {
    return affectedRows(await tx.execute(sql`delete from idempotency_keys where expires_at < now()`));
  },
};
