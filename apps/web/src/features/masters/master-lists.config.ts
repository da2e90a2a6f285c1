import {
  masters,
  ZItemInput,
  ZLabProductInput,
  ZMasterCategoryInput,
  ZMasterEntryInput,
  ZTreatInput,
  type MasterKind,
  type TMasterCategoryInput,
  type TPricedEntryInput,
} from '@yim/contract';
import type { SafeParser } from '../../lib/use-zod-form.ts';

// The master-list screens differ only in this table: which endpoints, which form schema,
// which columns. One page component (master-list-page.tsx) reads it; later lists add a row.

/** The endpoint shapes every list shares; the apptTreat ones stand for all (same params, answers). */
export type EntryEndpoints = {
  list: typeof masters.apptTreatList;
  create: typeof masters.apptTreatCreate;
  update: typeof masters.apptTreatUpdate;
  remove: typeof masters.apptTreatDelete;
  favAdd: typeof masters.apptTreatFavAdd;
  favRemove: typeof masters.apptTreatFavRemove;
};
export type CategoryEndpoints = {
  list: typeof masters.apptTreatCateList;
  create: typeof masters.apptTreatCateCreate;
  update: typeof masters.apptTreatCateUpdate;
  remove: typeof masters.apptTreatCateDelete;
};

export type MasterListConfig = {
  kind: MasterKind;
  /** Route name of the page (shell:pages) and key of its texts (masters:lists). */
  pageName: 'AptListManage' | 'TxListManage' | 'DxListManage' | 'ItemsListManage' | 'LabProductManage';
  entry: EntryEndpoints;
  category: CategoryEndpoints;
  schema: SafeParser<TPricedEntryInput>;
  hasPrice: boolean;
  hasUnit: boolean;
  /** Whether every entry must name a category (a lab product names its lab company). */
  categoryRequired: boolean;
  /** The read-only national catalogue the list may show beside the branch's own entries. */
  catalogueFlag: 'includeICD10' | 'includeICD10TM' | null;
};

export const categorySchema: SafeParser<TMasterCategoryInput> = ZMasterCategoryInput;

// The contract builds each kind's endpoints from one factory, so they differ only in id, path and
// body schema; the casts name that shared shape once here instead of at every call.
function entryEndpoints(e: Record<string, unknown>): EntryEndpoints {
  return e as unknown as EntryEndpoints;
}
function categoryEndpoints(e: Record<string, unknown>): CategoryEndpoints {
  return e as unknown as CategoryEndpoints;
}

export const APPT_TREAT_LIST: MasterListConfig = {
  kind: 'apptTreat',
  pageName: 'AptListManage',
  entry: entryEndpoints({
    list: masters.apptTreatList,
    create: masters.apptTreatCreate,
    update: masters.apptTreatUpdate,
    remove: masters.apptTreatDelete,
    favAdd: masters.apptTreatFavAdd,
    favRemove: masters.apptTreatFavRemove,
  }),
  category: categoryEndpoints({
    list: masters.apptTreatCateList,
    create: masters.apptTreatCateCreate,
    update: masters.apptTreatCateUpdate,
    remove: masters.apptTreatCateDelete,
  }),
  schema: ZMasterEntryInput,
  hasPrice: false,
  hasUnit: false,
  categoryRequired: false,
  catalogueFlag: null,
};

export const TREAT_LIST: MasterListConfig = {
  kind: 'treat',
  pageName: 'TxListManage',
  entry: entryEndpoints({
    list: masters.treatList,
    create: masters.treatCreate,
    update: masters.treatUpdate,
    remove: masters.treatDelete,
    favAdd: masters.treatFavAdd,
    favRemove: masters.treatFavRemove,
  }),
  category: categoryEndpoints({
    list: masters.treatCateList,
    create: masters.treatCateCreate,
    update: masters.treatCateUpdate,
    remove: masters.treatCateDelete,
  }),
  schema: ZTreatInput,
  hasPrice: true,
  hasUnit: false,
  categoryRequired: false,
  catalogueFlag: 'includeICD10TM',
};

export const TREAT_DIAG_LIST: MasterListConfig = {
  kind: 'treatDiag',
  pageName: 'DxListManage',
  entry: entryEndpoints({
    list: masters.treatDiagList,
    create: masters.treatDiagCreate,
    update: masters.treatDiagUpdate,
    remove: masters.treatDiagDelete,
    favAdd: masters.treatDiagFavAdd,
    favRemove: masters.treatDiagFavRemove,
  }),
  category: categoryEndpoints({
    list: masters.treatDiagCateList,
    create: masters.treatDiagCateCreate,
    update: masters.treatDiagCateUpdate,
    remove: masters.treatDiagCateDelete,
  }),
  schema: ZMasterEntryInput,
  hasPrice: false,
  hasUnit: false,
  categoryRequired: false,
  catalogueFlag: 'includeICD10',
};

export const ITEM_LIST: MasterListConfig = {
  kind: 'item',
  pageName: 'ItemsListManage',
  entry: entryEndpoints({
    list: masters.itemList,
    create: masters.itemCreate,
    update: masters.itemUpdate,
    remove: masters.itemDelete,
    favAdd: masters.itemFavAdd,
    favRemove: masters.itemFavRemove,
  }),
  category: categoryEndpoints({
    list: masters.itemCateList,
    create: masters.itemCateCreate,
    update: masters.itemCateUpdate,
    remove: masters.itemCateDelete,
  }),
  schema: ZItemInput,
  hasPrice: true,
  hasUnit: true,
  categoryRequired: false,
  catalogueFlag: null,
};

/** The lab catalogue (docs/adr/0011): products on /api/master/lab, their companies on companyLab. */
export const LAB_PRODUCT_LIST: MasterListConfig = {
  kind: 'lab',
  pageName: 'LabProductManage',
  entry: entryEndpoints({
    list: masters.labList,
    create: masters.labCreate,
    update: masters.labUpdate,
    remove: masters.labDelete,
    favAdd: masters.labFavAdd,
    favRemove: masters.labFavRemove,
  }),
  category: categoryEndpoints({
    list: masters.companyLabList,
    create: masters.companyLabCreate,
    update: masters.companyLabUpdate,
    remove: masters.companyLabDelete,
  }),
  schema: ZLabProductInput,
  hasPrice: true,
  hasUnit: true,
  categoryRequired: true,
  catalogueFlag: null,
};
