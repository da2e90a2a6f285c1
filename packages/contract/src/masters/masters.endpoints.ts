import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZPage } from '../lib/wire.ts';
import { ZAdsAnswer } from './ads.schemas.ts';
import { CONFIG_NAMES, CONFIG_SEGMENTS, ZConfigValue, ZTooth, ZToothSurface } from './masters.schemas.ts';
import {
  ZBank,
  ZCategoryListQuery,
  ZDeleteResult,
  ZFavoriteResult,
  ZBranchPaymentMethodsInput,
  ZItemInput,
  ZLabProductInput,
  ZMasterCategory,
  ZMasterCategoryInput,
  ZMasterEntry,
  ZMasterEntryInput,
  ZMasterIdParams,
  ZMasterListQuery,
  ZPaymentGroup,
  ZTreatDiagListQuery,
  ZTreatInput,
  ZTreatListQuery,
  type MasterKind,
} from './master-lists.schemas.ts';
import {
  ZThaiAddressList,
  ZThaiAddressQuery,
  ZThaiDistrict,
  ZThaiPostcode,
  ZThaiPostcodeArea,
  ZThaiProvince,
  ZThaiSubDistrict,
} from './thai-address.schemas.ts';

const segmentNames = Object.keys(CONFIG_SEGMENTS) as [
  keyof typeof CONFIG_SEGMENTS,
  ...(keyof typeof CONFIG_SEGMENTS)[],
];

/** Configuration is readable without signing in: the registration page needs it. */
export const configValue = defineEndpoint({
  id: 'masters.configValue',
  method: 'GET',
  path: '/api/master/configValue/:segment',
  access: { kind: 'public' },
  params: z.object({ segment: z.enum(segmentNames) }),
  response: z.array(ZConfigValue),
});

export const configValueAll = defineEndpoint({
  id: 'masters.configValueAll',
  method: 'GET',
  path: '/api/master/configValue/all',
  access: { kind: 'public' },
  response: z.record(z.enum(CONFIG_NAMES), z.array(ZConfigValue)),
});

/**
 * The announcements of the ads store at the current ads_version (config `ads_version`). Signed-in
 * staff only; the client keeps the list until the version in the configuration moves on.
 */
export const ads = defineEndpoint({
  id: 'masters.ads',
  method: 'GET',
  path: '/api/master/ads',
  access: { kind: 'user' },
  response: ZAdsAnswer,
});

export const teeth = defineEndpoint({
  id: 'masters.teeth',
  method: 'GET',
  path: '/api/master/mTooth',
  access: { kind: 'public' },
  response: z.array(ZTooth),
});

export const toothSurfaces = defineEndpoint({
  id: 'masters.toothSurfaces',
  method: 'GET',
  path: '/api/master/mToothSurface',
  access: { kind: 'public' },
  response: z.array(ZToothSurface),
});

// ---------------------------------------------------------------------------------------------
// The master lists of spec clinic §7: GET, POST, PUT, DELETE /api/master/{kind}/{c}/{b}[/{id}],
// favourites on /api/master/{kind}/fav/{c}/{b}/{id}. Every member of the branch reads them (the
// appointment, treatment and receipt screens pick from them); counter, manager and head counter
// change them (PERMISSIONS.masterListsWrite).

const ZBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
const READ = { kind: 'branch', area: 'branchRead' } as const;
const WRITE = { kind: 'branch', area: 'masterListsWrite' } as const;

