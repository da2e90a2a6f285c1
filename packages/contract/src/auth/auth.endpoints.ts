import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZBranchInfo } from '../clinics/clinics.schemas.ts';
import { ZLoginBody, ZLoginResult, ZUserInfo } from './auth.schemas.ts';
import {
  ZActivateBody,
  ZForgotPasswordBody,
  ZRegisterBody,
  ZResetKeyBody,
  ZResetPasswordBody,
} from './account.schemas.ts';

const ok = z.object({ ok: z.literal(true) });

export const login = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/api/login',
  access: { kind: 'public' },
  body: ZLoginBody,
  response: ZLoginResult,
});

/** The spec lists /api/user/login with the same purpose. */
export const userLogin = defineEndpoint({ ...login, id: 'auth.userLogin', path: '/api/user/login' });

export const checkLogin = defineEndpoint({
  id: 'auth.checkLogin',
  method: 'GET',
  path: '/api/user/checkLogin',
  access: { kind: 'user' },
  response: z.object({ user: ZUserInfo, branch: ZBranchInfo.nullable() }),
});

/** Rotates the refresh cookie and answers a new access token. */
export const refreshToken = defineEndpoint({
  id: 'auth.refresh',
  method: 'POST',
  path: '/api/token',
  access: { kind: 'public' },
  response: z.object({ accessToken: z.string() }),
});

/** Ends this session only (by the refresh cookie, else the bearer token). */
export const logout = defineEndpoint({
  id: 'auth.logout',
  method: 'POST',
  path: '/api/logout',
  access: { kind: 'public' },
  response: ok,
});

export const register = defineEndpoint({
  id: 'auth.register',
  method: 'POST',
  path: '/api/user/register/',
  access: { kind: 'public' },
  body: ZRegisterBody,
  response: z.object({ email: z.string() }),
});

export const activate = defineEndpoint({
  id: 'auth.activate',
  method: 'POST',
  path: '/api/activate/',
  access: { kind: 'public' },
  body: ZActivateBody,
  response: z.object({ email: z.string() }),
});

/** Answers the same for a known and an unknown e-mail. */
export const forgotPassword = defineEndpoint({
  id: 'auth.forgotPassword',
  method: 'POST',
  path: '/api/user/forgotPassword/',
  access: { kind: 'public' },
  body: ZForgotPasswordBody,
  response: ok,
});

export const verifyResetKey = defineEndpoint({
  id: 'auth.verifyResetKey',
  method: 'POST',
  path: '/api/user/forgotPassword/verify',
  access: { kind: 'public' },
  body: ZResetKeyBody,
  response: z.object({ email: z.string() }),
});

export const resetPassword = defineEndpoint({
  id: 'auth.resetPassword',
  method: 'POST',
  path: '/api/user/resetPassword/',
  access: { kind: 'public' },
  body: ZResetPasswordBody,
  response: ok,
});
