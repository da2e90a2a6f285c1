import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZUserInfo } from '../auth/auth.schemas.ts';
import { ZChangePasswordBody, ZProfileBody } from '../auth/account.schemas.ts';

const ok = z.object({ ok: z.literal(true) });

// The caller's own account: the profile modal (spec access §2).

export const getUserInfo = defineEndpoint({
  id: 'profile.getUserInfo',
  method: 'GET',
  path: '/api/user/userInfo',
  access: { kind: 'user' },
  response: ZUserInfo,
});

export const updateUserInfo = defineEndpoint({
  id: 'profile.updateUserInfo',
  method: 'PUT',
  path: '/api/user/userInfo',
  access: { kind: 'user' },
  body: ZProfileBody,
  response: ZUserInfo,
});

export const changePassword = defineEndpoint({
  id: 'profile.changePassword',
  method: 'PUT',
  path: '/api/user/changePassword',
  access: { kind: 'user' },
  body: ZChangePasswordBody,
  response: ok,
});
