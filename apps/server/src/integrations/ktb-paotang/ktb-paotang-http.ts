import { z } from 'zod';
import { callService, readAnswer, segment, type ServiceAnswer } from '../http-client.ts';
import { IntegrationError } from '../integration-error.ts';
import type { LiveServiceSettings } from '../integration-settings.ts';
import { KTB_PAOTANG_REJECTIONS, type KtbPaotang } from './ktb-paotang.ts';

// The protocol the live adapter speaks (docs/integrations.md, "KTB Paotang"): co-payment visits are
// resources under /co-payment-visits; the scheme's own 'No data found' is 400 { errorCode: 400,
// errorMessage }; other refusals are 4xx { error: <KTB_PAOTANG_REJECTIONS reason> }.
const ZNoDataFound = z.object({ errorCode: z.literal(400), errorMessage: z.literal('No data found') });

function read<T>(answer: ServiceAnswer, schema: z.ZodType<T>): T {
  if (answer.status === 400 && ZNoDataFound.safeParse(answer.body).success) {
    throw new IntegrationError('ktbPaotang', 'rejected', KTB_PAOTANG_REJECTIONS.NO_DATA_FOUND);
  }
  return readAnswer('ktbPaotang', answer, schema, KTB_PAOTANG_REJECTIONS);
}

export function httpKtbPaotang(settings: LiveServiceSettings): KtbPaotang {
  const call = (request: Parameters<typeof callService>[2]) => callService('ktbPaotang', settings, request);
  return {
    mode: 'live',
    openVisit: async (request) =>
      read(
        await call({
          method: 'POST',
          path: '/co-payment-visits',
          body: { personalId: request.personalId, branchCode: request.branchCode, serviceDate: request.serviceDate },
        }),
        z.object({ referenceNo: z.string().min(1) }),
      ),
    cancelVisit: async (referenceNo) => {
      read(await call({ method: 'DELETE', path: `/co-payment-visits/${segment(referenceNo)}` }), z.unknown());
    },
  };
}
