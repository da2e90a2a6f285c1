import { defineEndpoint } from '../lib/endpoint.ts';
import { ZBranchSettings, ZBranchSettingsInput } from './branch-settings.schemas.ts';
import { ZTenantParams } from './clinics.schemas.ts';

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
