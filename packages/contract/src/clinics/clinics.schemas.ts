import { z } from 'zod';
import { ZClockTime } from '../lib/wire.ts';

export const ZTenantParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });

export const ZRoom = z.object({ id: z.number().int(), name: z.string() });

/** Branch info of spec access §3, as the login check answers it. */
export const ZBranchInfo = z.object({
  id: z.number().int(),
  url: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  address: z.string(),
  addressEn: z.string(),
  tel: z.string(),
  clinic: z.object({
    url: z.string(),
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    logo: z.string().nullable(),
  }),
  rooms: z.array(ZRoom),
  auth: z.object({ authId: z.number().int().nullable(), authIdItems: z.array(z.number().int()) }),
  confApptDuration: ZClockTime,
  confOpeningTime: ZClockTime,
  confClosingTime: ZClockTime,
  fileStoreExpiration: z.string().nullable(),
  linkedWithKtbPaotang: z.boolean(),
  linkedWithNhso: z.boolean(),
  nhsoSubitemNoSupportedList: z.array(z.string()),
});
export type TBranchInfo = z.infer<typeof ZBranchInfo>;

/** One clinic of the picker, with the caller's branches there. */
export const ZClinicChoice = z.object({
  url: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  logo: z.string().nullable(),
  branches: z.array(
    z.object({
      url: z.string(),
      code: z.string(),
      name: z.string(),
      nameEn: z.string(),
      roleIds: z.array(z.number().int()),
    }),
  ),
});
