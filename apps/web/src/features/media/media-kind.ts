import { MEDIA_TYPE_BY_EXTENSION, MEDIA_TYPES, type TMediaFile, type TMediaPresignBody } from '@yim/contract';

// What a file is, for showing and for uploading. The server decides a file's type by its bytes;
// the screen needs a type before it sends a byte (getPresigned signs it) and a way to open it.

export type MediaKind = 'image' | 'dicom' | 'pdf' | 'other';
type MediaType = TMediaPresignBody['fileType'];

const COMMON_IMAGE = /\.(jpe?g|png|gif|bmp|tiff?|webp)$/i;

/**
 * Spec clinic §5 (and access §5): DICOM if the type is application/dicom, or the name ends .dcm or
 * .dicom and not a common image extension.
 */
export function isDicomFile(fileType: string, fileName: string): boolean {
  if (fileType.toLowerCase() === 'application/dicom') return true;
  return /\.(dcm|dicom)$/i.test(fileName) && !COMMON_IMAGE.test(fileName);
}

export function mediaKindOf(file: Pick<TMediaFile, 'fileType' | 'fileName'>): MediaKind {
  if (isDicomFile(file.fileType, file.fileName)) return 'dicom';
  if (file.fileType.startsWith('image/')) return 'image';
  if (file.fileType === 'application/pdf') return 'pdf';
  return 'other';
}

function isMediaType(value: string): value is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(value);
}

/** 'DICM' at byte 128: a DICOM file with its preamble (scanners often write names without .dcm). */
async function hasDicomMagic(file: Blob): Promise<boolean> {
  if (file.size < 132) return false;
  const bytes = new Uint8Array(await file.slice(128, 132).arrayBuffer());
  return String.fromCharCode(...bytes) === 'DICM';
}

/**
 * The type announced for an upload: the browser's if it is one media may be, else the name's
 * extension, else DICOM when its bytes say so; null when the file cannot be uploaded at all.
 */
export async function uploadTypeOf(file: File): Promise<MediaType | null> {
  if (isMediaType(file.type)) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const named = extension ? MEDIA_TYPE_BY_EXTENSION[extension] : undefined;
  if (named) return named;
  return (await hasDicomMagic(file)) ? 'application/dicom' : null;
}

/** Sizes as people read them: KB below a megabyte, MB with one decimal above. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

/** The public DICOM viewer's link for a signed URL (the viewer reads `data`, base64 of the URL). */
/**
 * The signing page (/document, issue 15) for a PDF: its link, the file, the patient and branch;
 * `template` marks a clinic template being signed for the patient.
 */
export function signingHref(input: {
  src: string;
  id: number;
  patientId: number | null;
  clinicUrl: string;
  branchUrl: string;
  filename: string;
  isTemplate: boolean;
}): string {
  const search = new URLSearchParams({
    src: input.src,
    id: String(input.id),
    clinicUrl: input.clinicUrl,
    branchUrl: input.branchUrl,
    filename: input.filename,
  });
  if (input.patientId !== null) search.set('patientId', String(input.patientId));
  if (input.isTemplate) search.set('template', String(input.id));
  return `/document?${search.toString()}`;
}

export function dicomViewerHref(url: string): string {
  const bytes = new TextEncoder().encode(url);
  return `/dicom-viewer?data=${encodeURIComponent(btoa(String.fromCharCode(...bytes)))}`;
}
