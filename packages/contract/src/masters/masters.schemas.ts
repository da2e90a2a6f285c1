import { z } from 'zod';

/** The URL segment of GET /api/master/configValue/{segment} and the config name behind it. */
export const CONFIG_SEGMENTS = {
  gender: 'gender',
  titleName: 'title_name',
  titleNameEng: 'title_name_eng',
  personalType: 'personal_type',
  reqExtDoc: 'req_ext_doc',
  doctorColor: 'dr_member_appt_color',
  userType: 'user_type',
  drSpecial: 'dr_spcialty',
  branchAuthority: 'branch_authority',
  mouthArea: 'mouth_area',
  appointmentStatus: 'appt_status',
  appointmentDuration: 'time_duration',
} as const;

export type ConfigSegment = keyof typeof CONFIG_SEGMENTS;

/** Every config name; `all` also carries appt_reminder and ads_version. */
export const CONFIG_NAMES = [...Object.values(CONFIG_SEGMENTS), 'appt_reminder', 'ads_version'] as const;
export type ConfigName = (typeof CONFIG_NAMES)[number];

export const ZConfigValue = z.object({
  /** The value's key as the spec uses it: '2' for the dentist user type, '5' for checked in. */
  id: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  /** Colour for statuses and doctors (#rrggbb), else null. */
  color: z.string().nullable(),
  /** Extra facts of some configs: minutes of a duration, the hours before a reminder. */
  value: z.string().nullable(),
  sort: z.number().int(),
});
export type TConfigValue = z.infer<typeof ZConfigValue>;

export const ZTooth = z.object({
  id: z.number().int(),
  /** FDI two-digit notation: 11–48 permanent, 51–85 primary. */
  code: z.string(),
  quadrant: z.number().int(),
  position: z.number().int(),
  dentition: z.enum(['permanent', 'primary']),
  nameTh: z.string(),
  nameEn: z.string(),
});

export const ZToothSurface = z.object({
  id: z.number().int(),
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
});
