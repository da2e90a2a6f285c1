import { clinics } from '@yim/contract';
import type { LoginLimits } from '../../config.ts';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { checkLoginAtBranch, listMyClinics } from './clinics.service.ts';
import { listBranchUsers, verifyBranchMember } from './branch-staff.service.ts';

export function registerClinicRoutes(routes: EndpointRegistrar, loginLimits: LoginLimits) {
  routes.handle(clinics.listMyClinics, async (ctx) => listMyClinics(ctx.tx, ctx.user.id));

  routes.handle(clinics.checkLoginAtBranch, async (ctx) => checkLoginAtBranch(ctx.tx, ctx.user, ctx.branch));

  routes.handle(clinics.listBranchUsers, async (ctx) => listBranchUsers(ctx.tx, ctx.branch, ctx.query));

  routes.handleIo(
    clinics.verifyBranchMember,
    async (ctx) => verifyBranchMember(ctx.db, loginLimits, ctx.branch, { body: ctx.body, ip: ctx.req.ip }),
    {
      rateLimit: { max: 20, timeWindow: '1 minute' },
    },
  );
}
