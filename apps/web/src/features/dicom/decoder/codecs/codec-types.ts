// What every codec returns: the samples of one frame and what the stream said about them.
import type { GrayPixels } from '../frame.ts';

export type DecodedSamples = {
  samples: GrayPixels;
  width: number;
  height: number;
  components: number;
  /** The codec itself turned YCbCr into RGB (libjpeg-turbo does; the others do not). */
  isRgb: boolean;
  /** The samples already carry their sign (JPEG 2000 signed streams); otherwise the caller extends it. */
  isSignedAlready: boolean;
  /** Colour samples come one plane per component (JPEG-LS without interleaving). */
  isPlanar?: boolean;
};
