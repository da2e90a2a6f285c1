// Modality and VOI transforms: which rescale and window apply to a frame (per-frame functional
// groups, then shared ones, then the top level; the first of several windows), and the window
// used when the file has none (min-max of the frame, else 255/127).
import { Tag } from './dicom-tags.ts';
import type { DicomDataset } from './dataset-parser.ts';
import { readDecimal, readDecimals, readItems, readString } from './dataset-values.ts';
import type { DicomFrame } from './frame.ts';
import type { DicomMetadata } from './metadata.ts';

export type WindowLevel = { center: number; width: number };

export type FrameVoi = {
  slope: number;
  intercept: number;
  /** The first window the file gives for this frame, or null. */
  fileWindow: WindowLevel | null;
  voiLutFunction: 'LINEAR' | 'LINEAR_EXACT' | 'SIGMOID';
};

/** The window of the thumbnails and of a frame whose values span nothing (spec §9). */
export const DEFAULT_WINDOW: WindowLevel = { center: 127, width: 255 };

function windowFrom(dataset: DicomDataset | undefined): WindowLevel | null {
  if (!dataset) return null;
  const center = readDecimals(dataset, Tag.WindowCenter)?.[0];
  const width = readDecimals(dataset, Tag.WindowWidth)?.[0];
  return center !== undefined && width !== undefined && width > 0 ? { center, width } : null;
}

export function frameVoi(dataset: DicomDataset, metadata: DicomMetadata, frameIndex: number): FrameVoi {
  const perFrame = readItems(dataset, Tag.PerFrameFunctionalGroups)[frameIndex];
  const shared = readItems(dataset, Tag.SharedFunctionalGroups)[0];
  const groups = [perFrame, shared].filter((group): group is DicomDataset => group !== undefined);
  const voiItems = groups.map((group) => readItems(group, Tag.FrameVoiLutSequence)[0]);
  const rescaleItems = groups.map((group) => readItems(group, Tag.PixelValueTransformationSequence)[0]);

  const fileWindow = voiItems.map(windowFrom).find((window) => window !== null) ?? windowFrom(dataset);
  const rescale = rescaleItems.find((item) => item && readDecimal(item, Tag.RescaleSlope) !== null);
  const slope = (rescale ? readDecimal(rescale, Tag.RescaleSlope) : metadata.rescaleSlope) ?? 1;
  const intercept = (rescale ? readDecimal(rescale, Tag.RescaleIntercept) : metadata.rescaleIntercept) ?? 0;
  const functionName = (
    voiItems.map((item) => (item ? readString(item, Tag.VoiLutFunction) : null)).find(Boolean) ??
    metadata.voiLutFunction ??
    'LINEAR'
  ).toUpperCase();
  const voiLutFunction = functionName === 'SIGMOID' || functionName === 'LINEAR_EXACT' ? functionName : 'LINEAR';
  return { slope: slope === 0 ? 1 : slope, intercept, fileWindow, voiLutFunction };
}

/** The window to show first: the file's, else the frame's modality-value range, else 255/127. */
export function initialWindow(
  frame: DicomFrame,
  voi: FrameVoi,
): { window: WindowLevel; source: 'file' | 'min-max' | 'default' } {
  if (voi.fileWindow) return { window: voi.fileWindow, source: 'file' };
  if (frame.kind === 'gray' && frame.max > frame.min) {
    const a = frame.min * voi.slope + voi.intercept;
    const b = frame.max * voi.slope + voi.intercept;
    const low = Math.min(a, b);
    const high = Math.max(a, b);
    return { window: { center: (low + high) / 2, width: high - low }, source: 'min-max' };
  }
  return { window: DEFAULT_WINDOW, source: 'default' };
}

/** The displayed grey level (0-255) of a modality value (PS3.3 C.11.2.1.2). */
export function windowFunction(window: WindowLevel, kind: FrameVoi['voiLutFunction']): (value: number) => number {
  const { center, width } = window;
  switch (kind) {
    case 'SIGMOID':
      return (value) => 255 / (1 + Math.exp((-4 * (value - center)) / width));
    case 'LINEAR_EXACT': {
      const w = Math.max(width, Number.EPSILON);
      return (value) => clamp(((value - center) / w + 0.5) * 255);
    }
    case 'LINEAR': {
      const w = Math.max(width, 1);
      const low = center - 0.5 - (w - 1) / 2;
      const high = center - 0.5 + (w - 1) / 2;
      return (value) =>
        value <= low ? 0 : value > high ? 255 : w === 1 ? 255 : ((value - (center - 0.5)) / (w - 1) + 0.5) * 255;
    }
  }
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);
