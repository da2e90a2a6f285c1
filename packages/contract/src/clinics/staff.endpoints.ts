import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZTenantParams } from './clinics.schemas.ts';
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