function entryEndpoints<K extends MasterKind, B extends z.ZodType, Q extends z.ZodType>(kind: K, body: B, query: Q) {
  const base = `/api/master/${kind}`;
  return {
    list: defineEndpoint({
      id: `masters.${kind}List`,
      method: 'GET',
      path: `${base}/:clinicUrl/:branchUrl`,
      access: READ,
      params: ZBranchParams,
      query,
      response: ZPage(ZMasterEntry),
    }),
    create: defineEndpoint({
      id: `masters.${kind}Create`,
      method: 'POST',
      path: `${base}/:clinicUrl/:branchUrl`,
      access: WRITE,
      params: ZBranchParams,
      body,
      response: ZMasterEntry,
    }),
    update: defineEndpoint({
      id: `masters.${kind}Update`,
      method: 'PUT',
      path: `${base}/:clinicUrl/:branchUrl/:id`,
      access: WRITE,
      params: ZMasterIdParams,
      body,
      response: ZMasterEntry,
    }),
    remove: defineEndpoint({
      id: `masters.${kind}Delete`,
      method: 'DELETE',
      path: `${base}/:clinicUrl/:branchUrl/:id`,
      access: WRITE,
      params: ZMasterIdParams,
      response: ZDeleteResult,
    }),
    favAdd: defineEndpoint({
      id: `masters.${kind}FavAdd`,
      method: 'POST',
      path: `${base}/fav/:clinicUrl/:branchUrl/:id`,
      access: WRITE,
      params: ZMasterIdParams,
      response: ZFavoriteResult,
    }),
    favRemove: defineEndpoint({
      id: `masters.${kind}FavRemove`,
      method: 'DELETE',
      path: `${base}/fav/:clinicUrl/:branchUrl/:id`,
      access: WRITE,
      params: ZMasterIdParams,
      response: ZFavoriteResult,
    }),
  };
}

function categoryEndpoints<K extends `${MasterKind}Cate`>(kind: K) {
  const base = `/api/master/${kind}`;
  return {
    list: defineEndpoint({
      id: `masters.${kind}List`,
      method: 'GET',
      path: `${base}/:clinicUrl/:branchUrl`,
      access: READ,
      params: ZBranchParams,
      query: ZCategoryListQuery,
      response: ZPage(ZMasterCategory),
    }),
    create: defineEndpoint({
      id: `masters.${kind}Create`,
      method: 'POST',
      path: `${base}/:clinicUrl/:branchUrl`,
      access: WRITE,
      params: ZBranchParams,
      body: ZMasterCategoryInput,
      response: ZMasterCategory,
    }),
    update: defineEndpoint({
      id: `masters.${kind}Update`,
      method: 'PUT',
      path: `${base}/:clinicUrl/:branchUrl/:id`,
      access: WRITE,
      params: ZMasterIdParams,
      body: ZMasterCategoryInput,
      response: ZMasterCategory,
    }),
    remove: defineEndpoint({
      id: `masters.${kind}Delete`,
      method: 'DELETE',
      path: `${base}/:clinicUrl/:branchUrl/:id`,
      access: WRITE,
      params: ZMasterIdParams,
      response: ZDeleteResult,
    }),
  };
}

/** One entry with its price, for the treatment and receipt screens (spec clinic §7). */
function entryDetail<K extends 'treat' | 'item'>(kind: K) {
  return defineEndpoint({
    id: `masters.${kind}Get`,
    method: 'GET',
    path: `/api/master/${kind}/:clinicUrl/:branchUrl/:id`,
    access: READ,
    params: ZMasterIdParams,
    response: ZMasterEntry,
  });
}

const apptTreat = entryEndpoints('apptTreat', ZMasterEntryInput, ZMasterListQuery);
export const apptTreatList = apptTreat.list;
export const apptTreatCreate = apptTreat.create;
export const apptTreatUpdate = apptTreat.update;
export const apptTreatDelete = apptTreat.remove;
export const apptTreatFavAdd = apptTreat.favAdd;
export const apptTreatFavRemove = apptTreat.favRemove;

const treatDiag = entryEndpoints('treatDiag', ZMasterEntryInput, ZTreatDiagListQuery);
export const treatDiagList = treatDiag.list;
export const treatDiagCreate = treatDiag.create;
export const treatDiagUpdate = treatDiag.update;
export const treatDiagDelete = treatDiag.remove;
export const treatDiagFavAdd = treatDiag.favAdd;
export const treatDiagFavRemove = treatDiag.favRemove;

const treat = entryEndpoints('treat', ZTreatInput, ZTreatListQuery);
export const treatList = treat.list;
export const treatGet = entryDetail('treat');
export const treatCreate = treat.create;
export const treatUpdate = treat.update;
export const treatDelete = treat.remove;
export const treatFavAdd = treat.favAdd;
export const treatFavRemove = treat.favRemove;

