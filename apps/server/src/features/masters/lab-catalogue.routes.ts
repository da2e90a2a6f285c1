import { masters } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
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

// The lab catalogue (docs/adr/0011): lab products are the master list of kind 'lab' and the lab
// companies its categories, so the list rules (codes unique per branch, favourites first, hiding
// a used product, audit rows) are the master lists' own; only the spec's paths differ.

export function registerLabCatalogueRoutes(routes: EndpointRegistrar) {
  routes.handle(masters.labList, async ({ tx, branch, query }) => listMasterEntries(tx, branch, 'lab', query));
  routes.handle(masters.labGet, async ({ tx, branch, params }) => getMasterEntry(tx, branch, 'lab', params.id));
  routes.handle(masters.labCreate, async ({ tx, branch, user, body }) =>
    createMasterEntry({ tx, branch, userId: user.id }, 'lab', body),
  );
  routes.handle(masters.labUpdate, async ({ tx, branch, user, params, body }) =>
    updateMasterEntry({ tx, branch, userId: user.id }, 'lab', params.id, body),
  );
  routes.handle(masters.labDelete, async ({ tx, branch, user, params }) =>
    deleteMasterEntry({ tx, branch, userId: user.id }, 'lab', params.id),
  );
  routes.handle(masters.labFavAdd, async ({ tx, branch, user, params }) =>
    setMasterFavorite({ tx, branch, userId: user.id }, 'lab', params.id, true),
  );
  routes.handle(masters.labFavRemove, async ({ tx, branch, user, params }) =>
    setMasterFavorite({ tx, branch, userId: user.id }, 'lab', params.id, false),
  );
  routes.handle(masters.companyLabList, async ({ tx, branch, query }) =>
    listMasterCategories(tx, branch, 'lab', query),
  );
  routes.handle(masters.companyLabCreate, async ({ tx, branch, user, body }) =>
    createMasterCategory({ tx, branch, userId: user.id }, 'lab', body),
  );
  routes.handle(masters.companyLabUpdate, async ({ tx, branch, user, params, body }) =>
    updateMasterCategory({ tx, branch, userId: user.id }, 'lab', params.id, body),
  );
  routes.handle(masters.companyLabDelete, async ({ tx, branch, user, params }) =>
    deleteMasterCategory({ tx, branch, userId: user.id }, 'lab', params.id),
  );
}
