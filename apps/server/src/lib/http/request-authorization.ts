import type { FastifyRequest } from 'fastify';
import { canUse, type Access } from '@yim/contract';
import { AppError } from '../app-error.ts';
import type { OpenedRows, Tx, TxScope } from '../db/database.ts';
import type { AccessResolvers, AuthUser, BranchScope, EntryRequest, TokenClaims } from './request-context.ts';

/** A route's own branch resolver, reading more in the same statement (the registrar's `resolveBranch` option). */
export type BranchResolver<B extends BranchScope> = (
  tx: Tx,
  user: AuthUser,
  clinicId: number | null,
  urls: { clinicUrl: string; branchUrl: string },
) => Promise<B>;

/** Who is calling, as the endpoint's access rule admits them. */
export type Caller = { user: AuthUser | null; branch: BranchScope | null };

/**
 * One request's authorisation: the scope its transaction opens with (the caller's entry sent
 * with `begin` when it can be, ADR 0019), and the check to run inside that transaction with the
 * rows it opened with. Both come from the same `EntryRequest`, so they cannot disagree.
 */
export type RequestAuthorization = {
  scope: TxScope;
  authorize(tx: Tx, opened: OpenedRows): Promise<Caller>;
};

/**
 * What a request reads before its handler: the session behind a token, and on a branch endpoint
 * the clinic and, unless the route resolves it itself, the branch.
 */
function entryRequest(rule: Access, req: FastifyRequest, ownResolver: boolean): EntryRequest {
  if (rule.kind !== 'branch') return { urls: null, readBranch: false };
  const params = (req.params ?? {}) as Record<string, unknown>;
  const urls = { clinicUrl: String(params.clinicUrl), branchUrl: String(params.branchUrl) };
  return { urls, readBranch: !ownResolver };
}

/** The registrar's authorisation of a request, with the features' resolvers `app.ts` wires in. */
export function requestAuthorizer(access: AccessResolvers) {
  /**
   * Inside the transaction: the session behind the token, the branch and the role matrix, from
   * the rows the transaction opened with (`opened`) or read now. Whatever the access kind
   * promises the handler's context (a user, a branch) is checked here.
   */
  async function authorize(
    rule: Access,
    tx: Tx,
    claims: TokenClaims | null,
    request: EntryRequest,
    opened: OpenedRows,
    resolveBranch?: BranchResolver<BranchScope>,
  ): Promise<Caller> {
    if (!claims) {
      if (rule.kind !== 'public') throw new AppError('AUTH_REQUIRED');
      return { user: null, branch: null };
    }
    // On a public endpoint a session that has ended just means an anonymous caller.
    if (rule.kind === 'public') {
      const entry = await access.enter(tx, claims, request, opened).catch(() => null);
      return { user: entry?.user ?? null, branch: null };
    }
    const entry = await access.enter(tx, claims, request, opened);
    const { user } = entry;
    if (rule.kind === 'superadmin' && !user.isSuperadmin) throw new AppError('PERMISSION_DENIED');
    if (rule.kind !== 'branch' || !request.urls) return { user, branch: null };
    const branch = resolveBranch ? await resolveBranch(tx, user, entry.clinicId, request.urls) : entry.branch;
    if (!branch) throw new Error('a branch request entered no branch');
    if (rule.area && !canUse(rule.area, branch.roleIds)) throw new AppError('PERMISSION_DENIED');
    return { user, branch };
  }

  return function authorization(
    endpoint: { access: Access },
    req: FastifyRequest,
    claims: TokenClaims | null,
    resolveBranch?: BranchResolver<BranchScope>,
  ): RequestAuthorization {
    const rule = endpoint.access;
    const request = entryRequest(rule, req, resolveBranch !== undefined);
    const opening = claims ? access.openingCall(claims, request) : null;
    return {
      scope: claims ? { userId: claims.userId, ...(opening ? { opening } : {}) } : {},
      authorize: (tx, opened) => authorize(rule, tx, claims, request, opened, resolveBranch),
    };
  };
}
