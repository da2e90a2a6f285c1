import { z } from 'zod';
import { ZTerminalSaleStatus } from '@yim/contract';
import { callService, readAnswer, segment, type ServiceAnswer } from '../http-client.ts';
import type { LiveServiceSettings } from '../integration-settings.ts';
import { EDC_TERMINAL_REJECTIONS, type EdcTerminal, type TerminalSale } from './edc-terminal.ts';

// The protocol the live adapter speaks (docs/integrations.md, "Card terminal (EDC)"): the
// terminal's payment gateway keeps sales under /sales, keyed by our reference; refusals are 4xx
// { error: <EDC_TERMINAL_REJECTIONS reason> }.
const ZGatewaySale = z.object({
  reference: z.string(),
  terminalSaleId: z.string(),
  amountSatang: z.number().int(),
  status: ZTerminalSaleStatus,
  approvalCode: z.string().nullable(),
  maskedPan: z.string().nullable(),
  cardBrand: z.string().nullable(),
  responseCode: z.string().nullable(),
  decidedAt: z.string().datetime({ offset: true }).nullable(),
});

function read(answer: ServiceAnswer): TerminalSale {
  const sale = readAnswer('edcTerminal', answer, ZGatewaySale, EDC_TERMINAL_REJECTIONS);
  return { ...sale, decidedAt: sale.decidedAt === null ? null : new Date(sale.decidedAt) };
}

export function httpEdcTerminal(settings: LiveServiceSettings): EdcTerminal {
  const call = (request: Parameters<typeof callService>[2]) => callService('edcTerminal', settings, request);
  return {
    mode: 'live',
    // PUT: creating the sale under our reference is idempotent on the gateway too.
    startSale: async ({ reference, amountSatang }) =>
      read(await call({ method: 'PUT', path: `/sales/${segment(reference)}`, body: { amountSatang } })),
    sale: async (reference) => read(await call({ method: 'GET', path: `/sales/${segment(reference)}` })),
    cancelSale: async (reference) => read(await call({ method: 'POST', path: `/sales/${segment(reference)}/cancel` })),
  };
}
