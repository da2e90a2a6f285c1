import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZAppEnv, ZIntegrationMode } from '../integrations/integrations.schemas.ts';

export const health = defineEndpoint({
  id: 'shell.health',
  method: 'GET',
  path: '/api/health',
  access: { kind: 'public' },
  // Anyone (an uptime probe) learns that it answers and its version; how the instance runs
  // (database, mail, storage, sandboxes) only a platform super-administrator.
  response: z.object({
    ok: z.boolean(),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']).optional(),
    mail: z.enum(['smtp', 'log']).optional(),
    storage: z.enum(['local', 's3']).optional(),
    sandbox: z.record(z.string(), ZIntegrationMode).optional(),
  }),
});

export const version = defineEndpoint({
  id: 'shell.version',
  method: 'GET',
  path: '/api/version',
  access: { kind: 'public' },
  response: z.object({
    version: z.string(),
    /**
     * The server runs with the demo clinic and its published passwords (a loopback PUBLIC_URL or
     * SEED=demo): the web app marks every page, so no one takes it for a real install.
     */
    demoData: z.boolean(),
    /**
     * APP_ENV: development, staging or production. The web app shows the token copy control only
     * in staging and reads the other environment switches of the spec from it.
     */
    appEnv: ZAppEnv,
    /**
     * At least one outside service (licence registry, tele-dentistry, …) answers from its sandbox:
     * the web app shows a SANDBOX badge. Which ones, and how, only the super-administrator's
     * health answer tells.
     */
    sandbox: z.boolean(),
  }),
});
