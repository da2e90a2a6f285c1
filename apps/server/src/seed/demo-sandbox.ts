import type { Tx } from '../lib/db/database.ts';
import { upsertSandboxLicence } from '../integrations/licence-registry/licence-registry-sandbox.repo.ts';
import { DEMO_USERS } from './demo-tenants.ts';

/**
 * The sandbox licence registry of the demo: the demo doctors' numbers (so their licences verify)
 * and one registered number ending in 9 (documented case L2: suspended). Every other number is
 * unknown to the sandbox (L3); a super-administrator adds more on the sandbox page.
 */
export const DEMO_SANDBOX_LICENCES = [
  {
    licenceNo: DEMO_USERS.doctor.drLicenseNo,
    holderNameTh: `ทพ. ${DEMO_USERS.doctor.firstNameTh} ${DEMO_USERS.doctor.lastNameTh}`,
    holderNameEn: `${DEMO_USERS.doctor.firstNameEn} ${DEMO_USERS.doctor.lastNameEn}`,
  },
  {
    licenceNo: DEMO_USERS.doctor2.drLicenseNo,
    holderNameTh: `ทพ. ${DEMO_USERS.doctor2.firstNameTh} ${DEMO_USERS.doctor2.lastNameTh}`,
    holderNameEn: `${DEMO_USERS.doctor2.firstNameEn} ${DEMO_USERS.doctor2.lastNameEn}`,
  },
  { licenceNo: '10009', holderNameTh: 'ทพ. ปกรณ์ พักงาน', holderNameEn: 'Pakorn Pakngan' },
];

/** As the owner: sandbox tables are not the request roles' (docs/adr/0010). */
export async function insertDemoSandboxLicences(tx: Tx) {
  for (const entry of DEMO_SANDBOX_LICENCES) await upsertSandboxLicence(tx, entry);
}
