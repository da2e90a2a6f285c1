import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZTenantParams } from '../clinics/clinics.schemas.ts';
import { ZUserInfo } from './auth.schemas.ts';
import {
  ZActivateBody, ZBranchUser, ZBranchUsersQuery, ZBranchVerifyBody, ZChangePasswordBody, ZForgotPasswordBody,
  ZProfileBody, ZRegisterBody, ZResetKeyBody, ZResetPasswordBody,
} from './account.schemas.ts';

const ok = z.object({ ok: z.literal(true) });

/** Rotates the refresh cookie and answers a new access token. */
export const refreshToken = defineEndpoint({
  id: 'auth.refresh', method: 'POST', path: '/api/token', access: { kind: 'public' },
  response: z.object({ accessToken: z.string() }),
});

/** Ends this session only (by the refresh cookie, else the bearer token). */
export const logout = defineEndpoint({
  id: 'auth.logout', method: 'POST', path: '/api/logout', access: { kind: 'public' }, response: ok,
});

export const register = defineEndpoint({
  id: 'auth.register', method: 'POST', path: '/api/user/register/', access: { kind: 'public' },
  body: ZRegisterBody, response: z.object({ email: z.string() }),
});

export const activate = defineEndpoint({
  id: 'auth.activate', method: 'POST', path: '/api/activate/', access: { kind: 'public' },
  body: ZActivateBody, response: z.object({ email: z.string() }),
});

/** Answers the same for a known and an unknown e-mail. */
export const forgotPassword = defineEndpoint({
  id: 'auth.forgotPassword', method: 'POST', path: '/api/user/forgotPassword/', access: { kind: 'public' },
  body: ZForgotPasswordBody, response: ok,
});

export const verifyResetKey = defineEndpoint({
  id: 'auth.verifyResetKey', method: 'POST', path: '/api/user/forgotPassword/verify', access: { kind: 'public' },
  body: ZResetKeyBody, response: z.object({ email: z.string() }),
});

export const resetPassword = defineEndpoint({
  id: 'auth.resetPassword', method: 'POST', path: '/api/user/resetPassword/', access: { kind: 'public' },
  body: ZResetPasswordBody, response: ok,
});

export const getUserInfo = defineEndpoint({
  id: 'auth.getUserInfo', method: 'GET', path: '/api/user/userInfo', access: { kind: 'user' }, response: ZUserInfo,
});

export const updateUserInfo = defineEndpoint({
  id: 'auth.updateUserInfo', method: 'PUT', path: '/api/user/userInfo', access: { kind: 'user' },
  body: ZProfileBody, response: ZUserInfo,
});

export const changePassword = defineEndpoint({
  id: 'auth.changePassword', method: 'PUT', path: '/api/user/changePassword', access: { kind: 'user' },
  body: ZChangePasswordBody, response: ok,
});

/** Staff of a branch: doctors (roleIds=2) or everyone, with or without former members. */
export const listBranchUsers = defineEndpoint({
  id: 'clinics.listBranchUsers', method: 'GET', path: '/api/user/:clinicUrl/:branchUrl', access: { kind: 'branch', area: 'branchRead' },
  params: ZTenantParams, query: ZBranchUsersQuery, response: z.array(ZBranchUser),
});

/** Checks that the given credentials belong to an active member of this branch (hand-over of a tablet). */
export const verifyBranchMember = defineEndpoint({
  id: 'clinics.verifyBranchMember', method: 'POST', path: '/api/branch/verify/:clinicUrl/:branchUrl', access: { kind: 'branch', area: 'branchRead' },
  params: ZTenantParams, body: ZBranchVerifyBody,
  response: z.object({ uid: z.string(), fullName: z.string(), authIdItems: z.array(z.number().int()) }),
});
