import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Tx } from '../db/database.ts';

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

/** What app.ts wires in from the features that own users and branches. */
export type AccessResolvers = {
  verifyToken(token: string): Promise<TokenClaims>;
  loadUser(tx: Tx, claims: TokenClaims): Promise<AuthUser>;
  /**
   * The same check, and in the same statement the transaction moved into the clinic of
   * `clinicUrl` (its id, null when there is none): a branch request's first round trip.
   */
  loadUserAtClinic(
    tx: Tx,
    claims: TokenClaims,
    clinicUrl: string,
  ): Promise<{ user: AuthUser; clinicId: number | null }>;
  resolveBranch(
    tx: Tx,
    user: AuthUser,
    clinicId: number | null,
    urls: { clinicUrl: string; branchUrl: string },
  ): Promise<BranchScope>;
};
