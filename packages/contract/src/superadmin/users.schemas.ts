import { z } from 'zod';
import { ZInstant, ZPageQuery, ZPlainText } from '../lib/wire.ts';

/**
 * Where an account stands, as the platform tools show it: `disabled` by a super-administrator
 * (its sessions ended, sign-in refused), `deleted`, or not yet `unactivated` (the mail's link).
 */
export const ZAccountStatus = z.enum(['active', 'disabled', 'deleted', 'unactivated']);
export type TAccountStatus = z.infer<typeof ZAccountStatus>;

/** A user as the super-administrator's search lists them (spec clinic §3 Superadmin user: uid). */
export const ZPlatformUser = z.object({
  uid: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  fullNameEn: z.string(),
  mobile: z.string(),
  status: ZAccountStatus,
  isSuperadmin: z.boolean(),
  createdAt: ZInstant,
  /** The newest sign-in (session opened); null when the account never signed in. */
  lastSignInAt: ZInstant.nullable(),
});
export type TPlatformUser = z.infer<typeof ZPlatformUser>;

/** A membership of the user in a branch of any clinic, removed ones included (`deletedAt`). */
export const ZPlatformMembership = z.object({
  clinicId: z.number().int(),
  clinicUrl: z.string(),
  clinicName: z.string(),
  branchUrl: z.string(),
  branchName: z.string(),
  roleIds: z.array(z.number().int()),
  deletedAt: ZInstant.nullable(),
});

export const ZPlatformUserDetail = ZPlatformUser.extend({
  activatedAt: ZInstant.nullable(),
  disabledAt: ZInstant.nullable(),
  deletedAt: ZInstant.nullable(),
  /** Sessions still open (not ended, not past their end). */
  openSessions: z.number().int(),
  memberships: z.array(ZPlatformMembership),
});
export type TPlatformUserDetail = z.infer<typeof ZPlatformUserDetail>;

export const ZUserSearchQuery = ZPageQuery.extend({ keyword: ZPlainText(100).optional() });
export const ZUserIdParams = z.object({ id: z.uuid() });

/** PUT users/{id}/status: disabling ends every session of the user at once. */
export const ZUserStatusBody = z.object({ status: z.enum(['active', 'disabled']) });
export type TUserStatusBody = z.infer<typeof ZUserStatusBody>;
