import { z } from 'zod';
import { CONTENT_KINDS, CONTENT_MAX_BYTES, type ContentType } from '../files/files.schemas.ts';
import { INT4_MAX, ZId, ZInstant, ZPageQuery, ZPlainText } from '../lib/wire.ts';

/**
 * What a media file is filed under. The spec names 'Document' (the signing page's signed PDFs)
 * and 'Template' (the forms the signing page opens, listed by GET /api/mediaFile); the others are
 * the patient record's own piles. A template belongs to the branch, never to a patient;
 * 'Protocol' photos come only through protocol media, which keeps their views.
 */
export const MEDIA_CATEGORIES = ['Photo', 'XRay', 'Document', 'Template', 'Protocol', 'Other'] as const;
export const ZMediaCategory = z.enum(MEDIA_CATEGORIES);
export type TMediaCategory = z.infer<typeof ZMediaCategory>;

/** Kinds a media file may be, recognised by its bytes (DICOM with or without its preamble). */
export const MEDIA_TYPES = Object.keys(CONTENT_KINDS) as ContentType[];
export const ZMediaType = z.enum(MEDIA_TYPES as [ContentType, ...ContentType[]]);

/** The kinds a file name's extension names (spec §5: .dcm and .dicom are DICOM), for the server's check and the web's guess alike. */
export const MEDIA_TYPE_BY_EXTENSION: Readonly<Record<string, ContentType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  dcm: 'application/dicom',
  dicom: 'application/dicom',
};

/** Spec clinic §9: 10 MB a file, at most 5 files and 25 MB a batch. */
export const MEDIA_MAX_FILE_BYTES = CONTENT_MAX_BYTES;
export const MEDIA_MAX_FILES = 5;
export const MEDIA_MAX_BATCH_BYTES = 25 * 1024 * 1024;

/** A SHA-256 digest as lower-case hex. */
export const ZSha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'ต้องเป็น SHA-256 (ตัวเลขฐานสิบหก 64 ตัว)');

/**
 * What the signing page declares of a signed document (beyond the spec: tamper evidence). The
 * original's digest is checked against the stored source file when `sourceFileId` names one;
 * the signer and the time are the server's (the caller, now), never the sender's word.
 */
export const ZMediaSignatureClaim = z
  .object({
    originalSha256: ZSha256Hex,
    sourceFileId: ZId.nullable().default(null),
    device: ZPlainText(200).default(''),
  })
  .strict();

/** The evidence kept with a signed file, as the patient's file list shows it. */
export const ZMediaSignature = z.object({
  originalSha256: z.string(),
  sourceFileId: z.number().int().nullable(),
  signedBy: z.string(),
  signerName: z.string(),
  signedAt: ZInstant,
  device: z.string(),
});
export type TMediaSignature = z.infer<typeof ZMediaSignature>;

/** POST /api/mediaFile/verify: the stored bytes hashed again, against the digest kept at upload. */
export const ZMediaIntegrity = z.object({
  id: z.number().int(),
  intact: z.boolean(),
  sha256: z.string(),
  storedSha256: z.string().nullable(),
});
export type TMediaIntegrity = z.infer<typeof ZMediaIntegrity>;

/** Spec clinic §3 Media file; `mediaURL` is a short-lived signed download link. */
export const ZMediaFile = z.object({
  id: z.number().int(),
  mediaURL: z.string(),
  category: ZMediaCategory,
  remark: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  patientId: z.number().int().nullable(),
  treatmentId: z.number().int().nullable(),
  creationDt: ZInstant,
  creationUid: z.string().nullable(),
  deletedAt: ZInstant.nullable(),
  /** SHA-256 of the stored bytes, hex; null for a file sent straight to storage (presigned). */
  sha256: z.string().nullable(),
  /** Set when the signing page made the file (issue 15's tamper evidence). */
  signature: ZMediaSignature.nullable(),
});
export type TMediaFile = z.infer<typeof ZMediaFile>;

const ZRemark = ZPlainText(500);

/**
 * The `data` part of createMediaFiles (the signing page's upload, spec access §3 "Signed file
 * upload payload"): a JSON object sent before the files. `patientId` arrives as a string or null;
 * `filesMetadata` has one entry per file, in order (`id` null for a new file). A declared
 * `fileSize` lets quota be refused before any byte is read; the bytes decide in the end.
 * `clinicUrl` and `branchUrl` may repeat the path's, and must then equal them.
 */
export const ZMediaUploadData = z
  .object({
    clinicUrl: z.string().optional(),
    branchUrl: z.string().optional(),
    category: ZMediaCategory,
    patientId: ZId.nullable().default(null),
    treatmentId: ZId.nullable().default(null),
    remark: ZRemark.default(''),
    /** Only with one file, a PDF: the signing page's declaration (tamper evidence). */
    signature: ZMediaSignatureClaim.optional(),
    filesMetadata: z
      .array(
        z.object({
          id: z.null().optional(),
          contentType: z.string().max(100).optional(),
          fileSize: z.number().int().positive().max(INT4_MAX).optional(),
        }),
      )
      .max(MEDIA_MAX_FILES)
      .default([]),
  })
  .strict();
export type TMediaUploadData = z.infer<typeof ZMediaUploadData>;

/** GET /api/mediaFile: a patient's files, a category (Template for the signing page), or the bin. */
export const ZMediaListQuery = ZPageQuery.extend({
  patientId: ZId.optional(),
  treatmentId: ZId.optional(),
  category: ZMediaCategory.optional(),
  /** true: the recycle bin (deleted, not yet purged), for those who manage the files. */
  deleted: z.enum(['true', 'false']).default('false'),
});

/** POST /api/mediaFile/getPresigned: what will be sent, checked and reserved before the PUT. */
export const ZMediaPresignBody = z
  .object({
    category: ZMediaCategory,
    patientId: ZId.nullable().default(null),
    treatmentId: ZId.nullable().default(null),
    remark: ZRemark.default(''),
    fileName: ZPlainText(255).pipe(z.string().min(1)),
    fileType: ZMediaType,
    fileSize: z.number().int().positive().max(MEDIA_MAX_FILE_BYTES),
  })
  .strict();

/** The PUT the client makes, without the bearer token; then it confirms with the id. */
export const ZMediaPresigned = z.object({
  id: z.number().int(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.object({ 'content-type': z.string() }),
  expiresAt: ZInstant,
});

/**
 * The image viewer call (spec clinic §7: POST with image_url): a link the client was given earlier,
 * possibly expired, traded for a fresh short-lived one. Only the path of the link counts (its
 * storage key); its host and signature are not trusted.
 */
export const ZMediaViewBody = z.object({ image_url: ZPlainText(4096).pipe(z.string().min(1)) }).strict();

export const ZMediaView = z.object({
  id: z.number().int(),
  url: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  expiresAt: ZInstant,
});

/** The branch's file storage: bytes kept (the bin included) against the quota, and the plan's end. */
export const ZMediaUsage = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  fileStoreExpiration: ZInstant.nullable(),
});

export const ZMediaParams = z.object({ clinicUrl: z.string(), branchUrl: z.string(), id: ZId });
export const ZMediaRemoved = z.object({ id: z.number().int() });
export const ZMediaBinEmptied = z.object({ deleted: z.number().int() });

export type TMediaListQuery = z.infer<typeof ZMediaListQuery>;
export type TMediaPresignBody = z.infer<typeof ZMediaPresignBody>;
export type TMediaPresigned = z.input<typeof ZMediaPresigned>;
export type TMediaUsage = z.infer<typeof ZMediaUsage>;
export type TMediaView = z.infer<typeof ZMediaView>;
