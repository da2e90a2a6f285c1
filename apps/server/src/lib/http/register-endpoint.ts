import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { canUse, checkTenantParam, type Endpoint, type TValidationIssue } from '@yim/contract';
import { AppError, validationError } from '../app-error.ts';
import type { Database, Tx } from '../db/database.ts';
import type { AccessResolvers, AuthUser, BranchScope, ContextBase, TokenClaims } from './request-context.ts';

export type Input<E extends Endpoint> = {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
};

export type TxContext<E extends Endpoint> = ContextBase & Input<E> & {
  user: AuthUser | null;
  branch: BranchScope | null;
  /** The request transaction, scoped to the caller (and branch) for RLS. */
  tx: Tx;
};

/** For handlers that do outside I/O (storage, mail, adapters): they open short transactions themselves. */
export type IoContext<E extends Endpoint> = ContextBase & Input<E> & {
  user: AuthUser | null;
  branch: BranchScope | null;
};

type RouteOptions = { rateLimit?: { max: number; timeWindow: string | number } };

export function zodIssues(error: z.ZodError, prefix = ''): TValidationIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: string): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(zodIssues(result.error, part === 'body' ? '' : part));
  return result.data;
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token || null;
}

/**
 * Registers contract endpoints on the server: one place for route-parameter rules,
 * authentication, validation, tenant resolution, permission checks and the response envelope.
 */
export function createEndpointRegistrar(app: FastifyInstance, db: Database, access: AccessResolvers) {
  /** Before any database work: the route-parameter rule and the access token's signature. */
  async function checkRequest(endpoint: Endpoint, req: FastifyRequest): Promise<TokenClaims | null> {
    const rawParams = (req.params ?? {}) as Record<string, unknown>;
    if (endpoint.access.kind === 'branch') {
      for (const name of ['clinicUrl', 'branchUrl']) {
        const problem = checkTenantParam(rawParams[name]);
        if (problem) throw new AppError(problem);
      }
    }
    const token = bearerToken(req);
    // The web client sends its (maybe expired) token on every call, refresh and logout included:
    // on a public endpoint a bad token just means an anonymous caller.
    if (endpoint.access.kind === 'public') return token ? access.verifyToken(token).catch(() => null) : null;
    if (!token) throw new AppError('AUTH_REQUIRED');
    return access.verifyToken(token);
  }

  /** After authorisation, so that a caller without the role learns nothing from validation. */
  function parseInput<E extends Endpoint>(endpoint: E, req: FastifyRequest): Input<E> {
    return {
      params: parsePart(endpoint.params, req.params, 'params') as z.output<E['params']>,
      query: parsePart(endpoint.query, req.query, 'query') as z.output<E['query']>,
      body: (endpoint.multipart ? {} : parsePart(endpoint.body, req.body, 'body')) as z.output<E['body']>,
    };
  }

  /** Inside a transaction: the session behind the token, then the branch and the role matrix. */
  async function authorize(endpoint: Endpoint, tx: Tx, claims: TokenClaims | null, req: FastifyRequest) {
    const params = (req.params ?? {}) as Record<string, unknown>;
    let user: AuthUser | null = null;
    if (claims && endpoint.access.kind === 'public') user = await access.loadUser(tx, claims).catch(() => null);
    else if (claims) user = await access.loadUser(tx, claims);
    let branch: BranchScope | null = null;
    const rule = endpoint.access;
    if (rule.kind === 'superadmin' && !user?.isSuperadmin) throw new AppError('PERMISSION_DENIED');
    if (rule.kind === 'branch') {
      if (!user) throw new AppError('AUTH_REQUIRED');
      branch = await access.resolveBranch(tx, user, String(params.clinicUrl), String(params.branchUrl));
      if (rule.area && !canUse(rule.area, branch.roleIds)) throw new AppError('PERMISSION_DENIED');
    }
    return { user, branch };
  }

  function envelope<E extends Endpoint>(endpoint: E, data: unknown) {
    return { status: '200' as const, data: endpoint.response.parse(data) };
  }

  return {
    /** The usual route: everything it reads and writes happens in one scoped transaction. */
    handle<E extends Endpoint>(endpoint: E, handler: (ctx: TxContext<E>) => Promise<z.input<E['response']>>, options: RouteOptions = {}) {
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { endpointId: endpoint.id, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
        handler: async (req, reply) => {
          const claims = await checkRequest(endpoint, req);
          const data = await db.run({ userId: claims?.userId }, async (tx) => {
            const { user, branch } = await authorize(endpoint, tx, claims, req);
            return handler({ db, req, reply, tx, user, branch, ...parseInput(endpoint, req) });
          });
          return envelope(endpoint, data);
        },
      });
    },

    /** A route that talks to the outside world: authorisation in a short transaction, then the handler. */
    handleIo<E extends Endpoint>(endpoint: E, handler: (ctx: IoContext<E>) => Promise<z.input<E['response']>>, options: RouteOptions = {}) {
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { endpointId: endpoint.id, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
        handler: async (req, reply) => {
          const claims = await checkRequest(endpoint, req);
          const { user, branch } = await db.run({ userId: claims?.userId }, (tx) => authorize(endpoint, tx, claims, req));
          const data = await handler({ db, req, reply, user, branch, ...parseInput(endpoint, req) });
          return envelope(endpoint, data);
        },
      });
    },
  };
}

export type EndpointRegistrar = ReturnType<typeof createEndpointRegistrar>;

/** For handlers of signed-in endpoints: the access rule guarantees a user. */
export function requireUser(ctx: { user: AuthUser | null }): AuthUser {
  if (!ctx.user) throw new AppError('AUTH_REQUIRED');
  return ctx.user;
}

export function requireBranch(ctx: { branch: BranchScope | null }): BranchScope {
  if (!ctx.branch) throw new AppError('INTERNAL', 'branch route without a branch scope');
  return ctx.branch;
}
