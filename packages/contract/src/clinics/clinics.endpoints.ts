import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZPage } from '../lib/wire.ts';
import { ZUserInfo } from '../auth/auth.schemas.ts';
import { ZBranchUser, ZBranchUsersQuery, ZBranchVerifyBody } from '../auth/account.schemas.ts';
import { ZBranchSettings, ZBranchSettingsInput } from './branch-settings.schemas.ts';
import { ZBranchInfo, ZClinicChoice, ZTenantParams } from './clinics.schemas.ts';
import { ZBranchSummary, ZClinicProfile, ZClinicProfileInput, ZNewBranch } from './clinic-admin.schemas.ts';
import { ZLicenceCheck, ZLicenceCheckBody } from './licence-check.schemas.ts';
import {
  ZDoctorWorkingHoursBody,
  ZStaffAddBody,
  ZStaffCandidate,
  ZStaffEmailParams,
  ZStaffListQuery,
  ZStaffMember,
  ZStaffUidParams,
  ZStaffUpdateBody,
  ZWorkingHour,
} from './staff.schemas.ts';

export const listMyClinics = defineEndpoint({
  id: 'clinics.listMine',
  method: 'GET',
  path: '/api/user/clinic',
  access: { kind: 'user' },
  response: ZPage(ZClinicChoice),
});

/** The login check at a branch (spec access §4): the caller, the branch and their roles there. */
export const checkLoginAtBranch = defineEndpoint({
  id: 'clinics.checkLoginAtBranch',
  method: 'GET',
  path: '/api/user/checkLogin/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'branchRead' },
  params: ZTenantParams,
  response: z.object({ user: ZUserInfo, branch: ZBranchInfo }),
});

/** Staff of a branch: doctors (roleIds=2) or everyone, with or without former members. */
export const listBranchUsers = defineEndpoint({
  id: 'clinics.listBranchUsers',
  method: 'GET',
  path: '/api/user/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'branchRead' },
  params: ZTenantParams,
  query: ZBranchUsersQuery,
  response: z.array(ZBranchUser),
});

/** Checks that the given credentials belong to an active member of this branch (hand-over of a tablet). */
export const verifyBranchMember = defineEndpoint({
  id: 'clinics.verifyBranchMember',
  method: 'POST',
  path: '/api/branch/verify/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'branchRead' },
  params: ZTenantParams,
  body: ZBranchVerifyBody,
  response: z.object({ uid: z.string(), fullName: z.string(), authIdItems: z.array(z.number().int()) }),
});

// ---------------------------------------------------------------------------------------------
// Branch settings (spec clinic §2 setting, §7 Branch).

/** The setting page (spec clinic §2 setting): counter, manager and head counter read it. */
export const getBranchSettings = defineEndpoint({
  id: 'clinics.getBranchSettings',
  method: 'GET',
  path: '/api/branch/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'setting' },
  params: ZTenantParams,
  response: ZBranchSettings,
});

/** Only manager and head counter save it: a counter sees the page read-only. */
export const updateBranchSettings = defineEndpoint({
  id: 'clinics.updateBranchSettings',
  method: 'PUT',
  path: '/api/branch/:clinicUrl/:branchUrl',
  access: { kind: 'branch', area: 'settingWrite' },
  params: ZTenantParams,
  body: ZBranchSettingsInput,
  response: ZBranchSettings,
});

// ---------------------------------------------------------------------------------------------
// The staff page (spec clinic §2 usermanage, §7 Branch): manager, counter and head counter
// (PERMISSIONS.userManage). Only a manager grants, changes or removes the manager role, and a
// branch always keeps one active manager: the service enforces both.
const STAFF = { kind: 'branch', area: 'userManage' } as const;

export const listStaff = defineEndpoint({
  id: 'clinics.listStaff',
  method: 'GET',
  path: '/api/branchMember/:clinicUrl/:branchUrl',
  access: STAFF,
  params: ZTenantParams,
  query: ZStaffListQuery,
  response: z.array(ZStaffMember),
});

