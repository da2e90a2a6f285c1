// The thumbnail's size and its downscaling (spec access §9: longest side 150 px; images over
// 1,000,000 pixels are processed in batches of 50,000 source pixels, with a pause between batches
// so the page stays responsive). Pure arithmetic over RGBA bytes: tested in Node.
export const THUMBNAIL_LONGEST_SIDE = 150;
export const THUMBNAIL_JPEG_QUALITY = 0.8;
export const THUMBNAIL_BATCH_PIXELS = 50_000;
export const THUMBNAIL_BATCHING_ABOVE_PIXELS = 1_000_000;

/** Longest side 150 px, the other in proportion (at least 1); never enlarged. */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, THUMBNAIL_LONGEST_SIDE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Yields to the event loop between batches; replaced in tests to count the pauses. */
export type BatchPause = () => Promise<void>;
const nextTask: BatchPause = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Box-average downscale of RGBA: every source pixel adds to the target pixel it falls in, so no
 * detail is skipped (an unfiltered canvas drawImage of a 3000-pixel radiograph to 150 aliases).
 */
export async function downscaleRgba(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  pause: BatchPause = nextTask,
): Promise<{ data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number }> {
  const target = thumbnailSize(width, height);
  const sums = new Float64Array(target.width * target.height * 4);
  const counts = new Uint32Array(target.width * target.height);
  const columnOf = new Uint32Array(width);
  for (let x = 0; x < width; x++) columnOf[x] = Math.min(target.width - 1, Math.floor((x * target.width) / width));
  const isBatched = width * height > THUMBNAIL_BATCHING_ABOVE_PIXELS;
  let inBatch = 0;
  for (let y = 0; y < height; y++) {
    const rowBase = Math.min(target.height - 1, Math.floor((y * target.height) / height)) * target.width;
    for (let x = 0; x < width; x++) {
      const cell = rowBase + (columnOf[x] as number);
      const from = (y * width + x) * 4;
      const to = cell * 4;
      for (let c = 0; c < 4; c++) sums[to + c] = (sums[to + c] as number) + (source[from + c] as number);
      counts[cell] = (counts[cell] as number) + 1;
      if (isBatched && ++inBatch === THUMBNAIL_BATCH_PIXELS) {
        inBatch = 0;
        await pause();
      }
    }
  }
  const data = new Uint8ClampedArray(sums.length);
  for (let i = 0; i < sums.length; i++) data[i] = Math.round((sums[i] as number) / (counts[i >> 2] || 1));
  return { data, width: target.width, height: target.height };
}
