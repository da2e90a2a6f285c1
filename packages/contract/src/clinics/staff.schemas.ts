import { z } from 'zod';
import { ZClockTime } from '../lib/wire.ts';
import { INT4_MAX } from '../lib/wire.ts';
import { ALL_ROLE_IDS, type RoleId } from '../roles.ts';
import { clockMinutes } from './branch-settings.schemas.ts';

const ZRoleIds = z
  .array(z.number().int())
  .min(1, 'กรุณาเลือกสิทธิ์อย่างน้อยหนึ่งอย่าง')
  .max(5)
  .refine((ids) => ids.every((id) => ALL_ROLE_IDS.includes(id as RoleId)), 'สิทธิ์ไม่ถูกต้อง')
  .refine((ids) => new Set(ids).size === ids.length, 'สิทธิ์ซ้ำกัน');

/** A colour of config dr_member_appt_color, as #rrggbb. */
const ZApptColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'สีไม่ถูกต้อง')
  .toLowerCase();

/** The doctor's share of treatment fees: 0–100 percent, two decimals at most. */
const ZFeeSharePercent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง');

export const ZWorkingHour = z.object({
  /** 0 Sunday … 6 Saturday, as JavaScript's getDay. */
  weekday: z.number().int().min(0).max(6),
  startTime: ZClockTime,
  endTime: ZClockTime,
});
export type TWorkingHour = z.infer<typeof ZWorkingHour>;

/** One member of the staff page, former members included (they stay in history and reports). */
export const ZStaffMember = z.object({
  branchMemberId: z.number().int(),
  uid: z.string(),
  email: z.string(),
  fullName: z.string(),
  fullNameEn: z.string(),
  userTypeId: z.string(),
  drLicenseNo: z.string().nullable(),
  authIdItems: z.array(z.number().int()),
  drApptColor: z.string().nullable(),
  drFeeSharePercent: z.number().nullable(),
  doctorWorkingHours: z.array(ZWorkingHour),
  deletedAt: z.string().nullable(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffListQuery = z.object({ activeMembersOnly: z.enum(['true', 'false']).default('true') });

const staffFields = {
  authIdItems: ZRoleIds,
  drApptColor: ZApptColor.nullable().default(null),
  drFeeSharePercent: ZFeeSharePercent.nullable().default(null),
};

/** Adds a registered user by e-mail; a former member comes back with the roles given. */
export const ZStaffAddBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(100).pipe(z.email('อีเมลไม่ถูกต้อง')),
  ...staffFields,
});

export const ZStaffUpdateBody = z.object({ uid: z.uuid(), ...staffFields });

export const ZStaffUidParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), uid: z.uuid() });

export const ZStaffEmailParams = z.object({
  clinicUrl: z.string(),
  branchUrl: z.string(),
  email: z.string().trim().toLowerCase().max(100).pipe(z.email('อีเมลไม่ถูกต้อง')),
});

/** A registered user found by e-mail, before they are added; alreadyMember when active here. */
export const ZStaffCandidate = z.object({
  uid: z.string(),
  email: z.string(),
  fullName: z.string(),
  fullNameEn: z.string(),
  userTypeId: z.string(),
  drLicenseNo: z.string().nullable(),
  alreadyMember: z.boolean(),
});

/** Replaces all of a doctor's periods at the branch; periods of one weekday must not overlap. */
export const ZDoctorWorkingHoursBody = z
  .object({
    branchMemberId: z.number().int().positive().max(INT4_MAX),
    doctorWorkingHours: z.array(ZWorkingHour).max(70),
  })
  .superRefine((value, ctx) => {
    value.doctorWorkingHours.forEach((period, index) => {
      if (clockMinutes(period.endTime) <= clockMinutes(period.startTime))
        ctx.addIssue({
          code: 'custom',
          path: ['doctorWorkingHours', index, 'endTime'],
          message: 'เวลาสิ้นสุดต้องหลังเวลาเริ่ม',
        });
    });
    const byDay = [...value.doctorWorkingHours].sort(
      (a, b) => a.weekday - b.weekday || clockMinutes(a.startTime) - clockMinutes(b.startTime),
    );
    for (let i = 1; i < byDay.length; i += 1) {
      const previous = byDay[i - 1]!;
      const current = byDay[i]!;
      if (previous.weekday === current.weekday && clockMinutes(current.startTime) < clockMinutes(previous.endTime))
        ctx.addIssue({ code: 'custom', path: ['doctorWorkingHours'], message: 'ช่วงเวลาทำงานซ้อนกัน' });
    }
  });
