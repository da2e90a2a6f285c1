import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, OpenedRows, OpeningCall, Tx } from '../db/database.ts';

/** The signed-in caller, after the access token and its session were checked. */
export type AuthUser = {
  id: string;
  sessionId: string;
  isSuperadmin: boolean;
};

/** The branch a `/{clinicUrl}/{branchUrl}` route resolved to, with the caller's roles there. */
export type BranchScope = {
  clinicId: number;
  branchId: number;
  clinicUrl: string;
  branchUrl: string;
  roleIds: number[];
};

/** Verified access-token claims; the session behind them is checked inside the request transaction. */
export type TokenClaims = {
  userId: string;
  sessionId: string;
  issuedAt: number;
  /** Seconds since the epoch; an event stream ends then, so that the session is checked again. */
  expiresAt?: number;
};

export type ContextBase = {
  db: Database;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type BranchUrls = { clinicUrl: string; branchUrl: string };

/**
 * What a signed-in request reads before its handler: the session behind its token and, on a
 * branch url, the clinic entered (`urls`) and, unless the route resolves the branch itself
 * (`readBranch` false), the branch with the caller's roles.
 */
export type EntryRequest = { urls: BranchUrls | null; readBranch: boolean };

/** The caller, and on a branch url the clinic the transaction is in (null: none has that url). */
export type Entry = { user: AuthUser; clinicId: number | null; branch: BranchScope | null };

/** What app.ts wires in from the features that own users and branches. */
export type AccessResolvers = {
  verifyToken(token: string): Promise<TokenClaims>;
  /**
   * The call a signed-in request's transaction opens with, in the round trip of `begin` (one
   * fewer per request), or null when one of its values cannot be written into the statement's
   * text: `enter` then reads the same with a statement of its own.
   */
  openingCall(claims: TokenClaims, request: EntryRequest): OpeningCall | null;
  /**
   * The session checked (and the branch rule applied, when read): from the opening call's rows,
   * or, without them, by running the same call now.
   */
  enter(tx: Tx, claims: TokenClaims, request: EntryRequest, opened: OpenedRows): Promise<Entry>;
};
