import { z } from 'zod';
import { callService, readAnswer, segment } from '../http-client.ts';
import type { LiveServiceSettings } from '../integration-settings.ts';
import { amountToSatang, satangToAmount, verifyCallback } from './ktb-fastpay-callback.ts';
import { KTB_FASTPAY_REJECTIONS, type KtbFastPay } from './ktb-fastpay.ts';

// The protocol the live adapter speaks (docs/integrations.md, "KTB fast pay"). Amounts travel as
// baht text with two decimals; refusals are 4xx { error: <KTB_FASTPAY_REJECTIONS reason> }.
const ZAmount = z.string().regex(/^\d{1,9}\.\d{2}$/);
const ZCreated = z.object({
  referenceId: z.string().min(1).max(64),
  paymentUrl: z.string().url(),
  fields: z.record(z.string(), z.string()),
});
const ZTransaction = z.object({
  referenceId: z.string().min(1).max(64),
  merchantReference: z.string(),
  amount: ZAmount,
  status: z.enum(['pending', 'approved', 'failed', 'cancelled']),
  transactionId: z.string().nullable(),
  dateTime: z.iso.datetime({ offset: true }).nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  cancelReason: z.string().nullable(),
});

/** `callbackKey`: the key the bank signs its callbacks with (KTB_FASTPAY_CALLBACK_SECRET). */
export function httpKtbFastPay(settings: LiveServiceSettings, callbackKey: Uint8Array): KtbFastPay {
  const call = (request: Parameters<typeof callService>[2]) => callService('ktbFastPay', settings, request);
  return {
    mode: 'live',
    createPayment: async (request) => {
      const created = readAnswer(
        'ktbFastPay',
        await call({
          method: 'POST',
          path: '/payments',
          body: {
            merchantReference: request.merchantReference,
            amount: satangToAmount(request.amountSatang),
            description: request.description,
            successUrl: request.successUrl,
            failUrl: request.failUrl,
            cancelUrl: request.cancelUrl,
            callbackUrl: request.callbackUrl,
          },
        }),
        ZCreated,
        KTB_FASTPAY_REJECTIONS,
      );
      return {
        referenceId: created.referenceId,
        payload: { url: created.paymentUrl, method: 'POST', fields: created.fields },
      };
    },
    transaction: async (referenceId) => {
      const answer = readAnswer(
        'ktbFastPay',
        await call({ method: 'GET', path: `/payments/${segment(referenceId)}` }),
        ZTransaction,
        KTB_FASTPAY_REJECTIONS,
      );
      return {
        referenceId: answer.referenceId,
        merchantReference: answer.merchantReference,
        amountSatang: amountToSatang(answer.amount),
        status: answer.status,
        transactionId: answer.transactionId,
        decidedAt: answer.dateTime ? new Date(answer.dateTime) : null,
        errorCode: answer.errorCode,
        errorMessage: answer.errorMessage,
        cancelReason: answer.cancelReason,
      };
    },
    readCallback: async (body) => verifyCallback(callbackKey, body),
  };
}
