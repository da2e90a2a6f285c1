import { oauth } from '@yim/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bearerToken, type EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { login } from '../auth/auth.service.ts';
import { setRefreshCookie } from '../auth/refresh-cookie.http.ts';
import { signedInAccount } from './account-profile.service.ts';
import { clientDetail, consentOf, decideConsent, issueAuthorizationCode } from './authorization.service.ts';
import { listClients, registerClient, setClientStatus } from './clients.service.ts';
import { listConnectedApps, withdrawConsent } from './connected-apps.service.ts';
import { revoke } from './revocation.service.ts';
import { serverMetadata } from './server-metadata.service.ts';
import { token } from './token.service.ts';
import { userinfo } from './userinfo.service.ts';

export function registerOAuthRoutes(routes: EndpointRegistrar, { config, tokens, storage }: AppDeps) {
  const { publicUrl } = config;

  // The account host of the /oauth2 page (spec access §7).
  routes.handleIo(oauth.account, async ({ db, user }) => signedInAccount(db, storage, publicUrl, user.id));
  routes.handle(oauth.clientDetail, async ({ tx, query }) => clientDetail(tx, query.client_id));
  routes.handle(oauth.getConsent, async ({ tx, user, query }) => consentOf(tx, user, query.client_id));
  routes.handle(oauth.setConsent, async ({ tx, user, query, body }) => decideConsent(tx, user, query.client_id, body));
  routes.handle(oauth.authorizationCode, async ({ tx, user, query }) => issueAuthorizationCode(tx, user, query));
  routes.handleIo(oauth.authenticate, async ({ db, body, req, reply }) => {
    const result = await login(db, tokens, config.loginLimits, {
      ...body,
      userAgent: req.headers['user-agent'],
      ip: req.ip,
    });
    setRefreshCookie(reply, result.refreshToken, {
      rememberMe: result.rememberMe,
      secure: publicUrl.startsWith('https:'),
    });
    return { accessToken: result.accessToken, user: result.user };
  });

  // The account's connected applications, and the super-administrator's list of clients.
  routes.handle(oauth.listConnectedApps, async ({ tx, user }) => listConnectedApps(tx, user));
  routes.handle(oauth.withdrawConsent, async ({ tx, user, params }) => withdrawConsent(tx, user, params.clientId));
  routes.handle(oauth.listClients, async ({ tx, user }) => listClients(tx, user));
  routes.handle(oauth.setClientStatus, async ({ tx, user, params, body }) =>
    setClientStatus(tx, user, params.clientId, body.disabled),
  );

  // The standard endpoints (RFC 8414, 6749, 6750, 7009, 7591).
  routes.handle(oauth.metadata, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return serverMetadata(publicUrl);
  });
  routes.handleIo(oauth.token, async ({ db, req, body }) => token(db, req.headers.authorization, body));
  routes.handleIo(oauth.userinfo, async ({ db, req }) => userinfo(db, storage, publicUrl, bearerToken(req)));
  routes.handleIo(oauth.revoke, async ({ db, req, body }) => revoke(db, req.headers.authorization, body));
  routes.handleIo(oauth.register, async ({ db, user, body, reply }) => registerClient(db, user, body, reply));
}
