import { profile } from '@yim/contract';
import { requireUser, type EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { changePassword, getUserInfo, updateUserInfo } from './profile.service.ts';

export function registerProfileRoutes(routes: EndpointRegistrar) {
  routes.handle(profile.getUserInfo, async (ctx) => getUserInfo(ctx.tx, requireUser(ctx)));
  routes.handle(profile.updateUserInfo, async (ctx) => updateUserInfo(ctx.tx, requireUser(ctx), ctx.body));
  routes.handleIo(profile.changePassword, async (ctx) => {
    await changePassword(ctx.db, requireUser(ctx), ctx.body);
    return { ok: true as const };
  });
}
