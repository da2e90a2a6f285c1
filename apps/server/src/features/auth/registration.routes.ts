import { auth } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { activate, forgotPassword, register, resetPassword, verifyResetKey } from './registration.service.ts';

export type RegistrationDeps = {
  /** Base of the links in the mails (PUBLIC_URL). */
  publicUrl: string;
};

/** Registration by e-mail, activation and password reset (spec access §2, §7). */
export function registerRegistrationRoutes(routes: EndpointRegistrar, deps: RegistrationDeps) {
  // Hashes a password: no request transaction around it.
  routes.handleIo(auth.register, ({ db, body }) => register(db, body, deps.publicUrl), {
    rateLimit: { max: 10, timeWindow: '1 hour' },
  });
  routes.handle(auth.activate, ({ tx, body }) => activate(tx, body.activateKey));
  // Only queues a mail (the worker sends it), so one transaction is enough.
  routes.handle(auth.forgotPassword, ({ tx, body }) => forgotPassword(tx, body.email, deps.publicUrl), {
    rateLimit: { max: 20, timeWindow: '1 hour' },
  });
  routes.handle(auth.verifyResetKey, ({ tx, body }) => verifyResetKey(tx, body.resetPasswordKey));
  routes.handleIo(auth.resetPassword, ({ db, body }) => resetPassword(db, body));
}
