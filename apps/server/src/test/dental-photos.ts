import sharp from 'sharp';

// Synthetic mouth photos for the AI tests: flat colours a test can reason about (enamel, gum,
// an inflamed patch, a deposit at the gum line, a cavity, a chalky spot, a coated tongue), so
// that what the sandbox pipeline must find is known. No real patient's photo is in the repository.

type Rgb = [number, number, number];
type Rect = { x: number; y: number; width: number; height: number; colour: Rgb };

export const ENAMEL: Rgb = [238, 232, 215];
export const GUM: Rgb = [225, 130, 140];
export const INFLAMED: Rgb = [200, 35, 45];
export const DEPOSIT: Rgb = [185, 145, 70];
export const CAVITY: Rgb = [55, 40, 30];
export const CHALK: Rgb = [255, 255, 255];
export const DENTINE: Rgb = [225, 185, 115];
export const TONGUE: Rgb = [215, 115, 125];
export const COATING: Rgb = [230, 215, 175];

export async function paint(width: number, height: number, background: Rgb, rects: Rect[]): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) data.set(background, i * 3);
  for (const r of rects) {
    for (let y = r.y; y < Math.min(height, r.y + r.height); y++) {
      for (let x = r.x; x < Math.min(width, r.x + r.width); x++) data.set(r.colour, (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** An upper arch: a gum band with an inflamed patch, a deposit at the gum line, a cavity, worn enamel, a chalky spot. */
export function upperPhoto(): Promise<Buffer> {
  return paint(400, 300, ENAMEL, [
    { x: 0, y: 0, width: 400, height: 60, colour: GUM },
    { x: 60, y: 15, width: 60, height: 40, colour: INFLAMED },
    { x: 200, y: 60, width: 40, height: 14, colour: DEPOSIT },
    { x: 150, y: 150, width: 16, height: 16, colour: CAVITY },
    { x: 80, y: 200, width: 20, height: 20, colour: DENTINE },
    { x: 300, y: 180, width: 20, height: 20, colour: CHALK },
  ]);
}

/** A lower arch: gum, two cavities, and below the teeth a tongue with a cream coating. */
export function lowerPhoto(): Promise<Buffer> {
  return paint(360, 360, ENAMEL, [
    { x: 0, y: 0, width: 360, height: 50, colour: GUM },
    { x: 60, y: 110, width: 14, height: 14, colour: CAVITY },
    { x: 250, y: 130, width: 18, height: 12, colour: CAVITY },
    { x: 0, y: 220, width: 360, height: 140, colour: TONGUE },
    { x: 110, y: 250, width: 140, height: 80, colour: COATING },
  ]);
}
