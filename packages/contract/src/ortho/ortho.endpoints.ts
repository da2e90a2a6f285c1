import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZId, ZPage, ZPageQuery, ZPlainText } from '../lib/wire.ts';
import {
  ZOrthoBranchParams,
  ZOrthoIdParams,
  ZOrthoMasterQuery,
  ZOrthoPackage,
  ZOrthoPackageInput,
  ZOrthoPatientParams,
  ZPatientOrthoInput,
  ZPatientOrthoPackage,
  ZPatientOrthoQuery,
  ZPatientOrthoScheduleLine,
  ZPatientOrthoStatusChange,
} from './ortho.schemas.ts';

// Ortho packages of spec clinic §7. The packageManage screen's people keep the branch's masters
// (PERMISSIONS.packageManage); the same people assign packages to patients and record their
// visits (orthoPackageAssign); every member reads a patient's packages (patientRead). National
// templates are maintained by platform super-administrators only.

const MANAGE = { kind: 'branch', area: 'packageManage' } as const;
const ASSIGN = { kind: 'branch', area: 'orthoPackageAssign' } as const;
const READ = { kind: 'branch', area: 'patientRead' } as const;

/** The packages a patient may be given here: the branch's live masters, then the national templates. */
export const list = defineEndpoint({
  id: 'ortho.list',
  method: 'GET',
  path: '/api/orthoPackage/:clinicUrl/:branchUrl',
  access: ASSIGN,
  params: ZOrthoBranchParams,
  response: z.object({ list: z.array(ZOrthoPackage) }),
});

export const masterList = defineEndpoint({
  id: 'ortho.masterList',
  method: 'GET',
  path: '/api/orthoPackage/master/:clinicUrl/:branchUrl',
  access: MANAGE,
  params: ZOrthoBranchParams,
  query: ZOrthoMasterQuery,
  response: ZPage(ZOrthoPackage),
});

/** One master of the branch, or a national template (branchId 0). */
export const masterGet = defineEndpoint({
  id: 'ortho.masterGet',
  method: 'GET',
  path: '/api/orthoPackage/:id/master/:clinicUrl/:branchUrl',
  access: MANAGE,
  params: ZOrthoIdParams,
  response: ZOrthoPackage,
});

/** A duplicate name answers 409 with 'duplicated master ortho package name' (spec clinic §5, §8). */
export const masterCreate = defineEndpoint({
  id: 'ortho.masterCreate',
  method: 'POST',
  path: '/api/orthoPackage/master/:clinicUrl/:branchUrl',
  access: MANAGE,
  params: ZOrthoBranchParams,
  body: ZOrthoPackageInput,
  response: ZOrthoPackage,
});

export const masterUpdate = defineEndpoint({
  id: 'ortho.masterUpdate',
  method: 'PUT',
  path: '/api/orthoPackage/:id/master/:clinicUrl/:branchUrl',
  access: MANAGE,
  params: ZOrthoIdParams,
  body: ZOrthoPackageInput,
  response: ZOrthoPackage,
});

/** Hidden from lists; patients' packages keep their own snapshot. */
export const masterDelete = defineEndpoint({
  id: 'ortho.masterDelete',
  method: 'DELETE',
  path: '/api/orthoPackage/:id/master/:clinicUrl/:branchUrl',
  access: MANAGE,
  params: ZOrthoIdParams,
  response: z.object({ id: z.number().int() }),
});

/** A patient's packages (`uid`), or one package (`packageID`), across the clinic. */
export const userList = defineEndpoint({
  id: 'ortho.userList',
  method: 'GET',
  path: '/api/orthoPackage/user/:clinicUrl/:branchUrl',
  access: READ,
  params: ZOrthoBranchParams,
  query: ZPatientOrthoQuery,
  response: z.object({ list: z.array(ZPatientOrthoPackage) }),
});

/** The instalment schedule of a patient's packages in use or completed, by due date. */
export const userItems = defineEndpoint({
  id: 'ortho.userItems',
  method: 'GET',
  path: '/api/orthoPackage/user/:patientId/item/:clinicUrl/:branchUrl',
  access: READ,
  params: ZOrthoPatientParams,
  response: z.object({ list: z.array(ZPatientOrthoScheduleLine) }),
});

export const userCreate = defineEndpoint({
  id: 'ortho.userCreate',
  method: 'POST',
  path: '/api/orthoPackage/user/:clinicUrl/:branchUrl',
  access: ASSIGN,
  params: ZOrthoBranchParams,
  body: ZPatientOrthoInput,
  response: ZPatientOrthoPackage,
});

/** 2 deleted or 3 completed, from a package in use (a completed one may still be deleted). */
export const userStatus = defineEndpoint({
  id: 'ortho.userStatus',
  method: 'PUT',
  path: '/api/orthoPackage/:id/user/status/:clinicUrl/:branchUrl',
  access: ASSIGN,
  params: ZOrthoIdParams,
  body: ZPatientOrthoStatusChange,
  response: ZPatientOrthoPackage,
});

/** One adjustment visit used (spec clinic §1: visits consumed); not beyond what the package includes. */
export const userVisit = defineEndpoint({
  id: 'ortho.userVisit',
  method: 'PUT',
  path: '/api/orthoPackage/:id/user/visit/:clinicUrl/:branchUrl',
  access: ASSIGN,
  params: ZOrthoIdParams,
  response: ZPatientOrthoPackage,
});

// ---- National templates (branchId 0): the platform's catalogue, kept by super-administrators ----

const ZTemplateParams = z.object({ id: ZId });

export const templateList = defineEndpoint({
  id: 'ortho.templateList',
  method: 'GET',
  path: '/api/superadmin/orthoTemplates',
  access: { kind: 'superadmin' },
  query: ZPageQuery.extend({ keyword: ZPlainText(100).optional() }),
  response: ZPage(ZOrthoPackage),
});

export const templateCreate = defineEndpoint({
  id: 'ortho.templateCreate',
  method: 'POST',
  path: '/api/superadmin/orthoTemplates',
  access: { kind: 'superadmin' },
  body: ZOrthoPackageInput,
  response: ZOrthoPackage,
});

export const templateUpdate = defineEndpoint({
  id: 'ortho.templateUpdate',
  method: 'PUT',
  path: '/api/superadmin/orthoTemplates/:id',
  access: { kind: 'superadmin' },
  params: ZTemplateParams,
  body: ZOrthoPackageInput,
  response: ZOrthoPackage,
});

export const templateDelete = defineEndpoint({
  id: 'ortho.templateDelete',
  method: 'DELETE',
  path: '/api/superadmin/orthoTemplates/:id',
  access: { kind: 'superadmin' },
  params: ZTemplateParams,
  response: z.object({ id: z.number().int() }),
});
