import { masters, type MasterKind } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { paymentMethodGroups, thaiBanks, updateBranchPaymentMethods } from './master-catalogues.service.ts';
import {
  createMasterCategory,
  deleteMasterCategory,
  listMasterCategories,
  updateMasterCategory,
} from './master-categories.service.ts';
import {
  createMasterEntry,
  deleteMasterEntry,
  getMasterEntry,
  listMasterEntries,
  setMasterFavorite,
  updateMasterEntry,
} from './master-lists.service.ts';

const ENTRY_ENDPOINTS = {
  apptTreat: {
    list: masters.apptTreatList,
    create: masters.apptTreatCreate,
    update: masters.apptTreatUpdate,
    remove: masters.apptTreatDelete,
    favAdd: masters.apptTreatFavAdd,
    favRemove: masters.apptTreatFavRemove,
  },
  treatDiag: {
    list: masters.treatDiagList,
    create: masters.treatDiagCreate,
    update: masters.treatDiagUpdate,
    remove: masters.treatDiagDelete,
    favAdd: masters.treatDiagFavAdd,
    favRemove: masters.treatDiagFavRemove,
  },
  treat: {
    list: masters.treatList,
    create: masters.treatCreate,
    update: masters.treatUpdate,
    remove: masters.treatDelete,
    favAdd: masters.treatFavAdd,
    favRemove: masters.treatFavRemove,
  },
  item: {
    list: masters.itemList,
    create: masters.itemCreate,
    update: masters.itemUpdate,
    remove: masters.itemDelete,
    favAdd: masters.itemFavAdd,
    favRemove: masters.itemFavRemove,
  },
};

const CATEGORY_ENDPOINTS = {
  apptTreat: {
    list: masters.apptTreatCateList,
    create: masters.apptTreatCateCreate,
    update: masters.apptTreatCateUpdate,
    remove: masters.apptTreatCateDelete,
  },
  treatDiag: {
    list: masters.treatDiagCateList,
    create: masters.treatDiagCateCreate,
    update: masters.treatDiagCateUpdate,
    remove: masters.treatDiagCateDelete,
  },
  treat: {
    list: masters.treatCateList,
    create: masters.treatCateCreate,
    update: masters.treatCateUpdate,
    remove: masters.treatCateDelete,
  },
  item: {
    list: masters.itemCateList,
    create: masters.itemCateCreate,
    update: masters.itemCateUpdate,
    remove: masters.itemCateDelete,
  },
};

type ListKind = keyof typeof ENTRY_ENDPOINTS;
type EntryEndpoints = (typeof ENTRY_ENDPOINTS)[ListKind];
type CategoryEndpoints = (typeof CATEGORY_ENDPOINTS)[ListKind];

function registerEntryRoutes(routes: EndpointRegistrar, kind: MasterKind, e: EntryEndpoints) {
  routes.handle(e.list, async ({ tx, branch, query }) => listMasterEntries(tx, branch, kind, query));
  routes.handle(e.create, async ({ tx, branch, user, body }) =>
    createMasterEntry({ tx, branch, userId: user.id }, kind, body),
  );
  routes.handle(e.update, async ({ tx, branch, user, params, body }) =>
    updateMasterEntry({ tx, branch, userId: user.id }, kind, params.id, body),
  );
  routes.handle(e.remove, async ({ tx, branch, user, params }) =>
    deleteMasterEntry({ tx, branch, userId: user.id }, kind, params.id),
  );
  routes.handle(e.favAdd, async ({ tx, branch, user, params }) =>
    setMasterFavorite({ tx, branch, userId: user.id }, kind, params.id, true),
  );
  routes.handle(e.favRemove, async ({ tx, branch, user, params }) =>
    setMasterFavorite({ tx, branch, userId: user.id }, kind, params.id, false),
  );
}

function registerCategoryRoutes(routes: EndpointRegistrar, kind: MasterKind, e: CategoryEndpoints) {
  routes.handle(e.list, async ({ tx, branch, query }) => listMasterCategories(tx, branch, kind, query));
  routes.handle(e.create, async ({ tx, branch, user, body }) =>
    createMasterCategory({ tx, branch, userId: user.id }, kind, body),
  );
  routes.handle(e.update, async ({ tx, branch, user, params, body }) =>
    updateMasterCategory({ tx, branch, userId: user.id }, kind, params.id, body),
  );
  routes.handle(e.remove, async ({ tx, branch, user, params }) =>
    deleteMasterCategory({ tx, branch, userId: user.id }, kind, params.id),
  );
}

/** The master lists of spec clinic §7, their categories, payment methods and banks. */
export function registerMasterListRoutes(routes: EndpointRegistrar) {
  for (const kind of Object.keys(ENTRY_ENDPOINTS) as ListKind[]) {
    registerEntryRoutes(routes, kind, ENTRY_ENDPOINTS[kind]);
    registerCategoryRoutes(routes, kind, CATEGORY_ENDPOINTS[kind]);
  }
  routes.handle(masters.treatGet, async ({ tx, branch, params }) => getMasterEntry(tx, branch, 'treat', params.id));
  routes.handle(masters.itemGet, async ({ tx, branch, params }) => getMasterEntry(tx, branch, 'item', params.id));
  routes.handle(masters.paymentMethods, async ({ tx, branch }) => paymentMethodGroups(tx, branch));
  routes.handle(masters.paymentMethodsUpdate, async ({ tx, branch, user, body }) =>
    updateBranchPaymentMethods({ tx, branch, userId: user.id }, body),
  );
  routes.handle(masters.banks, async ({ tx }) => thaiBanks(tx));
}
