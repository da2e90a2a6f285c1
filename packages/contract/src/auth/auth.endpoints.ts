import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZLoginBody, ZLoginResult } from './auth.schemas.ts';
import { ZBranchInfo } from '../clinics/clinics.schemas.ts';
import { ZUserInfo } from './auth.schemas.ts';

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

export const checkLoginAtBranch = defineEndpoint({
  id: 'auth.checkLoginAtBranch',
  method: 'GET',
  path: '/api/user/checkLogin/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'branchRead' },
  params: z.object({ clinicUrl: z.string(), branchUrl: z.string() }),
  response: z.object({ user: ZUserInfo, branch: ZBranchInfo }),
});
