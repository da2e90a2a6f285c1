import { ortho } from '@yim/contract';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import {
  choosablePackages,
  createMasterPackage,
  deleteMasterPackage,
  getMasterPackage,
  listMasterPackages,
  updateMasterPackage,
} from './ortho-masters.service.ts';
import {
  createOrthoTemplate,
  deleteOrthoTemplate,
  listOrthoTemplates,
  updateOrthoTemplate,
} from './ortho-templates.service.ts';
import {
  assignPackage,
  changePackageStatus,
  listPatientOrtho,
  patientOrthoSchedule,
  recordPackageVisit,
} from './patient-ortho.service.ts';

/** Ortho packages of spec clinic §7, and the national templates' upkeep. */
export function registerOrthoRoutes(routes: EndpointRegistrar) {
  routes.handle(ortho.list, async ({ tx, branch }) => choosablePackages(tx, branch));
  routes.handle(ortho.masterList, async ({ tx, branch, query }) => listMasterPackages(tx, branch, query));
  routes.handle(ortho.masterGet, async ({ tx, branch, params }) => getMasterPackage(tx, branch, params.id));
  routes.handle(ortho.masterCreate, async ({ tx, branch, user, body }) =>
    createMasterPackage({ tx, branch, userId: user.id }, body),
  );
  routes.handle(ortho.masterUpdate, async ({ tx, branch, user, params, body }) =>
    updateMasterPackage({ tx, branch, userId: user.id }, params.id, body),
  );
  routes.handle(ortho.masterDelete, async ({ tx, branch, user, params }) =>
    deleteMasterPackage({ tx, branch, userId: user.id }, params.id),
  );
  routes.handle(ortho.userList, async ({ tx, branch, query }) => listPatientOrtho(tx, branch, query));
  routes.handle(ortho.userItems, async ({ tx, branch, params }) => patientOrthoSchedule(tx, branch, params.patientId));
  routes.handle(ortho.userCreate, async ({ tx, branch, user, body }) =>
    assignPackage({ tx, branch, userId: user.id }, body),
  );
  routes.handle(ortho.userStatus, async ({ tx, branch, user, params, body }) =>
    changePackageStatus({ tx, branch, userId: user.id }, params.id, body.status),
  );
  routes.handle(ortho.userVisit, async ({ tx, branch, user, params }) =>
    recordPackageVisit({ tx, branch, userId: user.id }, params.id),
  );
  routes.handle(ortho.templateList, async ({ tx, query }) => listOrthoTemplates(tx, query));
  routes.handle(ortho.templateCreate, async ({ tx, user, body }) => createOrthoTemplate({ tx, user }, body));
  routes.handle(ortho.templateUpdate, async ({ tx, user, params, body }) =>
    updateOrthoTemplate({ tx, user }, params.id, body),
  );
  routes.handle(ortho.templateDelete, async ({ tx, user, params }) => deleteOrthoTemplate({ tx, user }, params.id));
}
