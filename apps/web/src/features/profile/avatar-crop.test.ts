import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_SIZE, cropAvatar, isImageFile, squareCrop } from './avatar-crop.ts';

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

describe('isImageFile', () => {
  it('accepts images only', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
  });
});

describe('cropAvatar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the centre square on a 100 × 100 canvas and encodes it as JPEG', async () => {
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 1200, height: 900, close })));
    const context = { fillStyle: '', imageSmoothingQuality: 'low', fillRect: vi.fn(), drawImage: vi.fn() };
    const canvases: HTMLCanvasElement[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      canvases.push(this);
      return context as unknown as CanvasRenderingContext2D;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
      callback(new Blob(['jpeg'], { type }));
    });

    const blob = await cropAvatar(new File(['raw'], 'me.png', { type: 'image/png' }));

    expect(blob.type).toBe('image/jpeg');
    expect(canvases[0]?.width).toBe(100);
    expect(canvases[0]?.height).toBe(100);
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 150, 0, 900, 900, 0, 0, 100, 100);
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', expect.any(Number));
    expect(close).toHaveBeenCalled();
  });
});
