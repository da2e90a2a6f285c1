import { queryOptions } from '@tanstack/react-query';
import { clinics, type TStaffMember, type TWorkingHour } from '@yim/contract';
import { callApi } from '../../lib/api-client.ts';

export type BranchRef = { clinicUrl: string; branchUrl: string };
export type StaffFields = Pick<TStaffMember, 'authIdItems' | 'drApptColor' | 'drFeeSharePercent'>;

export const staffKeys = {
  all: (branch: BranchRef) => ['clinics', 'staff', branch.clinicUrl, branch.branchUrl] as const,
  list: (branch: BranchRef) => [...staffKeys.all(branch), 'list'] as const,
  candidate: (branch: BranchRef, email: string) => [...staffKeys.all(branch), 'candidate', email] as const,
};

/** Everyone who is or was a member: the page filters active and deactivated itself (staff are few). */
export function staffListQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: staffKeys.list(branch),
    queryFn: ({ signal }) =>
      callApi(clinics.listStaff, { params: branch, query: { activeMembersOnly: 'false' }, signal }),
  });
}

/**
 * The unAuthorizeUser look-up (spec clinic §7 Branch): silent, because "not registered" and a
 * refused look-up are shown in the dialog itself rather than by the global error toast.
 */
export function findStaffCandidate(branch: BranchRef, email: string) {
  return callApi(clinics.findStaffCandidate, { params: { ...branch, email }, silent: true });
}

// The writes are silent: the staff page shows their failures where they happened (in the dialog,
// or above the table for a deactivation), which reads better than a passing toast for the rules
// of the last manager and of the manager role.

export function addStaff(branch: BranchRef, email: string, fields: StaffFields) {
  return callApi(clinics.addStaff, { params: branch, body: { email, ...fields }, silent: true });
}

export function updateStaff(branch: BranchRef, uid: string, fields: StaffFields) {
  return callApi(clinics.updateStaff, { params: branch, body: { uid, ...fields }, silent: true });
}

export function removeStaff(branch: BranchRef, uid: string) {
  return callApi(clinics.removeStaff, { params: { ...branch, uid }, silent: true });
}

export function setDoctorWorkingHours(branch: BranchRef, branchMemberId: number, hours: TWorkingHour[]) {
  return callApi(clinics.setDoctorWorkingHours, {
    params: branch,
    body: { branchMemberId, doctorWorkingHours: hours },
    silent: true,
  });
}

/** The dental council's answer for a member's licence (ท.), recorded on the branch member by the server. */
export function verifyLicence(branch: BranchRef, userId: string) {
  return callApi(clinics.verifyLicence, { params: branch, body: { userId }, silent: true });
}
