import { z } from 'zod';
import { INT4_MAX, ZId, ZInstant, ZPlainText } from '../lib/wire.ts';
import { MEDIA_MAX_BATCH_BYTES, MEDIA_MAX_FILE_BYTES, MEDIA_MAX_FILES, ZMediaFile } from './media.schemas.ts';

/** The five orthodontic views of a protocol (spec clinic §3); progress is complete with all five. */
export const PROTOCOL_VIEWS = [
  'upper_occlusal',
  'lower_occlusal',
  'frontal_view',
  'right_lateral',
  'left_lateral',
] as const;
export type TProtocolView = (typeof PROTOCOL_VIEWS)[number];
export const PROTOCOL_ARCHES = ['upper', 'lower'] as const;
export const PROTOCOL_SURFACES = ['occlusal', 'frontal', 'right_lateral', 'left_lateral'] as const;
/** Spec clinic §9: a protocol is edited within 24 hours of its creation, then it is a record. */
export const PROTOCOL_EDIT_HOURS = 24;
export const PROTOCOL_PAGE = { default: 10, refresh: 50 } as const;

/** Which view a photo shows: the occlusal surface of its arch, or a view of the whole mouth. */
export function protocolView(
  arch: (typeof PROTOCOL_ARCHES)[number],
  surface: (typeof PROTOCOL_SURFACES)[number],
): TProtocolView {
  switch (surface) {
    case 'occlusal':
      return arch === 'upper' ? 'upper_occlusal' : 'lower_occlusal';
    case 'frontal':
      return 'frontal_view';
    case 'right_lateral':
      return 'right_lateral';
    case 'left_lateral':
      return 'left_lateral';
  }
}

/** One file of a batch (spec clinic §5): JPEG or PNG, named, a positive size up to 10 MB, its arch. */
export const ZProtocolFileMeta = z
  .object({
    fileName: ZPlainText(255).pipe(z.string().min(1)),
    fileType: z.enum(['image/jpeg', 'image/png']),
    fileSize: z.number().int().positive().max(MEDIA_MAX_FILE_BYTES),
    arch: z.enum(PROTOCOL_ARCHES),
    surface: z.enum(PROTOCOL_SURFACES),
  })
  .strict();

/**
 * The `data` field of a protocol upload (multipart, like createMediaFiles): one to five files, at
 * most 25 MB together, described in the order their `file` parts follow.
 */
export const ZProtocolUploadData = z
  .object({
    labId: ZId.nullable().default(null),
    files: z.array(ZProtocolFileMeta).min(1).max(MEDIA_MAX_FILES),
  })
  .strict()
  .refine((data) => data.files.reduce((sum, f) => sum + f.fileSize, 0) <= MEDIA_MAX_BATCH_BYTES, {
    path: ['files'],
    message: 'ไฟล์รวมกันได้ไม่เกิน 25 MB',
  });
export type TProtocolUploadData = z.infer<typeof ZProtocolUploadData>;

export const ZProtocolPhoto = z.object({
  view: z.enum(PROTOCOL_VIEWS),
  arch: z.enum(PROTOCOL_ARCHES),
  surface: z.enum(PROTOCOL_SURFACES),
  media: ZMediaFile,
});

export const ZProtocolMedia = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  labId: z.number().int().nullable(),
  creationDt: ZInstant,
  photos: z.array(ZProtocolPhoto),
  progress: z.object({
    completed: z.array(z.enum(PROTOCOL_VIEWS)),
    remaining: z.array(z.enum(PROTOCOL_VIEWS)),
    percent: z.number().int(),
  }),
  edit_status: z.object({ can_edit: z.boolean() }),
});
export type TProtocolMedia = z.infer<typeof ZProtocolMedia>;

export const ZProtocolListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(PROTOCOL_PAGE.refresh).default(PROTOCOL_PAGE.default),
  sort: z.enum(['creationDt']).default('creationDt'),
  order: z.enum(['DESC', 'ASC']).default('DESC'),
  labId: ZId.optional(),
});
export type TProtocolListQuery = z.infer<typeof ZProtocolListQuery>;

export const ZProtocolParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), patientId: ZId });
export const ZProtocolItemParams = ZProtocolParams.extend({ id: ZId });
