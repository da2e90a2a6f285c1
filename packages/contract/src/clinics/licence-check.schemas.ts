import { z } from 'zod';
import { ZInstant } from '../lib/wire.ts';

/**
 * What the dental council's registry says of a licence number (ท.): in force, suspended, or
 * not on its register at all. The server's adapter layer maps every registry onto these three.
 */
export const LICENCE_STATUSES = ['valid', 'suspended', 'not_found'] as const;
export const ZLicenceStatus = z.enum(LICENCE_STATUSES);
export type TLicenceStatus = z.infer<typeof ZLicenceStatus>;

/** POST /api/user/tdc/verify/{c}/{b}: the member whose profile licence number is checked. */
export const ZLicenceCheckBody = z.object({ userId: z.uuid() });

/** One check of a member's licence, as recorded on the branch member (licence_checks). */
export const ZLicenceCheck = z.object({
  userId: z.string(),
  branchMemberId: z.number().int(),
  licenceNo: z.string(),
  status: ZLicenceStatus,
  /** The holder's name as the registry has it (null when not found). */
  holderNameTh: z.string().nullable(),
  holderNameEn: z.string().nullable(),
  /** The registry's Thai name is the member's profile name (spaces and case aside). */
  nameMatches: z.boolean(),
  checkedAt: ZInstant,
  /** The answer came from the sandbox registry, not the dental council. */
  sandbox: z.boolean(),
});
export type TLicenceCheck = z.infer<typeof ZLicenceCheck>;
