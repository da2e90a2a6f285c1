import { z } from 'zod';

/** Kinds the content upload accepts, recognised by their first bytes, never by name. */
export const CONTENT_KINDS = {
  'image/jpeg': { ext: 'jpg' },
  'image/png': { ext: 'png' },
  'image/webp': { ext: 'webp' },
  'image/gif': { ext: 'gif' },
  'application/pdf': { ext: 'pdf' },
  'application/dicom': { ext: 'dcm' },
} as const;
export type ContentType = keyof typeof CONTENT_KINDS;

/** Per-file limit of the spec (clinic §9): 10 MB. */
export const CONTENT_MAX_BYTES = 10 * 1024 * 1024;

export const ZContent = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  /** A short-lived signed download URL. */
  url: z.string(),
  createdAt: z.string(),
});
export type TContent = z.infer<typeof ZContent>;
