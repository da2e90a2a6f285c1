import { masters } from '@yim/contract';
import type { AdsStore } from '../../integrations/ads-store/ads-store.ts';
import { prepareAnswer, type EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { adsService } from './ads.service.ts';
import { createConfigValueAnswers } from './config-value-answers.service.ts';
import { configValues, teeth, toothSurfaces } from './masters.service.ts';

export function registerMasterRoutes(routes: EndpointRegistrar, adsStore: AdsStore) {
  const ads = adsService(adsStore);
  const allConfigValues = createConfigValueAnswers((data) => prepareAnswer(masters.configValueAll, data));
  // `all` is registered first: it is a fixed path, the segment route a parametric one.
  routes.handle(masters.configValueAll, async ({ tx }) => allConfigValues(tx));
  routes.handle(masters.configValue, async ({ tx, params }) => configValues(tx, params.segment));
  routes.handleIo(masters.ads, async ({ db, user }) => ads.current(db, user.id));
  routes.handle(masters.teeth, async ({ tx }) => teeth(tx));
  routes.handle(masters.toothSurfaces, async ({ tx }) => toothSurfaces(tx));
}
