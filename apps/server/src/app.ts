import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { CONTENT_MAX_BYTES, applyThaiValidationMessages } from '@yim/contract';
import type { Config } from './config.ts';
import { loadSecret } from './lib/db/app-secrets.ts';
import type { Database } from './lib/db/database.ts';
import { createBranchEvents } from './lib/events/branch-events.ts';
import { logOptions } from './lib/log/log-options.ts';
import { closeConnectionsOnClose } from './lib/http/close-connections.ts';
import { databaseRateLimitStore } from './lib/http/rate-limit-store.ts';
import { createEndpointRegistrar } from './lib/http/register-endpoint.ts';
import { createFileStorage } from './lib/storage/create-storage.ts';
import { bucketOrigin } from './lib/storage/s3-settings.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { logRequest } from './lib/log/log-request.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import type { AppDeps } from './app-deps.ts';
import { FEATURES } from './features.ts';
import { createIntegrations } from './integrations/integrations.ts';
import { createAccessTokens } from './features/auth/access-token.crypto.ts';
import { requestAccess } from './request-access.ts';

export type AppOptions = {
  config: Config;
  db: Database;
  /** Tests pass false to keep output quiet. */
  logger?: boolean;
  /** Where log lines go instead of stdout (the log-redaction tests read them). */
  logStream?: DestinationStream;
  /** The clock of the rules that count time in the service (edit windows); tests move it. */
  now?: () => Date;
};

export type ComposedApp = {
  app: FastifyInstance;
  deps: AppDeps;
  /** Which feature registered which endpoints (the descriptor-home test reads it). */
  endpointsByFeature: Record<string, string[]>;
};

/** Builds the whole server: cross-cutting plugins first, then every feature of the one list. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await composeApp(options)).app;
}

/** The server and what its features were handed, for main.ts (tasks, jobs) and the tests. */
export async function composeApp({ config, db, logger = true, logStream, now }: AppOptions): Promise<ComposedApp> {
  applyThaiValidationMessages();
  const app = Fastify({
    logger: logger ? { ...logOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) } : false,
    // Made here, never taken from the client: a chosen id could forge or confuse log lines.
    genReqId: () => randomUUID(),
    // A number of hops: the addresses the last `hops` proxies added are trusted, not the client's own.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // One line per request, written once it is answered (logRequest), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // A SIGTERM's close waits for the requests in flight, not for connections that stay open.
  closeConnectionsOnClose(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', logRequest);

  // With S3 storage, presigned URLs send the browser straight to the bucket for files.
  const fileOrigins = config.s3 ? [bucketOrigin(config.s3)] : [];
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The DICOM viewer's codecs are WebAssembly: compiling it needs this, and nothing else
        // that 'unsafe-eval' would allow.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileOrigins],
        mediaSrc: ["'self'", 'blob:', ...fileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...fileOrigins],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  // Form bodies reach only the OAuth endpoints (wire 'rfc'): the registrar refuses them elsewhere.
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(fastifyMultipart, { limits: { fileSize: CONTENT_MAX_BYTES, files: 5, fields: 20 } });
  registerErrorHandler(app);

  const tokens = createAccessTokens(await loadSecret(db, 'jwt', config.jwtSecret));
  const access = requestAccess(tokens);
  const deps: AppDeps = {
    config,
    db,
    tokens,
    storage: await createFileStorage(app, config, db),
    integrations: createIntegrations(config.integrations, db, { publicUrl: config.publicUrl }),
    events: createBranchEvents(db, {
      onListenerError: (err) => app.log.error({ err }, 'a branch event subscriber failed'),
    }),
    now: now ?? (() => new Date()),
  };
  // After the open streams ended (their preClose hook) and before main.ts closes the database.
  app.addHook('onClose', () => deps.events.close());
  const endpointsByFeature: Record<string, string[]> = {};
  for (const feature of FEATURES) {
    const registrar = createEndpointRegistrar(app, db, access, feature.name);
    feature.routes?.(registrar, deps);
    endpointsByFeature[feature.name] = registrar.registered();
  }

  deps.integrations.registerPages(app);
  await registerWebApp(app, config.webDist);
  return { app, deps, endpointsByFeature };
}
