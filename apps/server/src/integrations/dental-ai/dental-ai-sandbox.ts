import { createHash } from 'node:crypto';
import { IntegrationError } from '../integration-error.ts';
import { runSandboxOperation, type SandboxContext } from '../sandbox/sandbox-runner.ts';
import { sandboxContentText } from './content-sandbox-text.ts';
import { DENTAL_AI_REJECTIONS, type DentalAi, type DentalAiFinding, type DentalAiResult } from './dental-ai.ts';
import { decodePhoto } from './decode-photo.ts';
import { analysePixels, MIN_TOOTH_COVERAGE } from './dental-photo-pipeline.ts';

/** An analyser takes a few seconds a photo. */
const TYPICAL_MS = 2500;
/** A text generator answers in about a second and a half. */
const CONTENT_TYPICAL_MS = 1500;

/** A box in the downscaled photo, back in the photo's own pixels, inside it. */
function toOriginal(finding: DentalAiFinding, sx: number, sy: number, width: number, height: number): DentalAiFinding {
  const at = (value: number, scale: number, limit: number) => Math.min(limit, Math.round(value * scale * 10) / 10);
  return {
    ...finding,
    box: {
      x1: at(finding.box.x1, sx, width),
      y1: at(finding.box.y1, sy, height),
      x2: at(finding.box.x2, sx, width),
      y2: at(finding.box.y2, sy, height),
    },
  };
}

/**
 * The sandbox analyser (docs/dental-ai-sandbox.md): the classical pipeline of
 * dental-photo-pipeline.ts on the photo's pixels, recorded in sandbox_exchanges like every sandbox
 * (the photo by its size and hash, not its bytes: it is patient data). A demonstration, not a diagnosis.
 */
export function sandboxDentalAi(ctx: SandboxContext): DentalAi {
  return {
    mode: 'sandbox',
    analyze: (photo) =>
      runSandboxOperation(
        ctx,
        {
          service: 'dentalAi',
          operation: 'analyze',
          request: {
            photoType: photo.photoType,
            threshold: photo.threshold,
            bytes: photo.bytes.length,
            sha256: createHash('sha256').update(photo.bytes).digest('hex'),
          },
          typicalMs: TYPICAL_MS,
        },
        async (): Promise<DentalAiResult> => {
          const decoded = await decodePhoto(photo.bytes);
          const { toothCoverage, findings } = analysePixels(decoded.image, photo.photoType);
          if (toothCoverage < MIN_TOOTH_COVERAGE) {
            throw new IntegrationError('dentalAi', 'rejected', DENTAL_AI_REJECTIONS.notDentalPhoto);
          }
          const sx = decoded.originalWidth / decoded.image.width;
          const sy = decoded.originalHeight / decoded.image.height;
          return {
            imageWidth: decoded.originalWidth,
            imageHeight: decoded.originalHeight,
            findings: findings
              .filter((finding) => finding.confidence >= photo.threshold)
              .map((finding) => toOriginal(finding, sx, sy, decoded.originalWidth, decoded.originalHeight)),
          };
        },
      ),
    writeContent: (request) =>
      runSandboxOperation(
        ctx,
        { service: 'dentalAi', operation: 'content', request, typicalMs: CONTENT_TYPICAL_MS },
        async () => sandboxContentText(request),
      ),
  };
}
