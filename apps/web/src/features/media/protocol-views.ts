import {
  PROTOCOL_EDIT_HOURS,
  PROTOCOL_VIEWS,
  type TProtocolMedia,
  type TProtocolUploadData,
  type TProtocolView,
} from '@yim/contract';
import { batchProblem, type BatchProblem } from './upload-queue.ts';

// The five orthodontic views of a protocol (spec clinic §3, §5) as the screen fills them: each
// view is a slot; the occlusal views fix their arch, the whole-mouth views let the user say which
// arch the photo is filed under (the server requires one).

export type Arch = 'upper' | 'lower';
type Surface = TProtocolUploadData['files'][number]['surface'];

export const VIEW_SLOTS: Record<TProtocolView, { surface: Surface; arch: Arch | null }> = {
  upper_occlusal: { surface: 'occlusal', arch: 'upper' },
  lower_occlusal: { surface: 'occlusal', arch: 'lower' },
  frontal_view: { surface: 'frontal', arch: null },
  right_lateral: { surface: 'right_lateral', arch: null },
  left_lateral: { surface: 'left_lateral', arch: null },
};

export type ChosenPhoto = { file: File; arch: Arch };
export type Chosen = Partial<Record<TProtocolView, ChosenPhoto>>;

/** The views already photographed in a protocol (none for a new one). */
export function takenViews(protocol: TProtocolMedia | null): TProtocolView[] {
  return protocol ? protocol.progress.completed : [];
}

/** Views neither photographed nor chosen for the next upload, in the spec's order. */
export function missingViews(protocol: TProtocolMedia | null, chosen: Chosen): TProtocolView[] {
  const taken = new Set(takenViews(protocol));
  return PROTOCOL_VIEWS.filter((view) => !taken.has(view) && chosen[view] === undefined);
}

/** The order the views are uploaded in: the spec's order of the five. */
export function chosenInOrder(chosen: Chosen): { view: TProtocolView; photo: ChosenPhoto }[] {
  return PROTOCOL_VIEWS.flatMap((view) => {
    const photo = chosen[view];
    return photo ? [{ view, photo }] : [];
  });
}

const PROTOCOL_TYPES = { 'image/jpeg': 'image/jpeg', 'image/png': 'image/png' } as const;

/** JPEG or PNG (spec clinic §5), by the browser's type or else the name; null for anything else. */
export function protocolTypeOf(file: File): 'image/jpeg' | 'image/png' | null {
  if (file.type in PROTOCOL_TYPES) return PROTOCOL_TYPES[file.type as keyof typeof PROTOCOL_TYPES];
  if (file.type !== '') return null;
  if (/\.jpe?g$/i.test(file.name)) return 'image/jpeg';
  if (/\.png$/i.test(file.name)) return 'image/png';
  return null;
}

export type ProtocolProblem = BatchProblem | 'onlyImages';

/** Refused before sending: not JPEG or PNG, none, more than 5, over 10 MB one, over 25 MB all. */
export function protocolBatchProblem(files: readonly File[]): ProtocolProblem | null {
  if (files.some((file) => protocolTypeOf(file) === null)) return 'onlyImages';
  return batchProblem(files);
}

/** The `data` field of the upload and its files, in the same order. */
export function protocolUpload(chosen: Chosen): { data: TProtocolUploadData; files: File[] } {
  const entries = chosenInOrder(chosen);
  return {
    data: {
      labId: null,
      files: entries.map(({ view, photo }) => ({
        fileName: photo.file.name,
        fileType: protocolTypeOf(photo.file) ?? 'image/jpeg',
        fileSize: photo.file.size,
        arch: VIEW_SLOTS[view].arch ?? photo.arch,
        surface: VIEW_SLOTS[view].surface,
      })),
    },
    files: entries.map(({ photo }) => photo.file),
  };
}

/** When a protocol stops taking photos (spec clinic §9: 24 hours after its creation). */
export function editableUntil(protocol: Pick<TProtocolMedia, 'creationDt'>): Date {
  return new Date(new Date(protocol.creationDt).getTime() + PROTOCOL_EDIT_HOURS * 3_600_000);
}
