import { AI_PHOTO_MAX_BYTES } from '@yim/contract';

/** A chosen photo, kept as the data URL the spec names (§5), with the Blob sent to the analyser. */
export type AiPhoto = { id: string; dataUrl: string; blob: Blob; name: string };

export type PhotoProblem = 'tooLarge' | 'notImage' | 'blobConversion';

/** Spec §5: an image, at most 10 MB. */
export function photoProblem(file: File): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > AI_PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The data URL back to bytes for the upload; a URL that is no image's is BLOB_CONVERSION_ERROR (§8). */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const match = /^data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) return null;
  try {
    const binary = atob(match[2]!);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type: match[1] });
  } catch {
    return null;
  }
}
