import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AVATAR_MAX_SIZE,
  CENTRED_VIEW,
  cropAvatar,
  isImageFile,
  loadCropImage,
  panView,
  sourceSquare,
  squareCrop,
  zoomView,
  type ImageSize,
  type SourceSquare,
} from './avatar-crop.ts';

describe('squareCrop', () => {
  it('takes the centred square of a landscape or portrait image and scales it to 100 px', () => {
    expect(squareCrop(400, 300)).toEqual({ sx: 50, sy: 0, side: 300, size: 100 });
    expect(squareCrop(300, 401)).toEqual({ sx: 0, sy: 50, side: 300, size: 100 });
    expect(AVATAR_MAX_SIZE).toBe(100);
  });

  it('never scales a small image up', () => {
    expect(squareCrop(64, 80)).toEqual({ sx: 0, sy: 8, side: 64, size: 64 });
    expect(squareCrop(1, 1, 100).size).toBe(1);
  });
});

// A 150 px viewport over a 400 × 300 image: at zoom 1 one viewport pixel is two image pixels.
const LANDSCAPE: ImageSize = { width: 400, height: 300 };
const VIEWPORT = 150;
const centreOf = (square: SourceSquare) => ({ x: square.sx + square.side / 2, y: square.sy + square.side / 2 });

describe('sourceSquare', () => {
  it('starts as the same centre square as squareCrop', () => {
    expect(sourceSquare(LANDSCAPE, VIEWPORT, CENTRED_VIEW)).toEqual({ sx: 50, sy: 0, side: 300 });
    expect(sourceSquare({ width: 300, height: 401 }, 280, CENTRED_VIEW)).toEqual({ sx: 0, sy: 50, side: 300 });
  });

  it('moves the square against the drag, in image pixels', () => {
    const dragged = panView(LANDSCAPE, VIEWPORT, CENTRED_VIEW, 10, 0);
    expect(sourceSquare(LANDSCAPE, VIEWPORT, dragged)).toEqual({ sx: 30, sy: 0, side: 300 });
  });

  it('shrinks the square as the zoom grows, around the centre, between 1 and 4 times', () => {
    expect(sourceSquare(LANDSCAPE, VIEWPORT, zoomView(LANDSCAPE, VIEWPORT, CENTRED_VIEW, 2))).toEqual({
      sx: 125,
      sy: 75,
      side: 150,
    });
    expect(zoomView(LANDSCAPE, VIEWPORT, CENTRED_VIEW, 0.5).zoom).toBe(1);
    expect(zoomView(LANDSCAPE, VIEWPORT, CENTRED_VIEW, 9).zoom).toBe(4);
    expect(sourceSquare(LANDSCAPE, VIEWPORT, { zoom: 9, panX: 0, panY: 0 }).side).toBe(75);
  });

  it.each([LANDSCAPE, { width: 301, height: 200 }])(
    'keeps the image point under the centre in place while zooming a moved %o',
    (image) => {
      const moved = panView(image, VIEWPORT, zoomView(image, VIEWPORT, CENTRED_VIEW, 2), 20, -10);
      const before = centreOf(sourceSquare(image, VIEWPORT, moved));
      const after = centreOf(sourceSquare(image, VIEWPORT, zoomView(image, VIEWPORT, moved, 3.3)));
      expect(after.x).toBeCloseTo(before.x);
      expect(after.y).toBeCloseTo(before.y);
      expect(before.x).not.toBeCloseTo(image.width / 2);
    },
  );

  it('stops at the edges, so the square is always covered by the image', () => {
    const pushedRight = panView(LANDSCAPE, VIEWPORT, CENTRED_VIEW, 1000, 1000);
    expect(sourceSquare(LANDSCAPE, VIEWPORT, pushedRight)).toEqual({ sx: 0, sy: 0, side: 300 });
    const pushedLeft = panView(LANDSCAPE, VIEWPORT, CENTRED_VIEW, -1000, -1000);
    expect(sourceSquare(LANDSCAPE, VIEWPORT, pushedLeft)).toEqual({ sx: 100, sy: 0, side: 300 });
    // Even a view nobody clamped cannot reach outside the image.
    expect(sourceSquare(LANDSCAPE, VIEWPORT, { zoom: 4, panX: -1e6, panY: 1e6 })).toEqual({ sx: 325, sy: 0, side: 75 });
  });

  it('keeps no overshoot: dragging back from an edge moves the image at once', () => {
    const pushed = panView(LANDSCAPE, VIEWPORT, CENTRED_VIEW, 1000, 0);
    expect(pushed.panX).toBe(25);
    expect(sourceSquare(LANDSCAPE, VIEWPORT, panView(LANDSCAPE, VIEWPORT, pushed, -10, 0)).sx).toBe(20);
  });

  it('pulls a moved image back inside when zooming out', () => {
    const zoomedIn = zoomView(LANDSCAPE, VIEWPORT, CENTRED_VIEW, 4);
    const atCorner = panView(LANDSCAPE, VIEWPORT, zoomedIn, 1000, 1000);
    expect(sourceSquare(LANDSCAPE, VIEWPORT, atCorner)).toEqual({ sx: 0, sy: 0, side: 75 });
    const zoomedOut = zoomView(LANDSCAPE, VIEWPORT, atCorner, 1);
    expect(zoomedOut).toEqual({ zoom: 1, panX: 25, panY: 0 });
    expect(sourceSquare(LANDSCAPE, VIEWPORT, zoomedOut)).toEqual({ sx: 0, sy: 0, side: 300 });
  });

  it('stays inside portrait, landscape and tiny images for any zoom and pan', () => {
    for (const image of [
      LANDSCAPE,
      { width: 300, height: 401 },
      { width: 1, height: 3 },
      { width: 4032, height: 3024 },
    ]) {
      for (const zoom of [1, 1.37, 2.5, 4]) {
        for (const pan of [-5000, -33, 0, 17, 5000]) {
          const view = panView(image, 280, zoomView(image, 280, CENTRED_VIEW, zoom), pan, -pan);
          const square = sourceSquare(image, 280, view);
          expect(square.side).toBeCloseTo(Math.min(image.width, image.height) / zoom);
          expect(square.sx).toBeGreaterThanOrEqual(0);
          expect(square.sy).toBeGreaterThanOrEqual(0);
          expect(square.sx + square.side).toBeLessThanOrEqual(image.width + 1e-9);
          expect(square.sy + square.side).toBeLessThanOrEqual(image.height + 1e-9);
        }
      }
    }
  });
});

