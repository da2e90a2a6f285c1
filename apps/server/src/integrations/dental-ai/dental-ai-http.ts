import { z } from 'zod';
import { ZAiClassName } from '@yim/contract';
import { IntegrationError } from '../integration-error.ts';
import type { LiveServiceSettings } from '../integration-settings.ts';
import { DENTAL_AI_REJECTIONS, type DentalAi, type DentalAiResult } from './dental-ai.ts';

/**
 * The analyser's answer (docs/integrations.md, "Dental AI"): `POST {AI_SERVICE_URL}/analyze`,
 * multipart `image`, `threshold` and `photoType`, the key as a bearer token.
 */
const ZAnalyserAnswer = z
  .object({
    imageWidth: z.number().int().positive(),
    imageHeight: z.number().int().positive(),
    detections: z.array(
      z.object({
        class_name: ZAiClassName,
        confidence: z.number().min(0).max(1),
        box: z.object({ x1: z.number(), y1: z.number(), x2: z.number(), y2: z.number() }),
      }),
    ),
  })
  .refine((answer) =>
    answer.detections.every(
      ({ box }) =>
        box.x1 >= 0 &&
        box.y1 >= 0 &&
        box.x1 < box.x2 &&
        box.y1 < box.y2 &&
        box.x2 <= answer.imageWidth &&
        box.y2 <= answer.imageHeight,
    ),
  );

const fail = (failure: 'rejected' | 'unavailable', reason: string) => new IntegrationError('dentalAi', failure, reason);

/** A refusal by status: 400 an image it cannot use, 401/403 our key, 422 no teeth in the photo. */
async function refusal(response: Response): Promise<IntegrationError> {
  if (response.status >= 500) return fail('unavailable', `HTTP_${response.status}`);
  if (response.status === 401 || response.status === 403) return fail('rejected', DENTAL_AI_REJECTIONS.unauthorized);
  if (response.status === 400) return fail('rejected', DENTAL_AI_REJECTIONS.imageInvalid);
  const stated = z.object({ error: z.string() }).safeParse(await response.json().catch(() => null));
  if (response.status === 422 && stated.success && stated.data.error === DENTAL_AI_REJECTIONS.notDentalPhoto) {
    return fail('rejected', DENTAL_AI_REJECTIONS.notDentalPhoto);
  }
  return fail('rejected', DENTAL_AI_REJECTIONS.apiError);
}

/** The text service's answer: `POST {AI_SERVICE_URL}/content`, JSON in and out (docs/integrations.md). */
const ZContentAnswer = z.object({
  title: z.string().min(1).max(200),
  paragraphs: z.array(z.string().min(1).max(2000)).min(1).max(20),
});

/** One call to the service: its network failures and refusals as IntegrationErrors, its JSON body. */
async function callService(
  settings: LiveServiceSettings,
  path: string,
  init: { headers: Record<string, string>; body: FormData | string },
) {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  let response: Response;
  try {
    response = await fetch(`${settings.url}${path}`, {
      method: 'POST',
      headers,
      body: init.body,
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw fail('unavailable', timedOut ? 'TIMEOUT' : 'NETWORK');
  }
  if (response.status !== 200) throw await refusal(response);
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw fail('unavailable', timedOut ? 'TIMEOUT' : 'BAD_RESPONSE');
  }
}

export function httpDentalAi(settings: LiveServiceSettings): DentalAi {
  return {
    mode: 'live',
    async analyze(photo) {
      const form = new FormData();
      form.set('threshold', String(photo.threshold));
      form.set('photoType', photo.photoType);
      form.set('image', new Blob([new Uint8Array(photo.bytes)]), `${photo.photoType}.img`);
      const body = await callService(settings, '/analyze', { headers: {}, body: form });
      const parsed = ZAnalyserAnswer.safeParse(body);
      if (!parsed.success) throw fail('unavailable', 'BAD_RESPONSE');
      return {
        imageWidth: parsed.data.imageWidth,
        imageHeight: parsed.data.imageHeight,
        // The analyser may ignore the threshold; we do not.
        findings: parsed.data.detections
          .filter((detection) => detection.confidence >= photo.threshold)
          .map((detection) => ({
            className: detection.class_name,
            confidence: detection.confidence,
            box: detection.box,
          })),
      } satisfies DentalAiResult;
    },
    async writeContent(request) {
      const body = await callService(settings, '/content', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const parsed = ZContentAnswer.safeParse(body);
      if (!parsed.success) throw fail('unavailable', 'BAD_RESPONSE');
      return parsed.data;
    },
  };
}
