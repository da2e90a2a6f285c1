import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  checkTenantParam,
  findControlCharacters,
  type Access,
  type Endpoint,
  type StreamEndpoint,
  type TValidationIssue,
} from '@yim/contract';
import { AppError, validationError } from '../app-error.ts';
import type { Database, OpenedRows, Tx } from '../db/database.ts';
import { runEventStream } from './event-stream-route.ts';
import { closeStreamsOnShutdown, type EventSink } from './event-stream.ts';
import { runIdempotent } from './idempotent-route.ts';
import { PreparedAnswer } from './prepared-answer.ts';
import type { AccessResolvers, AuthUser, BranchScope, ContextBase, TokenClaims } from './request-context.ts';
import { requestAuthorizer, type BranchResolver, type Caller } from './request-authorization.ts';

/** What the request checks read of a descriptor: an endpoint or a stream endpoint. */
type Described = Pick<Endpoint, 'id' | 'method' | 'path' | 'access' | 'params' | 'query' | 'body'> &
  Partial<Pick<Endpoint, 'multipart' | 'wire' | 'cors'>>;

export type Input<E extends Described> = {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
};

/** Who is calling, as the access rule guarantees it: a signed-in user everywhere but public. */
type CallerOf<A extends Access> = A extends { kind: 'public' } ? AuthUser | null : AuthUser;
/** The branch of `/:clinicUrl/:branchUrl`, on branch endpoints only. */
type BranchOf<A extends Access> = A extends { kind: 'branch' } ? BranchScope : null;

/** For handlers that do outside I/O (storage, mail, adapters): they open short transactions themselves. */
export type IoContext<E extends Described> = ContextBase &
  Input<E> & {
    user: CallerOf<E['access']>;
    branch: BranchOf<E['access']>;
  };

export type TxContext<E extends Endpoint> = IoContext<E> & {
  /** The request transaction, scoped to the caller (and branch) for RLS. */
  tx: Tx;
};

/** A handler answers the endpoint's data, or the same already serialized (`prepareAnswer`). */
type Handler<C, E extends Endpoint> = (ctx: C) => Promise<z.input<E['response']> | PreparedAnswer>;

/**
 * A stream's handler: it subscribes (after authorisation, outside any transaction), sends events
 * to `events`, and answers what undoes the subscription, called once the stream ends.
 */
export type StreamHandler<E extends StreamEndpoint> = (
  ctx: IoContext<E>,
  events: EventSink<z.input<E['event']>>,
) => Promise<(() => void) | void>;

type RouteOptions<B extends BranchScope = BranchScope> = {
  rateLimit?: { max: number; timeWindow: string | number };
  /**
   * Resolves the branch instead of the request's entry, with the same rule, for a route whose
   * answer is mostly the branch itself (the login check): what it reads comes with `ctx.branch`,
   * so that the branch row is read once per request.
   */
  resolveBranch?: BranchResolver<B>;
  /**
   * A money POST: the request must carry an `Idempotency-Key` header; the same key with the same
   * request replays the first answer, with another request is 422, and while the first is still
   * being answered is 409 (idempotent-route.ts, lib/idempotency, docs/wire.md). The answer is
   * stored in the request's own transaction, so it exists exactly when what the request did was
   * committed.
   */
  idempotent?: boolean;
};
/** The branch as the route's own resolver returned it, on branch endpoints. */
type BranchFrom<E extends Endpoint, B extends BranchScope> = E['access'] extends { kind: 'branch' }
  ? { branch: B }
  : unknown;

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

/**
 * Every string of the request, whatever its schema says, before any database work: the branch
 * resolution reads the path's clinic and branch, sign-in reads the user name, and PostgreSQL
 * answers NUL with an error (issue 7, item 12). It says nothing about the schemas, so it may come
 * before authorisation.
 */
function refuseControlCharacters(endpoint: Described, req: FastifyRequest) {
  const issues = [
    ...findControlCharacters(req.params, ['params']),
    ...findControlCharacters(req.query, ['query']),
    ...(endpoint.multipart ? [] : findControlCharacters(req.body)),
  ];
  if (issues.length > 0) throw validationError(issues);
}

function isFormBody(req: FastifyRequest): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** Browser OAuth clients on other origins call the token, userinfo and metadata endpoints. */
function allowCrossOrigin(reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', 'www-authenticate');
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token || null;
}

/** The product's envelope around the checked data, or the protocol's own answer (wire 'rfc', 'fhir'). */
function responseBody(endpoint: Endpoint, data: unknown) {
  if (endpoint.wire) return endpoint.response.parse(data);
  return { status: '200' as const, data: endpoint.response.parse(data) };
}

/**
 * The endpoint's answer checked and serialized once, to be sent many times (answer-cache.ts):
 * what a handler returns instead of its data when it keeps answers.
 */
export function prepareAnswer(endpoint: Endpoint, data: unknown): PreparedAnswer {
  return new PreparedAnswer(responseBody(endpoint, data));
}