describe('isImageFile', () => {
  it('accepts images only', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
  });
});

describe('cropAvatar', () => {
  afterEach(() => vi.restoreAllMocks());

  /** jsdom has no canvas or image decoding: a 1200 × 900 bitmap and a recording 2D context stand in. */
  function fakeCanvas() {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 1200, height: 900, close })),
    );
    const context = { fillStyle: '', imageSmoothingQuality: 'low', fillRect: vi.fn(), drawImage: vi.fn() };
    const canvases: HTMLCanvasElement[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      canvases.push(this);
      return context as unknown as CanvasRenderingContext2D;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
      callback(new Blob(['jpeg'], { type }));
    });
    return { close, context, canvases };
  }

  it('draws the centre square on a 100 × 100 canvas and encodes it as JPEG', async () => {
    const { close, context, canvases } = fakeCanvas();

    const blob = await cropAvatar(new File(['raw'], 'me.png', { type: 'image/png' }));

    expect(blob.type).toBe('image/jpeg');
    expect(canvases[0]?.width).toBe(100);
    expect(canvases[0]?.height).toBe(100);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 150, 0, 900, 900, 0, 0, 100, 100);
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(
      expect.any(Function),
      'image/jpeg',
      expect.any(Number),
    );
    expect(close).toHaveBeenCalled();
  });

  it('draws the framed square when one is given, never scaling a small one up', async () => {
    const { context, canvases } = fakeCanvas();

    await cropAvatar(new File(['raw'], 'me.png', { type: 'image/png' }), AVATAR_MAX_SIZE, {
      sx: 412.5,
      sy: 20,
      side: 450,
    });
    expect(canvases[0]?.width).toBe(100);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 412.5, 20, 450, 450, 0, 0, 100, 100);

    await cropAvatar(new File(['raw'], 'me.png', { type: 'image/png' }), AVATAR_MAX_SIZE, { sx: 0, sy: 0, side: 64.7 });
    expect(canvases[1]?.width).toBe(64);
    expect(context.drawImage).toHaveBeenLastCalledWith(expect.anything(), 0, 0, 64.7, 64.7, 0, 0, 64, 64);
  });
});

describe('loadCropImage', () => {
  const original = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
  afterEach(() => {
    if (original) Object.defineProperty(URL, 'createObjectURL', original);
    else Reflect.deleteProperty(URL, 'createObjectURL');
  });

  it('reads the upright size with the same decoder as the crop, and lets the bitmap go', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 3024, height: 4032, close })),
    );
    // jsdom has no object URLs.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:me' });

    await expect(loadCropImage(new File(['raw'], 'me.jpg', { type: 'image/jpeg' }))).resolves.toEqual({
      url: 'blob:me',
      width: 3024,
      height: 4032,
    });
    expect(close).toHaveBeenCalled();
  });
});
