import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZPage } from '../lib/wire.ts';
import { ZUserInfo } from '../auth/auth.schemas.ts';
import { ZBranchUser, ZBranchUsersQuery, ZBranchVerifyBody } from '../auth/account.schemas.ts';
import { ZBranchInfo, ZClinicChoice, ZTenantParams } from './clinics.schemas.ts';

export const listMyClinics = defineEndpoint({
  id: 'clinics.listMine',
  method: 'GET',
  path: '/api/user/clinic',
  access: { kind: 'user' },
  response: ZPage(ZClinicChoice),
});

/** The login check at a branch (spec access §4): the caller, the branch and their roles there. */
export const checkLoginAtBranch = defineEndpoint({
  id: 'clinics.checkLoginAtBranch',
  method: 'GET',
  path: '/api/user/checkLogin/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'branchRead' },
  params: ZTenantParams,
  response: z.object({ user: ZUserInfo, branch: ZBranchInfo }),
});

/** Staff of a branch: doctors (roleIds=2) or everyone, with or without former members. */
export const listBranchUsers = defineEndpoint({
  id: 'clinics.listBranchUsers',
  method: 'GET',
  path: '/api/user/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'branchRead' },
  params: ZTenantParams,
  query: ZBranchUsersQuery,
  response: z.array(ZBranchUser),
});

/** Checks that the given credentials belong to an active member of this branch (hand-over of a tablet). */
export const verifyBranchMember = defineEndpoint({
  id: 'clinics.verifyBranchMember',
  method: 'POST',
  path: '/api/branch/verify/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'branchRead' },
  params: ZTenantParams,
  body: ZBranchVerifyBody,
  response: z.object({ uid: z.string(), fullName: z.string(), authIdItems: z.array(z.number().int()) }),
});

export * from './branch-settings.endpoints.ts';
export * from './staff.endpoints.ts';
