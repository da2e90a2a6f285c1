import { account } from '@yim/contract';
import { requireUser, type EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { changePassword, getUserInfo, updateUserInfo } from './account.service.ts';

export function registerAccountRoutes(routes: EndpointRegistrar) {
  routes.handle(account.getUserInfo, async (ctx) => getUserInfo(ctx.tx, requireUser(ctx)));
  routes.handle(account.updateUserInfo, async (ctx) => updateUserInfo(ctx.tx, requireUser(ctx), ctx.body));
  routes.handleIo(account.changePassword, async (ctx) => {
    await changePassword(ctx.db, requireUser(ctx), ctx.body);
    return { ok: true as const };
  });
}