const item = entryEndpoints('item', ZItemInput, ZMasterListQuery);
export const itemList = item.list;
export const itemGet = entryDetail('item');
export const itemCreate = item.create;
export const itemUpdate = item.update;
export const itemDelete = item.remove;
export const itemFavAdd = item.favAdd;
export const itemFavRemove = item.favRemove;

const apptTreatCate = categoryEndpoints('apptTreatCate');
export const apptTreatCateList = apptTreatCate.list;
export const apptTreatCateCreate = apptTreatCate.create;
export const apptTreatCateUpdate = apptTreatCate.update;
export const apptTreatCateDelete = apptTreatCate.remove;

const treatDiagCate = categoryEndpoints('treatDiagCate');
export const treatDiagCateList = treatDiagCate.list;
export const treatDiagCateCreate = treatDiagCate.create;
export const treatDiagCateUpdate = treatDiagCate.update;
export const treatDiagCateDelete = treatDiagCate.remove;

const treatCate = categoryEndpoints('treatCate');
export const treatCateList = treatCate.list;
export const treatCateCreate = treatCate.create;
export const treatCateUpdate = treatCate.update;
export const treatCateDelete = treatCate.remove;

const itemCate = categoryEndpoints('itemCate');
export const itemCateList = itemCate.list;
export const itemCateCreate = itemCate.create;
export const itemCateUpdate = itemCate.update;
export const itemCateDelete = itemCate.remove;

/** Payment methods in their groups (spec clinic §7): the answer is the groups, each with mReceiptPayment. */
export const paymentMethods = defineEndpoint({
  id: 'masters.paymentMethods',
  method: 'GET',
  path: '/api/master/mReceiptPayment/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  response: z.array(ZPaymentGroup),
});

/**
 * Which methods the branch takes (a branch setting, read by receipts): saved by those who save
 * the branch settings (PERMISSIONS.settingWrite); answers the groups as GET does.
 */
export const paymentMethodsUpdate = defineEndpoint({
  id: 'masters.paymentMethodsUpdate',
  method: 'PUT',
  path: '/api/master/mReceiptPayment/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'settingWrite' },
  params: ZBranchParams,
  body: ZBranchPaymentMethodsInput,
  response: z.array(ZPaymentGroup),
});

// ---------------------------------------------------------------------------------------------
// The lab catalogue (spec clinic §7 "/api/master/lab, labFav, companyLab", shapes not shown):
// lab products are a master list whose categories are the lab companies (docs/adr/0011). Same
// shapes, rules and role matrix as the lists above; the paths are the spec's names.

const labBase = '/api/master/lab';
const companyBase = '/api/master/companyLab';

export const labList = defineEndpoint({
  id: 'masters.labList',
  method: 'GET',
  path: `${labBase}/:clinicUrl/:branchUrl`,
  access: READ,
  params: ZBranchParams,
  query: ZMasterListQuery,
  response: ZPage(ZMasterEntry),
});
/** One product, hidden ones too: the lab expenses that name it still show it. */
export const labGet = defineEndpoint({
  id: 'masters.labGet',
  method: 'GET',
  path: `${labBase}/:clinicUrl/:branchUrl/:id`,
  access: READ,
  params: ZMasterIdParams,
  response: ZMasterEntry,
});
export const labCreate = defineEndpoint({
  id: 'masters.labCreate',
  method: 'POST',
  path: `${labBase}/:clinicUrl/:branchUrl`,
  access: WRITE,
  params: ZBranchParams,
  body: ZLabProductInput,
  response: ZMasterEntry,
});
export const labUpdate = defineEndpoint({
  id: 'masters.labUpdate',
  method: 'PUT',
  path: `${labBase}/:clinicUrl/:branchUrl/:id`,
  access: WRITE,
  params: ZMasterIdParams,
  body: ZLabProductInput,
  response: ZMasterEntry,
});
export const labDelete = defineEndpoint({
  id: 'masters.labDelete',
  method: 'DELETE',
  path: `${labBase}/:clinicUrl/:branchUrl/:id`,
  access: WRITE,
  params: ZMasterIdParams,
  response: ZDeleteResult,
});
export const labFavAdd = defineEndpoint({
  id: 'masters.labFavAdd',
  method: 'POST',
  path: '/api/master/labFav/:clinicUrl/:branchUrl/:id',
  access: WRITE,
  params: ZMasterIdParams,
  response: ZFavoriteResult,
});
export const labFavRemove = defineEndpoint({
  id: 'masters.labFavRemove',
  method: 'DELETE',
  path: '/api/master/labFav/:clinicUrl/:branchUrl/:id',
  access: WRITE,
  params: ZMasterIdParams,
  response: ZFavoriteResult,
});

