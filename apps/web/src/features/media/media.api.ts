import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import {
  media,
  PROTOCOL_PAGE,
  type TMediaCategory,
  type TMediaFile,
  type TMediaPresignBody,
  type TProtocolUploadData,
} from '@yim/contract';
import { callApi, callUrl, type UploadProgress } from '../../lib/api-client.ts';
import type { BranchRef } from '../patients/patients.api.ts';

// Every call of the media screens, through the contract's descriptors (spec clinic §7, docs/wire.md).
// Uploads are silent: their screens say which file failed ('อัปโหลดภาพล้มเหลว'), and the global
// handler still opens the upload-limit dialogs for silent calls (lib/upload-limits.ts).

/** A patient's files are few; one page holds them (the server's page limit is 100). */
export const PATIENT_FILES_LIMIT = 100;
/** The file manager pages by 24 (a grid of 2, 3, 4 or 6 a row). */
export const FILE_MANAGER_PAGE = 24;

export type MediaFilter = { category: TMediaCategory | null; isBin: boolean };

export const mediaKeys = {
  all: (branch: BranchRef) => ['media', branch.clinicUrl, branch.branchUrl] as const,
  patient: (branch: BranchRef, patientId: number, filter: MediaFilter) =>
    [...mediaKeys.all(branch), 'patient', patientId, filter] as const,
  branch: (branch: BranchRef, filter: MediaFilter, page: number) =>
    [...mediaKeys.all(branch), 'branch', filter, page] as const,
  usage: (branch: BranchRef) => [...mediaKeys.all(branch), 'usage'] as const,
  protocols: (branch: BranchRef, patientId: number) => [...mediaKeys.all(branch), 'protocol', patientId] as const,
};

// Links are signed for 15 minutes (media-links.service.ts): lists are fetched again well before.
const LINK_FRESH_MS = 10 * 60_000;
// A viewing link lives five minutes (media-view.service.ts).
const VIEW_FRESH_MS = 4 * 60_000;

function listQuery(filter: MediaFilter) {
  return { category: filter.category ?? undefined, deleted: filter.isBin ? ('true' as const) : ('false' as const) };
}

/** A patient's files across the clinic, or (file managers) those of them in the recycle bin. */
export function patientFilesQuery(branch: BranchRef, patientId: number, filter: MediaFilter) {
  return queryOptions({
    queryKey: mediaKeys.patient(branch, patientId, filter),
    queryFn: ({ signal }) =>
      callApi(media.list, {
        params: branch,
        query: { patientId, limit: PATIENT_FILES_LIMIT, ...listQuery(filter) },
        signal,
      }),
    staleTime: LINK_FRESH_MS,
    refetchInterval: LINK_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The branch's files (file manager), a page at a time. */
export function branchFilesQuery(branch: BranchRef, filter: MediaFilter, page: number) {
  return queryOptions({
    queryKey: mediaKeys.branch(branch, filter, page),
    queryFn: ({ signal }) =>
      callApi(media.list, {
        params: branch,
        query: { offset: page * FILE_MANAGER_PAGE, limit: FILE_MANAGER_PAGE, ...listQuery(filter) },
        signal,
      }),
    staleTime: LINK_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function mediaUsageQuery(branch: BranchRef) {
  return queryOptions({
    queryKey: mediaKeys.usage(branch),
    queryFn: ({ signal }) => callApi(media.usage, { params: branch, signal }),
  });
}

export type UploadTarget = { category: TMediaCategory; patientId: number | null; remark?: string };

/**
 * One file the way the spec uploads (clinic §7): getPresigned (the server checks plan, quota,
 * size and type first), the PUT to storage without the bearer, with its progress, then confirm
 * (the server reads what arrived).
 */
export async function uploadMediaFile(
  branch: BranchRef,
  target: UploadTarget,
  file: File,
  fileType: TMediaPresignBody['fileType'],
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<TMediaFile> {
  const signed = await callApi(media.getPresigned, {
    params: branch,
    body: {
      category: target.category,
      patientId: target.patientId,
      remark: target.remark ?? '',
      fileName: file.name,
      fileType,
      fileSize: file.size,
    },
    signal,
    silent: true,
  });
  await callUrl(signed.url, {
    method: 'PUT',
    body: file,
    contentType: signed.headers['content-type'],
    signal,
    onUploadProgress: onProgress,
    context: 'media.upload',
    silent: true,
  });
  return callApi(media.confirm, { params: { ...branch, id: signed.id }, signal, silent: true });
}

/**
 * The image viewer call: a fresh five-minute link for a file being opened, which also records
 * the opening (a patient's file is part of the record).
 */
export function viewFile(branch: BranchRef, file: Pick<TMediaFile, 'mediaURL'>) {
  return callApi(media.view, { params: branch, body: { image_url: file.mediaURL } });
}

/** The lightbox's image (none while it is closed): asked once per file shown, kept while its link lives. */
export function fileViewQuery(branch: BranchRef, file: TMediaFile | undefined) {
  return queryOptions({
    queryKey: [...mediaKeys.all(branch), 'view', file?.id ?? null] as const,
    queryFn: file ? () => viewFile(branch, file) : skipToken,
    staleTime: VIEW_FRESH_MS,
    gcTime: VIEW_FRESH_MS,
  });
}

export function moveToBin(branch: BranchRef, id: number) {
  return callApi(media.moveToBin, { params: { ...branch, id } });
}

export function restoreFile(branch: BranchRef, id: number) {
  return callApi(media.restore, { params: { ...branch, id } });
}

export function purgeFile(branch: BranchRef, id: number) {
  return callApi(media.purge, { params: { ...branch, id } });
}

export function emptyBin(branch: BranchRef) {
  return callApi(media.emptyBin, { params: branch });
}

/** A patient's protocols, newest first (spec clinic §9: 10 a page). */
/**
 * A patient's protocol sets, newest first: the spec's page of 10, or its refresh page of 50 once
 * the user asks for the older sets (a patient in years of treatment has more than ten).
 */
export function protocolsQuery(branch: BranchRef, patientId: number, withOlder = false) {
  const limit = withOlder ? PROTOCOL_PAGE.refresh : PROTOCOL_PAGE.default;
  return queryOptions({
    queryKey: [...mediaKeys.protocols(branch, patientId), limit] as const,
    queryFn: ({ signal }) =>
      callApi(media.protocolList, {
        params: { ...branch, patientId },
        query: { limit },
        signal,
      }),
    staleTime: LINK_FRESH_MS,
  });
}

/** A batch of protocol photos: a new protocol, or added to `protocolId` within its 24 hours. */
export function uploadProtocolBatch(
  branch: BranchRef,
  patientId: number,
  protocolId: number | null,
  data: TProtocolUploadData,
  files: readonly File[],
  onProgress: UploadProgress,
) {
  const formData = new FormData();
  formData.append('data', JSON.stringify(data));
  for (const file of files) formData.append('file', file, file.name);
  const params = { ...branch, patientId };
  return protocolId === null
    ? callApi(media.protocolCreate, { params, formData, onUploadProgress: onProgress, silent: true })
    : callApi(media.protocolUpdate, {
        params: { ...params, id: protocolId },
        formData,
        onUploadProgress: onProgress,
        silent: true,
      });
}

/** Tamper evidence: the server hashes the stored bytes again against their upload's digest. */
export function verifyMediaFile(branch: BranchRef, id: number) {
  return callApi(media.verify, { params: { ...branch, id } });
}
