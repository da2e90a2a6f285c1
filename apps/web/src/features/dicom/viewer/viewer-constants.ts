// The viewer's numbers (spec access §9).
export const ZOOM_IN_FACTOR = 1.2;
export const ZOOM_OUT_FACTOR = 0.8;
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 5;
export const ADJUST_MIN = -50;
export const ADJUST_MAX = 50;
export const ADJUST_STEP = 5;
/** Brightness and contrast reach the image this long after the slider stops. */
export const FILTER_DELAY_MS = 50;
export const REGULAR_IMAGE_TIMEOUT_MS = 10_000;

export const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

export const downloadName = (now: Date = new Date()) => `dicom_${now.getTime()}.png`;

/** CSS filter for brightness and contrast in percent (-50…50): 0 leaves the image as it is. */
export const cssFilter = (brightness: number, contrast: number) =>
  `brightness(${(100 + brightness) / 100}) contrast(${(100 + contrast) / 100})`;