export const companyLabList = defineEndpoint({
  id: 'masters.companyLabList',
  method: 'GET',
  path: `${companyBase}/:clinicUrl/:branchUrl`,
  access: READ,
  params: ZBranchParams,
  query: ZCategoryListQuery,
  response: ZPage(ZMasterCategory),
});
export const companyLabCreate = defineEndpoint({
  id: 'masters.companyLabCreate',
  method: 'POST',
  path: `${companyBase}/:clinicUrl/:branchUrl`,
  access: WRITE,
  params: ZBranchParams,
  body: ZMasterCategoryInput,
  response: ZMasterCategory,
});
export const companyLabUpdate = defineEndpoint({
  id: 'masters.companyLabUpdate',
  method: 'PUT',
  path: `${companyBase}/:clinicUrl/:branchUrl/:id`,
  access: WRITE,
  params: ZMasterIdParams,
  body: ZMasterCategoryInput,
  response: ZMasterCategory,
});
export const companyLabDelete = defineEndpoint({
  id: 'masters.companyLabDelete',
  method: 'DELETE',
  path: `${companyBase}/:clinicUrl/:branchUrl/:id`,
  access: WRITE,
  params: ZMasterIdParams,
  response: ZDeleteResult,
});

/** The Thai banks a transfer can go to: a whole global catalogue, like the teeth. */
export const banks = defineEndpoint({
  id: 'masters.banks',
  method: 'GET',
  path: '/api/master/mBank',
  access: { kind: 'public' },
  response: z.array(ZBank),
});

// ---------------------------------------------------------------------------------------------
// The Thai address data set for the address pickers (province → district → sub-district with its
// postcode, and the areas of a postcode). Any member of the branch reads it; the answers are the
// same for everyone and change only with a new data file, so they carry an ETag and, when the
// request names the current version (`v`), a year's max-age.

const ZProvinceParams = ZBranchParams.extend({ provinceCode: z.coerce.number().int().min(10).max(99) });
const ZDistrictParams = ZBranchParams.extend({ districtCode: z.coerce.number().int().min(1000).max(9999) });
const ZPostcodeParams = ZBranchParams.extend({ postcode: ZThaiPostcode });

export const thaiProvinces = defineEndpoint({
  id: 'masters.thaiProvinces',
  method: 'GET',
  path: '/api/master/thaiAddress/province/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZThaiAddressQuery,
  response: ZThaiAddressList(ZThaiProvince),
});

export const thaiDistricts = defineEndpoint({
  id: 'masters.thaiDistricts',
  method: 'GET',
  path: '/api/master/thaiAddress/district/:clinicUrl/:branchUrl/:provinceCode',
  access: READ,
  params: ZProvinceParams,
  query: ZThaiAddressQuery,
  response: ZThaiAddressList(ZThaiDistrict),
});

export const thaiSubDistricts = defineEndpoint({
  id: 'masters.thaiSubDistricts',
  method: 'GET',
  path: '/api/master/thaiAddress/subDistrict/:clinicUrl/:branchUrl/:districtCode',
  access: READ,
  params: ZDistrictParams,
  query: ZThaiAddressQuery,
  response: ZThaiAddressList(ZThaiSubDistrict),
});

export const thaiPostcodeAreas = defineEndpoint({
  id: 'masters.thaiPostcodeAreas',
  method: 'GET',
  path: '/api/master/thaiAddress/postcode/:clinicUrl/:branchUrl/:postcode',
  access: READ,
  params: ZPostcodeParams,
  query: ZThaiAddressQuery,
  response: ZThaiAddressList(ZThaiPostcodeArea),
});
