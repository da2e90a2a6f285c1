import { z } from 'zod';
import { defineEndpoint } from '../lib/endpoint.ts';
import { ZPage } from '../lib/wire.ts';
import {
  ZMediaBinEmptied,
  ZMediaFile,
  ZMediaIntegrity,
  ZMediaListQuery,
  ZMediaParams,
  ZMediaPresignBody,
  ZMediaPresigned,
  ZMediaRemoved,
  ZMediaUsage,
  ZMediaView,
  ZMediaViewBody,
} from './media.schemas.ts';
import { ZProtocolItemParams, ZProtocolListQuery, ZProtocolMedia, ZProtocolParams } from './protocol-media.schemas.ts';

// Media files of spec clinic §7 (paths in docs/wire.md: the spec's have no clinic and branch, ours
// carry them). Every member reads and uploads a patient's files; moving one to the recycle bin is
// for the people who keep the record, not the assistant; the bin itself (restore, permanent
// delete, empty) and the branch's templates are the file manager's (PERMISSIONS.fileManage).

const ZBranchParams = z.object({ clinicUrl: z.string(), branchUrl: z.string() });
const READ = { kind: 'branch', area: 'mediaRead' } as const;
const UPLOAD = { kind: 'branch', area: 'mediaUpload' } as const;
const DELETE = { kind: 'branch', area: 'mediaDelete' } as const;
const MANAGE = { kind: 'branch', area: 'fileManage' } as const;

/**
 * createMediaFiles (the signing page's call, spec access §7): multipart, a `data` field (JSON,
 * ZMediaUploadData) first, then one to five parts named `file`. Answers the created files.
 */
export const create = defineEndpoint({
  id: 'media.create',
  method: 'POST',
  path: '/api/mediaFile/:clinicUrl/:branchUrl',
  access: UPLOAD,
  params: ZBranchParams,
  multipart: true,
  response: z.array(ZMediaFile),
});

/** Live files by patient, treatment or category (Template), or with `deleted=true` the bin. */
export const list = defineEndpoint({
  id: 'media.list',
  method: 'GET',
  path: '/api/mediaFile/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  query: ZMediaListQuery,
  response: ZPage(ZMediaFile),
});

export const usage = defineEndpoint({
  id: 'media.usage',
  method: 'GET',
  path: '/api/mediaFile/usage/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  response: ZMediaUsage,
});

/** Checks plan, quota, size and type and reserves the bytes; the file stays pending until confirm. */
export const getPresigned = defineEndpoint({
  id: 'media.getPresigned',
  method: 'POST',
  path: '/api/mediaFile/getPresigned/:clinicUrl/:branchUrl',
  access: UPLOAD,
  params: ZBranchParams,
  body: ZMediaPresignBody,
  response: ZMediaPresigned,
});

/**
 * After the PUT: the server reads the stored object's size and first bytes; a file that is not
 * what was signed for is deleted (a presigned PUT to S3 cannot cap its size or check its bytes).
 */
export const confirm = defineEndpoint({
  id: 'media.confirm',
  method: 'POST',
  path: '/api/mediaFile/confirm/:clinicUrl/:branchUrl/:id',
  access: UPLOAD,
  params: ZMediaParams,
  response: ZMediaFile,
});

/**
 * Tamper evidence (beyond the spec): the stored bytes hashed again and compared with the SHA-256
 * kept when they were uploaded. A read: whoever may read the file may check it.
 */
export const verify = defineEndpoint({
  id: 'media.verify',
  method: 'POST',
  path: '/api/mediaFile/verify/:clinicUrl/:branchUrl/:id',
  access: READ,
  params: ZMediaParams,
  response: ZMediaIntegrity,
});

/**
 * The image viewer call: a fresh link for viewing a file the caller may read, named by a link to
 * it (any earlier one, expired or not). Opening a patient's file is audited like opening the record.
 */
export const view = defineEndpoint({
  id: 'media.view',
  method: 'POST',
  path: '/api/mediaFile/viewer/:clinicUrl/:branchUrl',
  access: READ,
  params: ZBranchParams,
  body: ZMediaViewBody,
  response: ZMediaView,
});

/** Spec `DELETE recycleBin/{id}`: into the bin, restorable. */
export const moveToBin = defineEndpoint({
  id: 'media.moveToBin',
  method: 'DELETE',
  path: '/api/mediaFile/recycleBin/:clinicUrl/:branchUrl/:id',
  access: DELETE,
  params: ZMediaParams,
  response: ZMediaRemoved,
});

export const restore = defineEndpoint({
  id: 'media.restore',
  method: 'POST',
  path: '/api/mediaFile/restore/:clinicUrl/:branchUrl/:id',
  access: MANAGE,
  params: ZMediaParams,
  response: ZMediaFile,
});

/** Spec `DELETE {id}`: a file in the bin, gone for good (row and bytes). */
export const purge = defineEndpoint({
  id: 'media.purge',
  method: 'DELETE',
  path: '/api/mediaFile/:clinicUrl/:branchUrl/:id',
  access: MANAGE,
  params: ZMediaParams,
  response: ZMediaRemoved,
});

/** Spec `DELETE clear/recycleBin`: every file in the branch's bin, gone for good. */
export const emptyBin = defineEndpoint({
  id: 'media.emptyBin',
  method: 'DELETE',
  path: '/api/mediaFile/clear/recycleBin/:clinicUrl/:branchUrl',
  access: MANAGE,
  params: ZBranchParams,
  response: ZMediaBinEmptied,
});

// ---- Protocol media (spec clinic §7): the five orthodontic views of a patient, in batches ----

/** Multipart: `data` (ZProtocolUploadData) then one `file` part per described file, in order. */
export const protocolCreate = defineEndpoint({
  id: 'media.protocolCreate',
  method: 'POST',
  path: '/api/protocolMedia/:clinicUrl/:branchUrl/:patientId',
  access: UPLOAD,
  params: ZProtocolParams,
  multipart: true,
  response: ZProtocolMedia,
});

/** Adds or replaces views within 24 hours of creation (a replaced photo goes to the bin). */
export const protocolUpdate = defineEndpoint({
  id: 'media.protocolUpdate',
  method: 'PUT',
  path: '/api/protocolMedia/:clinicUrl/:branchUrl/:patientId/:id',
  access: UPLOAD,
  params: ZProtocolItemParams,
  multipart: true,
  response: ZProtocolMedia,
});

export const protocolList = defineEndpoint({
  id: 'media.protocolList',
  method: 'GET',
  path: '/api/protocolMedia/:clinicUrl/:branchUrl/:patientId',
  access: READ,
  params: ZProtocolParams,
  query: ZProtocolListQuery,
  response: ZPage(ZProtocolMedia),
});

export const protocolGet = defineEndpoint({
  id: 'media.protocolGet',
  method: 'GET',
  path: '/api/protocolMedia/:clinicUrl/:branchUrl/:patientId/:id',
  access: READ,
  params: ZProtocolItemParams,
  response: ZProtocolMedia,
});
