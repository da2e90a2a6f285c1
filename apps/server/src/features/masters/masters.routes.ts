import { CONFIG_NAMES, CONFIG_SEGMENTS, masters, type ConfigName, type TConfigValue } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { listAllConfigValues, listConfigValues, listTeeth, listToothSurfaces } from './masters.repo.ts';

export function registerMasterRoutes(routes: EndpointRegistrar) {
  // `all` is registered first: it is a fixed path, the segment route a parametric one.
  routes.handle(masters.configValueAll, async ({ tx }) => {
    const grouped = Object.fromEntries(CONFIG_NAMES.map((name) => [name, [] as TConfigValue[]])) as Record<ConfigName, TConfigValue[]>;
    for (const { name, ...value } of await listAllConfigValues(tx)) {
      grouped[name as ConfigName]?.push(value);
    }
    return grouped;
  });

  routes.handle(masters.configValue, async ({ tx, params }) => listConfigValues(tx, CONFIG_SEGMENTS[params.segment]));
  routes.handle(masters.teeth, async ({ tx }) => listTeeth(tx));
  routes.handle(masters.toothSurfaces, async ({ tx }) => listToothSurfaces(tx));
}
