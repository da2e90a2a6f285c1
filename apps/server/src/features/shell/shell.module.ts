import type { AppFeature } from '../../app-deps.ts';
import { registerShellRoutes } from './shell.routes.ts';

/** What the application frame asks of the server: health and version. */
export const shellModule: AppFeature = {
  name: 'shell',
  routes: (routes, { config, integrations }) =>
    registerShellRoutes(routes, {
      demoData: config.seed === 'demo',
      appEnv: config.appEnv,
      mail: config.smtpUrl ? 'smtp' : 'log',
      storage: config.storage,
      sandbox: integrations.modes(),
    }),
};
