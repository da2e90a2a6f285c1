import { profile } from '@yim/contract';
import type { LoginLimits } from '../../config.ts';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { changePassword, getUserInfo, updateUserInfo } from './profile.service.ts';

export function registerProfileRoutes(routes: EndpointRegistrar, loginLimits: LoginLimits) {
  routes.handle(profile.getUserInfo, async (ctx) => getUserInfo(ctx.tx, ctx.user));
  routes.handle(profile.updateUserInfo, async (ctx) => updateUserInfo(ctx.tx, ctx.user, ctx.body));
  routes.handleIo(profile.changePassword, async (ctx) => {
    await changePassword(ctx.db, loginLimits, { caller: ctx.user, ip: ctx.req.ip }, ctx.body);
    return { ok: true as const };
  });
}
