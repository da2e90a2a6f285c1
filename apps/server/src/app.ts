import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTENT_MAX_BYTES, useThaiValidationMessages } from '@yim/contract';
import type { Config } from './config.ts';
import { loadSecret } from './lib/db/app-secrets.ts';
import type { Database } from './lib/db/database.ts';
import { databaseRateLimitStore } from './lib/http/rate-limit-store.ts';
import { createEndpointRegistrar } from './lib/http/register-endpoint.ts';
import { createFileStorage } from './lib/storage/create-storage.ts';
import type { FileStorage } from './lib/storage/storage.ts';
import { bucketOrigin } from './lib/storage/s3-settings.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createAccessTokens } from './features/auth/access-token.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { loadAuthUser } from './features/auth/auth.service.ts';
import { registerRegistrationRoutes } from './features/auth/registration.routes.ts';
import { registerFilesRoutes } from './features/files/files.routes.ts';
import { registerProfileRoutes } from './features/profile/profile.routes.ts';
import { registerClinicRoutes } from './features/clinics/clinics.routes.ts';
import { resolveBranch } from './features/clinics/clinics.service.ts';
import { isContentShownToUser } from './features/clinics/content-visibility.ts';
import { registerMasterRoutes } from './features/masters/masters.routes.ts';
import { registerShellRoutes } from './features/shell/shell.routes.ts';
import { registerSuperadminRoutes } from './features/superadmin/superadmin.routes.ts';


declare module 'fastify' {
  interface FastifyInstance {
    /** The configured file storage, for work outside requests (housekeeping in main.ts). */
    fileStorage: FileStorage;
  }
}

export type AppOptions = {
  config: Config;
  db: Database;
  /** Tests pass false to keep output quiet. */
  logger?: boolean;
};

/** Builds the whole server: cross-cutting plugins first, then every feature in one list. */
export async function buildApp({ config, db, logger = true }: AppOptions): Promise<FastifyInstance> {
  useThaiValidationMessages();
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] } : false,
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 100
      ? req.headers['x-request-id'] : randomUUID()),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // With S3 storage, presigned URLs send the browser straight to the bucket for files.
  const fileOrigins = config.s3 ? [bucketOrigin(config.s3)] : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(fastifyMultipart, { limits: { fileSize: CONTENT_MAX_BYTES, files: 5, fields: 20 } });
  registerErrorHandler(app);

  const tokens = createAccessTokens(await loadSecret(db, 'jwt', config.jwtSecret));
  const routes = createEndpointRegistrar(app, db, {
    verifyToken: (token) => tokens.verify(token),
    loadUser: loadAuthUser,
    resolveBranch,
  });
  const storage = await createFileStorage(app, config, db);
  app.decorate('fileStorage', storage);

  // Every feature, lower to higher (docs/ARCHITECTURE.md).
  registerFilesRoutes(routes, { storage, isContentShown: isContentShownToUser });
  registerAuthRoutes(routes, { tokens, loginLimits: config.loginLimits, secureCookies: config.publicUrl.startsWith('https:') });
  registerRegistrationRoutes(routes, { publicUrl: config.publicUrl });
  registerClinicRoutes(routes);
  registerProfileRoutes(routes);
  registerMasterRoutes(routes);
  registerSuperadminRoutes(routes);
  registerShellRoutes(routes, {
    mail: config.smtpUrl ? 'smtp' : 'log',
    storage: config.storage,
    sandbox: {},
  });

  await registerWebApp(app, config.webDist);
  return app;
}
