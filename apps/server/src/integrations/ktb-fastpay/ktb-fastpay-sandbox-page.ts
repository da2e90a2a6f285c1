import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { isRejection } from '../integration-error.ts';
import { satangToAmount } from './ktb-fastpay-callback.ts';
import {
  SANDBOX_FAIL_CODES,
  type KtbFastPaySandbox,
  type SandboxFailCode,
  type SandboxPagePayment,
  type TesterDecision,
} from './ktb-fastpay-sandbox.ts';

/**
 * The sandbox bank's own page, served by the app under /sandbox/ktb-fastpay/ (not an API endpoint:
 * it stands in for the bank's site, which the browser reaches by posting the payload's hidden
 * form). Plain server-rendered HTML with forms and no script, so the strict content security
 * policy holds. The tester approves, fails (with a reason) or cancels; the bank then posts its
 * signed callback and sends the browser back with 303 to the merchant's URL.
 */
const PATH = '/sandbox/ktb-fastpay';
const ZReference = z.object({ referenceId: z.string().min(1).max(64) });
const ZDecision = ZReference.extend({
  decision: z.enum(['approve', 'fail', 'cancel']),
  errorCode: z.enum(Object.keys(SANDBOX_FAIL_CODES) as [SandboxFailCode, ...SandboxFailCode[]]).optional(),
});

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.25rem;color:#00a6e6}.sandbox{background:#fff3cd;padding:.5rem;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}form{margin:.75rem 0}
button{padding:.5rem 1rem;font-size:1rem;cursor:pointer}</style></head>
<body><p class="sandbox">ธนาคารจำลอง (sandbox): ไม่มีการตัดเงินจริง</p><h1>${escape(title)}</h1>${body}</body></html>`;
}

function paymentPage(payment: SandboxPagePayment): string {
  const details = `<dl><dt>รายการ</dt><dd>${escape(payment.description)}</dd>
<dt>จำนวนเงิน</dt><dd>${escape(satangToAmount(payment.amountSatang))} บาท</dd>
<dt>เลขอ้างอิง</dt><dd>${escape(payment.referenceId)}</dd>
<dt>สถานะ</dt><dd id="status">${escape(payment.status)}</dd></dl>`;
  if (payment.status !== 'pending') {
    const back = payment.returnUrl ? `<p><a href="${escape(payment.returnUrl)}">กลับไปยังร้านค้า</a></p>` : '';
    return layout('KTB Fast Pay', `${details}<p>รายการนี้ดำเนินการแล้ว</p>${back}`);
  }
  const ref = `<input type="hidden" name="referenceId" value="${escape(payment.referenceId)}">`;
  const reasons = Object.entries(SANDBOX_FAIL_CODES)
    .map(([code, text]) => `<option value="${code}">${code} ${escape(text)}</option>`)
    .join('');
  return layout(
    'KTB Fast Pay',
    `${details}
<form method="post" action="${PATH}/decide">${ref}<input type="hidden" name="decision" value="approve"><button type="submit">อนุมัติการชำระเงิน</button></form>
<form method="post" action="${PATH}/decide">${ref}<input type="hidden" name="decision" value="fail"><label>เหตุผล <select name="errorCode">${reasons}</select></label> <button type="submit">ชำระเงินไม่สำเร็จ</button></form>
<form method="post" action="${PATH}/decide">${ref}<input type="hidden" name="decision" value="cancel"><button type="submit">ยกเลิก</button></form>`,
  );
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(layout('ไม่พบรายการ', '<p>ไม่พบรายการชำระเงินนี้ที่ธนาคาร</p>'));
}

export function registerKtbFastPaySandboxPage(app: FastifyInstance, bank: KtbFastPaySandbox): void {
  const show = async (input: unknown, reply: FastifyReply) => {
    const parsed = ZReference.safeParse(input);
    if (!parsed.success) return notFound(reply);
    try {
      const payment = await bank.pagePayment(parsed.data.referenceId);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(paymentPage(payment));
    } catch (error) {
      if (isRejection(error, 'PAYMENT_NOT_FOUND')) return notFound(reply);
      throw error;
    }
  };
  // The merchant's hidden form posts here; a reload of the page comes by GET.
  app.post(`${PATH}/pay`, async (req, reply) => show(req.body, reply));
  app.get(`${PATH}/pay`, async (req, reply) => show(req.query, reply));

  app.post(`${PATH}/decide`, async (req, reply) => {
    const parsed = ZDecision.safeParse(req.body);
    if (!parsed.success) return notFound(reply);
    const { referenceId, decision, errorCode } = parsed.data;
    const chosen: TesterDecision =
      decision === 'fail' ? { kind: 'fail', errorCode: errorCode ?? '51' } : { kind: decision };
    try {
      const decided = await bank.decide(referenceId, chosen);
      if (decided.alreadyDecided || !decided.returnUrl) {
        return reply.type('text/html; charset=utf-8').send(paymentPage(decided));
      }
      return reply.redirect(decided.returnUrl, 303);
    } catch (error) {
      if (isRejection(error, 'PAYMENT_NOT_FOUND')) return notFound(reply);
      throw error;
    }
  });
}
