/** Spec access §5 and §9: avatars are square, at most uploadMaxSize (100 px) a side, JPEG. */
export const AVATAR_MAX_SIZE = 100;
const JPEG_QUALITY = 0.9;

export type SquareCrop = {
  /** Top-left corner of the source square. */
  sx: number;
  sy: number;
  /** Side of the source square: the shorter side of the image. */
  side: number;
  /** Side of the output: the source side, scaled down to at most the maximum, never up. */
  size: number;
};

/** The centred square of an image and the size it is drawn at. */
export function squareCrop(width: number, height: number, maxSize: number = AVATAR_MAX_SIZE): SquareCrop {
  const side = Math.min(width, height);
  return {
    sx: Math.floor((width - side) / 2),
    sy: Math.floor((height - side) / 2),
    side,
    size: Math.max(1, Math.min(maxSize, side)),
  };
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

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), 'image/jpeg', JPEG_QUALITY);
  });
}

/** Centre-crops an image file to a square, scales it to at most `maxSize` and encodes it as JPEG. */
export async function cropAvatar(file: Blob, maxSize: number = AVATAR_MAX_SIZE): Promise<Blob> {
  const image = await decodeImage(file);
  try {
    const crop = squareCrop(image.width, image.height, maxSize);
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
