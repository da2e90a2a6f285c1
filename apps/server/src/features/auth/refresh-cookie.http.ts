import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'yim_refresh';
export const REMEMBER_ME_SECONDS = 30 * 86_400;

/**
 * The refresh token lives only in this cookie: httpOnly (no script reads it), Lax, and sent to
 * /api alone. With rememberMe it persists 30 days; otherwise it ends with the browser session.
 */
export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  options: { rememberMe: boolean; secure: boolean },
) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api',
    secure: options.secure,
    ...(options.rememberMe ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/api', secure });
}

export function readRefreshCookie(req: FastifyRequest): string | null {
  const value = req.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : null;
}
