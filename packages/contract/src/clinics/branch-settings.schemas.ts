import { z } from 'zod';
import { ZClockTime, ZPlainText } from '../lib/wire.ts';
import { INT4_MAX } from '../lib/wire.ts';

/** Minutes since midnight of an HH:mm clock time. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Longest appointment slot a branch may set: four hours. */
export const APPT_DURATION_MAX_MINUTES = 240;

/**
 * A Thai tax id (เลขประจำตัวผู้เสียภาษี): 13 digits whose last is the check digit of the
 * Revenue Department's mod-11 rule. Empty means not given.
 */
export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, i) => total + digit * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === digits[12];
}

export const ZRoomSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});

/** GET /api/branch/{c}/{b}: what the setting page shows and edits; inactive rooms too. */
export const ZBranchSettings = z.object({
  url: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  address: z.string(),
  addressEn: z.string(),
  tel: z.string(),
  taxId: z.string(),
  rooms: z.array(ZRoomSetting),
  confApptDuration: ZClockTime,
  confOpeningTime: ZClockTime,
  confClosingTime: ZClockTime,
  linkedWithKtbPaotang: z.boolean(),
  linkedWithNhso: z.boolean(),
});
export type TBranchSettings = z.infer<typeof ZBranchSettings>;

/**
 * One room of the PUT body, in display order. With an id it renames, reorders or (active false)
 * deactivates that room, which keeps it for the appointments that name it; without an id it adds
 * one. Rooms the list leaves out stay as they are.
 */
export const ZRoomInput = z.object({
  id: z.number().int().positive().max(INT4_MAX).optional(),
  name: ZPlainText(100).min(1, 'กรุณาระบุชื่อห้อง'),
  active: z.boolean().default(true),
});

export const ZBranchSettingsInput = z
  .object({
    name: ZPlainText(200).min(1, 'กรุณาระบุชื่อสาขา'),
    nameEn: ZPlainText(200).default(''),
    address: ZPlainText(500).default(''),
    addressEn: ZPlainText(500).default(''),
    tel: z
      .string()
      .trim()
      .max(30)
      .regex(/^[0-9+\-() ,]*$/, 'เบอร์โทรศัพท์ไม่ถูกต้อง')
      .default(''),
    taxId: z
      .string()
      .trim()
      .refine((value) => value === '' || isThaiTaxId(value), 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง')
      .default(''),
    rooms: z.array(ZRoomInput).max(50).default([]),
    confApptDuration: ZClockTime,
    confOpeningTime: ZClockTime,
    confClosingTime: ZClockTime,
    linkedWithKtbPaotang: z.boolean(),
    linkedWithNhso: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const duration = clockMinutes(value.confApptDuration);
    if (duration === 0 || duration % 5 !== 0 || duration > APPT_DURATION_MAX_MINUTES)
      ctx.addIssue({
        code: 'custom',
        path: ['confApptDuration'],
        message: 'ระยะเวลานัดต้องเป็นทวีคูณของ 5 นาที ไม่เกิน 4 ชั่วโมง',
      });
    const opening = clockMinutes(value.confOpeningTime);
    const closing = clockMinutes(value.confClosingTime);
    if (closing <= opening) ctx.addIssue({ code: 'custom', path: ['confClosingTime'], message: 'เวลาปิดต้องหลังเวลาเปิด' });
    else if (closing - opening < duration)
      ctx.addIssue({ code: 'custom', path: ['confApptDuration'], message: 'ระยะเวลานัดยาวกว่าเวลาทำการ' });
    const ids = value.rooms.flatMap((room) => (room.id === undefined ? [] : [room.id]));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'มีห้องซ้ำในรายการ' });
  });
export type TBranchSettingsInput = z.output<typeof ZBranchSettingsInput>;
