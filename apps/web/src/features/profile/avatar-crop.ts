/** Spec access §5 and §9: avatars are square, at most uploadMaxSize (100 px) a side, JPEG. */
export const AVATAR_MAX_SIZE = 100;
const JPEG_QUALITY = 0.9;

/** How far the cropper zooms in: from "the image just covers the square" to four times that. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

export type ImageSize = { width: number; height: number };

/** A square of the source image, in image pixels; its corner may fall between pixels. */
export type SourceSquare = {
  /** Top-left corner of the source square. */
  sx: number;
  sy: number;
  side: number;
};

export type SquareCrop = SourceSquare & {
  /** Side of the output: the source side, scaled down to at most the maximum, never up. */
  size: number;
};

/** Where the image sits in the cropper's square viewport. */
export type CropView = {
  /** 1 is "cover": the shorter side of the image fills the viewport. */
  zoom: number;
  /** How far the image is moved from the centre, in viewport pixels (right and down are positive). */
  panX: number;
  panY: number;
};

export const CENTRED_VIEW: CropView = { zoom: MIN_ZOOM, panX: 0, panY: 0 };

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function outputSize(side: number, maxSize: number): number {
  return Math.max(1, Math.min(maxSize, Math.floor(side)));
}

/** The centred square of an image and the size it is drawn at. */
export function squareCrop(width: number, height: number, maxSize: number = AVATAR_MAX_SIZE): SquareCrop {
  const side = Math.min(width, height);
  return {
    sx: Math.floor((width - side) / 2),
    sy: Math.floor((height - side) / 2),
    side,
    size: outputSize(side, maxSize),
  };
}

/** Viewport pixels per image pixel at a zoom. */
function viewportScale(image: ImageSize, viewport: number, zoom: number): number {
  return (viewport * zoom) / Math.min(image.width, image.height);
}

/**
 * The image point under the viewport centre before any pan: the centre of squareCrop's square
 * (rounded the same way), so an untouched cropper gives exactly the old centre crop.
 */
function anchor(image: ImageSize): { x: number; y: number } {
  const cover = squareCrop(image.width, image.height);
  return { x: cover.sx + cover.side / 2, y: cover.sy + cover.side / 2 };
}

/**
 * The part of the image the viewport shows. Zoom and pan are clamped first, so the square never
 * leaves the image: a crop with empty corners cannot be produced, whatever the gestures did.
 */
export function sourceSquare(image: ImageSize, viewport: number, view: CropView): SourceSquare {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const side = Math.min(image.width, image.height) / zoom;
  const scale = viewportScale(image, viewport, zoom);
  const centre = anchor(image);
  return {
    sx: clamp(centre.x - view.panX / scale, side / 2, image.width - side / 2) - side / 2,
    sy: clamp(centre.y - view.panY / scale, side / 2, image.height - side / 2) - side / 2,
    side,
  };
}

/**
 * Keeps the stored pan within what the image allows, so dragging back after pushing against an
 * edge moves the image at once instead of first working off an invisible overshoot.
 */
function clampView(image: ImageSize, viewport: number, view: CropView): CropView {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = Math.min(image.width, image.height) / zoom / 2;
  const scale = viewportScale(image, viewport, zoom);
  const centre = anchor(image);
  // The pan that puts each image edge at the viewport edge, in viewport pixels.
  const panX = clamp(view.panX, (centre.x - (image.width - half)) * scale, (centre.x - half) * scale);
  const panY = clamp(view.panY, (centre.y - (image.height - half)) * scale, (centre.y - half) * scale);
  return { zoom, panX, panY };
}

/** Moves the image by a drag or key press, in viewport pixels. */
export function panView(image: ImageSize, viewport: number, view: CropView, dx: number, dy: number): CropView {
  return clampView(image, viewport, { ...view, panX: view.panX + dx, panY: view.panY + dy });
}

/**
 * Zooms around the viewport centre: the image point under the centre stays there, which is why
 * the pan grows with the zoom.
 */
export function zoomView(image: ImageSize, viewport: number, view: CropView, zoom: number): CropView {
  const next = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const ratio = next / view.zoom;
  return clampView(image, viewport, { zoom: next, panX: view.panX * ratio, panY: view.panY * ratio });
}

export function isImageFile(file: Blob): boolean {
  return file.type.startsWith('image/');
}

type DecodedImage = { source: CanvasImageSource; width: number; height: number; close: () => void };

async function decodeImage(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    // Browsers apply the EXIF orientation by default, so phone photos come out upright.
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** An image file opened for the cropper: a URL to show it and its upright size. */
export type CropImage = ImageSize & { url: string };

/**
 * Decodes the file the same way cropAvatar does, so the cropper works in the very pixels that will
 * be cropped, and fails here (not after the user has framed the picture) when the file is unreadable.
 */
export async function loadCropImage(file: Blob): Promise<CropImage> {
  const image = await decodeImage(file);
  image.close();
  return { url: URL.createObjectURL(file), width: image.width, height: image.height };
}

export function releaseCropImage(image: CropImage): void {
  URL.revokeObjectURL(image.url);
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/**
 * Crops a square out of an image file (the centre square unless `source` says otherwise), scales
 * it to at most `maxSize` and encodes it as JPEG.
 */
export async function cropAvatar(file: Blob, maxSize: number = AVATAR_MAX_SIZE, source?: SourceSquare): Promise<Blob> {
  const image = await decodeImage(file);
  try {
    const crop = source
      ? { ...source, size: outputSize(source.side, maxSize) }
      : squareCrop(image.width, image.height, maxSize);
    const canvas = document.createElement('canvas');
    canvas.width = crop.size;
    canvas.height = crop.size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('2D canvas is not available');
    // JPEG has no transparency: transparent parts of a PNG become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, crop.size, crop.size);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.size, crop.size);
    return await canvasToJpeg(canvas);
  } finally {
    image.close();
  }
}
