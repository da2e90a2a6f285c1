import { clinics } from '@yim/contract';
import type { LoginLimits } from '../../config.ts';
import type { LicenceRegistry } from '../../integrations/licence-registry/licence-registry.ts';
import type { EndpointRegistrar } from '../../lib/http/register-endpoint.ts';
import { checkLoginAtBranch, listMyClinics, resolveBranchWithLoginCheck } from './clinics.service.ts';
import { listBranchUsers, verifyBranchMember } from './branch-staff.service.ts';
import { getBranchSettings, updateBranchSettings } from './branch-settings.service.ts';
import { addBranch, getClinicProfile, updateClinicProfile } from './clinic-profile.service.ts';
import { verifyMemberLicence } from './licence-check.service.ts';
import {
  addStaff,
  findStaffCandidate,
  listStaff,
  removeStaff,
  setDoctorWorkingHours,
  updateStaff,
} from './staff.service.ts';

export function registerClinicRoutes(
  routes: EndpointRegistrar,
  { loginLimits, licenceRegistry }: { loginLimits: LoginLimits; licenceRegistry: LicenceRegistry },
) {
  routes.handle(clinics.listMyClinics, async (ctx) => listMyClinics(ctx.tx, ctx.user.id));

  routes.handle(clinics.checkLoginAtBranch, async (ctx) => checkLoginAtBranch(ctx.branch), {
    resolveBranch: resolveBranchWithLoginCheck,
  });

  routes.handle(clinics.listBranchUsers, async (ctx) => listBranchUsers(ctx.tx, ctx.branch, ctx.query));

  routes.handleIo(
    clinics.verifyBranchMember,
    async (ctx) => verifyBranchMember(ctx.db, loginLimits, ctx.branch, { body: ctx.body, ip: ctx.req.ip }),
    {
      rateLimit: { max: 20, timeWindow: '1 minute' },
    },
  );

  // handleIo: the registry is an outside service, asked between two short transactions. A few
  // checks a minute per user: each one is a request to the dental council.
  routes.handleIo(
    clinics.verifyLicence,
    async ({ db, branch, user, body }) => verifyMemberLicence(db, licenceRegistry, branch, user.id, body.userId),
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );

  registerSettingsAndStaffRoutes(routes);
  registerClinicProfileRoutes(routes);
}

/** The clinic's own fields and new branches, by its managers (issue 8). */
function registerClinicProfileRoutes(routes: EndpointRegistrar) {
  routes.handle(clinics.getClinicProfile, async ({ tx, branch }) => getClinicProfile(tx, branch));
  routes.handle(clinics.updateClinicProfile, async ({ tx, branch, user, body }) =>
    updateClinicProfile(tx, branch, user.id, body),
  );
  routes.handle(clinics.addBranch, async ({ tx, branch, user, body }) => addBranch(tx, branch, user.id, body));
}

/** The setting page and the staff page (issue 8). */
function registerSettingsAndStaffRoutes(routes: EndpointRegistrar) {
  routes.handle(clinics.getBranchSettings, async ({ tx, branch }) => getBranchSettings(tx, branch));
  routes.handle(clinics.updateBranchSettings, async ({ tx, branch, user, body }) =>
    updateBranchSettings(tx, branch, user.id, body),
  );

  routes.handle(clinics.listStaff, async ({ tx, branch, query }) =>
    listStaff(tx, branch, query.activeMembersOnly === 'true'),
  );
  routes.handle(clinics.addStaff, async ({ tx, branch, user, body }) =>
    addStaff({ tx, branch, userId: user.id }, body),
  );
  routes.handle(clinics.updateStaff, async ({ tx, branch, user, body }) =>
    updateStaff({ tx, branch, userId: user.id }, body),
  );
  routes.handle(clinics.removeStaff, async ({ tx, branch, user, params }) =>
    removeStaff({ tx, branch, userId: user.id }, params.uid),
  );
  routes.handle(clinics.setDoctorWorkingHours, async ({ tx, branch, user, body }) =>
    setDoctorWorkingHours({ tx, branch, userId: user.id }, body),
  );
  // It tells whether an address is registered: a few look-ups a minute per user are plenty.
  routes.handle(
    clinics.findStaffCandidate,
    async ({ tx, branch, params }) => findStaffCandidate(tx, branch, params.email),
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );
}