export const addStaff = defineEndpoint({
  id: 'clinics.addStaff',
  method: 'POST',
  path: '/api/branchMember/:clinicUrl/:branchUrl',
  access: STAFF,
  params: ZTenantParams,
  body: ZStaffAddBody,
  response: ZStaffMember,
});

export const updateStaff = defineEndpoint({
  id: 'clinics.updateStaff',
  method: 'PUT',
  path: '/api/branchMember/:clinicUrl/:branchUrl',
  access: STAFF,
  params: ZTenantParams,
  body: ZStaffUpdateBody,
  response: ZStaffMember,
});

/** Deactivates (deletedAt): the member stays in history and reports. */
export const removeStaff = defineEndpoint({
  id: 'clinics.removeStaff',
  method: 'DELETE',
  path: '/api/branchMember/:clinicUrl/:branchUrl/:uid',
  access: STAFF,
  params: ZStaffUidParams,
  response: ZStaffMember,
});

export const setDoctorWorkingHours = defineEndpoint({
  id: 'clinics.setDoctorWorkingHours',
  method: 'POST',
  path: '/api/branchMember/doctorWorkingHour/:clinicUrl/:branchUrl',
  access: STAFF,
  params: ZTenantParams,
  body: ZDoctorWorkingHoursBody,
  response: z.object({ branchMemberId: z.number().int(), doctorWorkingHours: z.array(ZWorkingHour) }),
});

/**
 * The add-staff dialog's look-up of a registered user by e-mail (null when none). Rate-limited:
 * it tells whether an address is registered. The web client skips the global error toast for it.
 */
export const findStaffCandidate = defineEndpoint({
  id: 'clinics.findStaffCandidate',
  method: 'GET',
  path: '/api/branchMember/unAuthorizeUser/:clinicUrl/:branchUrl/:email',
  access: STAFF,
  params: ZStaffEmailParams,
  response: ZStaffCandidate.nullable(),
});

// ---------------------------------------------------------------------------------------------
// The clinic's own fields and its branches, by its managers (issue 8). Branch-scoped paths
// (docs/wire.md): the branch in the path is where the manager works; the change is the clinic's.
const CLINIC_MANAGE = { kind: 'branch', area: 'clinicManage' } as const;

export const getClinicProfile = defineEndpoint({
  id: 'clinics.getClinicProfile',
  method: 'GET',
  path: '/api/clinic/:clinicUrl/:branchUrl',
  access: CLINIC_MANAGE,
  params: ZTenantParams,
  response: ZClinicProfile,
});

export const updateClinicProfile = defineEndpoint({
  id: 'clinics.updateClinicProfile',
  method: 'PUT',
  path: '/api/clinic/:clinicUrl/:branchUrl',
  access: CLINIC_MANAGE,
  params: ZTenantParams,
  body: ZClinicProfileInput,
  response: ZClinicProfile,
});

/** A new branch of the same clinic; the manager who opens it is its first manager. */
export const addBranch = defineEndpoint({
  id: 'clinics.addBranch',
  method: 'POST',
  path: '/api/clinic/branch/:clinicUrl/:branchUrl',
  access: CLINIC_MANAGE,
  params: ZTenantParams,
  body: ZNewBranch,
  response: ZBranchSummary,
});

/**
 * The licence check of the staff page (spec §7 Branch, issue 8): the member's profile licence
 * number (ท.) through the dental council's registry adapter; the result is recorded on the
 * branch member and audited. Staff managers only (userManage), like the rest of the page.
 */
export const verifyLicence = defineEndpoint({
  id: 'clinics.verifyLicence',
  method: 'POST',
  path: '/api/user/tdc/verify/:clinicUrl/:branchUrl',
  access: STAFF,
  params: ZTenantParams,
  body: ZLicenceCheckBody,
  response: ZLicenceCheck,
});
