import { auth } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import type { AccessTokens } from './access-token.crypto.ts';
import { checkLogin, login, logout, refresh } from './auth.service.ts';
import type { LoginLimits } from '../../config.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.http.ts';

export type AuthDeps = { tokens: AccessTokens; loginLimits: LoginLimits; secureCookies: boolean };

export function registerAuthRoutes(routes: EndpointRegistrar, deps: AuthDeps) {
  for (const endpoint of [auth.login, auth.userLogin]) {
    routes.handleIo(endpoint, async ({ db, body, req, reply }) => {
      const result = await login(db, deps.tokens, deps.loginLimits, {
        ...body,
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      setRefreshCookie(reply, result.refreshToken, { rememberMe: result.rememberMe, secure: deps.secureCookies });
      return { accessToken: result.accessToken, user: result.user };
    });
  }

  routes.handleIo(auth.refreshToken, async ({ db, req, reply }) => {
    const client = { ip: req.ip, userAgent: req.headers['user-agent'] };
    const result = await refresh(db, deps.tokens, readRefreshCookie(req), client);
    if (result.newRefreshToken)
      setRefreshCookie(reply, result.newRefreshToken, { rememberMe: result.rememberMe, secure: deps.secureCookies });
    return { accessToken: result.accessToken };
  });

  routes.handleIo(auth.logout, async ({ db, req, reply }) => {
    const bearer = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7) : null;
    await logout(db, deps.tokens, readRefreshCookie(req), bearer);
    clearRefreshCookie(reply, deps.secureCookies);
    return { ok: true as const };
  });

  routes.handle(auth.checkLogin, async (ctx) => checkLogin(ctx.tx, ctx.user));
}
