import type { AppFeature } from '../../app-deps.ts';
import { registerShellRoutes } from './shell.routes.ts';

/** What the application frame asks of the server: health and version. */
export const shellModule: AppFeature = {
  name: 'shell',
  routes: (routes, { config }) =>
    registerShellRoutes(routes, {
      demoData: config.seed === 'demo',
      mail: config.smtpUrl ? 'smtp' : 'log',
      storage: config.storage,
      sandbox: {},
    }),
};
