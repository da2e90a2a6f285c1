import { masters } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { allConfigValues, configValues, teeth, toothSurfaces } from './masters.service.ts';

export function registerMasterRoutes(routes: EndpointRegistrar) {
  // `all` is registered first: it is a fixed path, the segment route a parametric one.
  routes.handle(masters.configValueAll, async ({ tx }) => allConfigValues(tx));
  routes.handle(masters.configValue, async ({ tx, params }) => configValues(tx, params.segment));
  routes.handle(masters.teeth, async ({ tx }) => teeth(tx));
  routes.handle(masters.toothSurfaces, async ({ tx }) => toothSurfaces(tx));
}
