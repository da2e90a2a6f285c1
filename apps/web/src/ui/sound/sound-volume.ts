/** Spec access §9: the chime's volume, 0 to 0.6 in steps of 0.05, 0.6 at first, kept locally. */
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 0.6;
export const VOLUME_STEP = 0.05;
export const VOLUME_DEFAULT = 0.6;
export const VOLUME_KEY = 'soundVolume';

/** A stored value, or the default for anything missing, unreadable or out of range. */
export function readVolume(storage: Pick<Storage, 'getItem'> = window.localStorage): number {
  try {
    const raw = storage.getItem(VOLUME_KEY);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) && value >= VOLUME_MIN && value <= VOLUME_MAX ? value : VOLUME_DEFAULT;
  } catch {
    return VOLUME_DEFAULT;
  }
}

/** Keeps the volume on the 0.05 grid (the slider's steps; float sums drift off it). */
export function writeVolume(value: number, storage: Pick<Storage, 'setItem'> = window.localStorage): number {
  const stepped = Math.round(Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, value)) / VOLUME_STEP) * VOLUME_STEP;
  const rounded = Number(stepped.toFixed(2));
  try {
    storage.setItem(VOLUME_KEY, String(rounded));
  } catch {
    // Private mode without storage: the volume holds for this page only.
  }
  return rounded;
}