/** What an idempotent route stores with its key: the handler's answer, prepared unless it already is. */
function asPreparedAnswer(endpoint: Endpoint, data: unknown): PreparedAnswer {
  return data instanceof PreparedAnswer ? data : prepareAnswer(endpoint, data);
}

function envelope(endpoint: Endpoint) {
  return (data: unknown, reply: FastifyReply) => {
    if (data instanceof PreparedAnswer) return data.send(reply);
    if (endpoint.wire === 'fhir') reply.type('application/fhir+json; charset=utf-8');
    return responseBody(endpoint, data);
  };
}

/**
 * Registers contract endpoints on the server: one place for route-parameter rules,
 * authentication, validation, tenant resolution, permission checks and the response envelope.
 * `feature` is the feature that registers through this registrar: every endpoint it registers
 * must carry that feature's id prefix (docs/adr/0007), and `registered` lists them.
 */
export function createEndpointRegistrar(app: FastifyInstance, db: Database, access: AccessResolvers, feature?: string) {
  const registered: string[] = [];
  const preflights = new Set<string>();
  const authorization = requestAuthorizer(access);

  /** Before any database work: the route-parameter rule and the access token's signature. */
  async function checkRequest(endpoint: Described, req: FastifyRequest): Promise<TokenClaims | null> {
    const rawParams = (req.params ?? {}) as Record<string, unknown>;
    if (endpoint.access.kind === 'branch') {
      for (const name of ['clinicUrl', 'branchUrl']) {
        const problem = checkTenantParam(rawParams[name]);
        if (problem) throw new AppError(problem);
      }
    }
    // Form bodies are for the standard protocols' endpoints: a product endpoint that accepted
    // them could be posted to by a plain HTML form on another site.
    if (endpoint.wire !== 'rfc' && isFormBody(req)) throw new AppError('CONTENT-TYPE-NOT-ALLOWED');
    const token = bearerToken(req);
    // The web client sends its (maybe expired) token on every call, refresh and logout included:
    // on a public endpoint a bad token just means an anonymous caller.
    if (endpoint.access.kind === 'public') {
      const claims = token ? await access.verifyToken(token).catch(() => null) : null;
      refuseControlCharacters(endpoint, req);
      return claims;
    }
    if (!token) throw new AppError('AUTH_REQUIRED');
    const claims = await access.verifyToken(token);
    refuseControlCharacters(endpoint, req);
    return claims;
  }

  /**
   * Whose budget a limited request spends: a member-only route counts per signed-in user (a valid
   * token), so that anonymous requests from the same address cannot use a member's budget up; a
   * public route, or a request without a valid token, counts per client address.
   */
  function rateLimitKey(endpoint: Described) {
    return async (req: FastifyRequest): Promise<string> => {
      const token = endpoint.access.kind === 'public' ? null : bearerToken(req);
      const claims = token ? await access.verifyToken(token).catch(() => null) : null;
      return claims ? `user:${claims.userId}` : `address:${req.ip}`;
    };
  }

  /** After authorisation, so that a caller without the role learns nothing from validation. */
  function parseInput<E extends Described>(endpoint: E, req: FastifyRequest): Input<E> {
    return {
      params: parsePart(endpoint.params, req.params, 'params') as z.output<E['params']>,
      query: parsePart(endpoint.query, req.query, 'query') as z.output<E['query']>,
      body: (endpoint.multipart ? {} : parsePart(endpoint.body, req.body, 'body')) as z.output<E['body']>,
    };
  }

  /**
   * The one route body of every endpoint: request checks, then `run` (which authorises and
   * calls the handler, in one transaction or around it), then `answer` (the response envelope,
   * or a stream's body).
   */
  function route<E extends Described>(
    endpoint: E,
    options: RouteOptions,
    run: (req: FastifyRequest, reply: FastifyReply, claims: TokenClaims | null) => Promise<unknown>,
    answer: (data: unknown, reply: FastifyReply) => unknown,
  ) {
    if (feature && !endpoint.id.startsWith(`${feature}.`)) {
      throw new Error(
        `feature ${feature} registers ${endpoint.id}: an endpoint is served by the feature its id names (docs/adr/0007)`,
      );
    }
    registered.push(endpoint.id);
    const rateLimit = options.rateLimit && { ...options.rateLimit, keyGenerator: rateLimitKey(endpoint) };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { endpointId: endpoint.id, wire: endpoint.wire, ...(rateLimit ? { rateLimit } : {}) },
      handler: async (req, reply) => {
        // What a signed-in caller is answered is theirs: no shared cache (a proxy, the browser's
        // back-forward cache on a shared front-desk computer) may keep it. Tokens and claims
        // neither (RFC 6749 §5.1); a protocol endpoint with a public answer says so itself.
        if (endpoint.access.kind !== 'public' || endpoint.wire) reply.header('cache-control', 'no-store');
        if (endpoint.cors) allowCrossOrigin(reply);
        const claims = await checkRequest(endpoint, req);
        return answer(await run(req, reply, claims), reply);
      },
    });
    if (endpoint.cors && !preflights.has(endpoint.path)) {
      preflights.add(endpoint.path);
      app.route({
        method: 'OPTIONS',
        url: endpoint.path,
        handler: async (_req, reply) => {
          allowCrossOrigin(reply);
          reply.header('access-control-allow-methods', 'GET, POST');
          reply.header('access-control-allow-headers', 'authorization, content-type');
          reply.header('access-control-max-age', '600');
          return reply.status(204).send();
        },
      });
    }
  }

  /** The context a handler receives; the casts hold because `authorize` checked what they promise. */
  function context<E extends Described>(
    endpoint: E,
    req: FastifyRequest,
    reply: FastifyReply,
    caller: Caller,
  ): IoContext<E> {
    return { db, req, reply, ...(caller as Pick<IoContext<E>, 'user' | 'branch'>), ...parseInput(endpoint, req) };
  }

  return {
    /** The usual route: everything it reads and writes happens in one scoped transaction. */
    handle<E extends Endpoint, B extends BranchScope = BranchScope>(
      endpoint: E,
      handler: Handler<TxContext<E> & BranchFrom<E, B>, E>,
      options: RouteOptions<B> = {},
    ) {
      route(
        endpoint,
        options,
        (req, reply, claims) => {
          const auth = authorization(endpoint, req, claims, options.resolveBranch);
          const inTransaction = async (tx: Tx, opened: OpenedRows) => {
            const caller = await auth.authorize(tx, opened);
            // The cast holds: `branch` is what options.resolveBranch returned, when it is given.
            return handler({ ...context(endpoint, req, reply, caller), tx } as TxContext<E> & BranchFrom<E, B>);
          };
          // An idempotent request authorises in a transaction of its own before it claims its key.
          return options.idempotent
            ? runIdempotent(db, endpoint, req, reply, claims, {
                scope: auth.scope,
                authorize: auth.authorize,
                answer: async (tx, opened) => asPreparedAnswer(endpoint, await inTransaction(tx, opened)),
              })
            : db.run(auth.scope, inTransaction);
        },
        envelope(endpoint),
      );
    },

    /** A route that talks to the outside world: authorisation in a short transaction, then the handler. */
    handleIo<E extends Endpoint>(endpoint: E, handler: Handler<IoContext<E>, E>, options: RouteOptions = {}) {
      route(
        endpoint,
        options,
        async (req, reply, claims) => {
          // A public endpoint called without a token has nothing to authorise: no transaction.
          const auth = authorization(endpoint, req, claims);
          const caller: Caller =
            endpoint.access.kind === 'public' && !claims
              ? { user: null, branch: null }
              : await db.run(auth.scope, auth.authorize);
          return handler(context(endpoint, req, reply, caller));
        },
        envelope(endpoint),
      );
    },

    /**
     * A read whose answer needs the outside world once its rows are read (download links signed
     * by storage), or work too heavy to hold a transaction (a PDF laid out): authorisation and
     * `read` in the request's one transaction, as `handle` does, then `finish` after it has
     * ended. handleIo would spend a second transaction on the rows (issue 21: a patient's file
     * list went from 8 round trips to 6).
     */
    readThenIo<E extends Endpoint, T>(
      endpoint: E,
      read: (ctx: TxContext<E>) => Promise<T>,
      finish: (value: T, ctx: IoContext<E>) => Promise<z.input<E['response']>>,
      options: RouteOptions = {},
    ) {
      route(
        endpoint,
        options,
        async (req, reply, claims) => {
          const auth = authorization(endpoint, req, claims);
          const { ctx, value } = await db.run(auth.scope, async (tx, opened) => {
            const ioContext = context(endpoint, req, reply, await auth.authorize(tx, opened));
            // The cast holds as in `handle`: `authorize` checked what the context promises.
            return { ctx: ioContext, value: await read({ ...ioContext, tx } as TxContext<E>) };
          });
          return finish(value, ctx);
        },
        envelope(endpoint),
      );
    },

    /**
     * A stream of server-sent events (ADR 0014): every check of `handle` in a short transaction,
     * then the handler subscribes and the answer stays open, holding no transaction, until the
     * client leaves, the app closes or the access token expires (the client then reconnects).
     */
    stream<E extends StreamEndpoint>(endpoint: E, handler: StreamHandler<E>) {
      closeStreamsOnShutdown(app);
      route(
        endpoint,
        {},
        (req, reply, claims) => {
          const auth = authorization(endpoint, req, claims);
          return runEventStream(app, db, endpoint, req, reply, claims, {
            scope: auth.scope,
            context: async (tx, opened) => context(endpoint, req, reply, await auth.authorize(tx, opened)),
            subscribe: handler,
          });
        },
        (body) => body,
      );
    },

    /** The ids of the endpoints registered through this registrar, in order. */
    registered: () => [...registered],
  };
}

export type EndpointRegistrar = ReturnType<typeof createEndpointRegistrar>;
