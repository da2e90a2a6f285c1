import { masters } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { thaiAddressVersion } from './data/thai-address.data.ts';
import { cacheByDataVersion } from './thai-address.http.ts';
import {
  thaiDistrictList,
  thaiPostcodeAreaList,
  thaiProvinceList,
  thaiSubDistrictList,
} from './thai-address.service.ts';

export function registerThaiAddressRoutes(routes: EndpointRegistrar) {
  routes.handle(masters.thaiProvinces, async ({ tx, req, reply, query }) => {
    cacheByDataVersion(req, reply, thaiAddressVersion(), query.v);
    return thaiProvinceList(tx);
  });
  routes.handle(masters.thaiDistricts, async ({ tx, req, reply, query, params }) => {
    cacheByDataVersion(req, reply, thaiAddressVersion(), query.v);
    return thaiDistrictList(tx, params.provinceCode);
  });
  routes.handle(masters.thaiSubDistricts, async ({ tx, req, reply, query, params }) => {
    cacheByDataVersion(req, reply, thaiAddressVersion(), query.v);
    return thaiSubDistrictList(tx, params.districtCode);
  });
  routes.handle(masters.thaiPostcodeAreas, async ({ tx, req, reply, query, params }) => {
    cacheByDataVersion(req, reply, thaiAddressVersion(), query.v);
    return thaiPostcodeAreaList(tx, params.postcode);
  });
}
