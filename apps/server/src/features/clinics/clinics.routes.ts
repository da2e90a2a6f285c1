import { clinics } from '@yim/contract';
import { AppError } from '../../lib/app-error.ts';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { findUserById } from '../auth/auth.repo.ts';
import { toUserInfo } from '../auth/user-info.ts';
import { listMyClinics, loadBranchInfo } from './clinics.service.ts';
import { listBranchUsers, verifyBranchMember } from './branch-staff.service.ts';

export function registerClinicRoutes(routes: EndpointRegistrar) {
  routes.handle(clinics.listMyClinics, async (ctx) => listMyClinics(ctx.tx, ctx.user.id));

  routes.handle(clinics.checkLoginAtBranch, async (ctx) => {
    const scope = ctx.branch;
    const user = await findUserById(ctx.tx, ctx.user.id);
    if (!user) throw new AppError('AUTH_SESSION_ENDED');
    return { user: toUserInfo(user, scope.roleIds), branch: await loadBranchInfo(ctx.tx, scope) };
  });

  routes.handle(clinics.listBranchUsers, async (ctx) => listBranchUsers(ctx.tx, ctx.branch, ctx.query));

  routes.handleIo(clinics.verifyBranchMember, async (ctx) => verifyBranchMember(ctx.db, ctx.branch, ctx.body),
    { rateLimit: { max: 20, timeWindow: '1 minute' } });
}
