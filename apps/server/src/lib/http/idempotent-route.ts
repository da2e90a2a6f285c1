import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@yim/contract';
import { AppError } from '../app-error.ts';
import type { Database, OpenedRows, Tx, TxScope } from '../db/database.ts';
import { claimKey, completeKey, hashRequest, readIdempotencyKey, releaseKey } from '../idempotency/idempotency.ts';
import { PreparedAnswer } from './prepared-answer.ts';
import type { TokenClaims } from './request-context.ts';

/** What the registrar's `handle` does for an idempotent request, each step in the transaction it is given. */
export type IdempotentSteps = {
  /** The scope of the two transactions that authorise, with the request's entry to open with (ADR 0019). */
  scope: TxScope;
  /** The caller checked against the endpoint's access rule, as `handle` checks it. */
  authorize(tx: Tx, opened: OpenedRows): Promise<unknown>;
  /** The route's own work (authorisation and handler), its answer serialized to be stored with the key. */
  answer(tx: Tx, opened: OpenedRows): Promise<PreparedAnswer>;
};

/**
 * An idempotent route (RouteOptions.idempotent): the caller authorised first (a caller who may
 * not use the endpoint hears 403 or 404, never about the key), then the key claimed in a short
 * transaction of its own, so that a concurrent request with it sees the claim; then the usual
 * transaction, which stores the answer with the key; a failure gives the key back for another try.
 */
export async function runIdempotent(
  db: Database,
  endpoint: Endpoint,
  req: FastifyRequest,
  reply: FastifyReply,
  claims: TokenClaims | null,
  steps: IdempotentSteps,
): Promise<PreparedAnswer> {
  if (!claims) throw new AppError('AUTH_REQUIRED');
  const userId = claims.userId;
  await db.run(steps.scope, steps.authorize);
  const request = {
    userId,
    key: readIdempotencyKey(req.headers['idempotency-key']),
    requestHash: hashRequest(endpoint.id, req.url, req.body),
  };
  const claim = await db.run({ userId }, (tx) => claimKey(tx, request, new Date()));
  if (claim.kind === 'replay') {
    reply.header('idempotent-replayed', 'true');
    return PreparedAnswer.fromJson(claim.answer.json);
  }
  try {
    return await db.run(steps.scope, async (tx, opened) => {
      const answer = await steps.answer(tx, opened);
      await completeKey(tx, request, { status: 200, json: answer.json.toString('utf8') });
      return answer;
    });
  } catch (error) {
    await db.run({ userId }, (tx) => releaseKey(tx, request)).catch(() => undefined);
    throw error;
  }
}
