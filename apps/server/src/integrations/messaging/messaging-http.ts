import { z } from 'zod';
import { ZMessageStatus, type TMessageChannel } from '@yim/contract';
import { callService, readAnswer, segment } from '../http-client.ts';
import type { LiveServiceSettings } from '../integration-settings.ts';
import type { Messenger } from './messaging.ts';

// The protocol both live messaging adapters speak (docs/integrations.md, "SMS and LINE"):
// POST /messages { to, text, reference } → { messageId, status }; GET /messages/{id} → where it
// stands; refusals are 4xx { error: <the service's rejection reason> }.
const ZReceipt = z.object({ messageId: z.string().min(1), status: ZMessageStatus });
const ZDelivery = ZReceipt.extend({ failureReason: z.string().nullable(), at: z.coerce.date() });

export function httpMessenger(
  channel: TMessageChannel,
  settings: LiveServiceSettings,
  rejections: Record<string, string>,
): Messenger {
  const call = (request: Parameters<typeof callService>[2]) => callService(channel, settings, request);
  return {
    mode: 'live',
    send: async (message) =>
      readAnswer(
        channel,
        await call({
          method: 'POST',
          path: '/messages',
          body: { to: message.to, text: message.text, reference: message.reference },
        }),
        ZReceipt,
        rejections,
      ),
    deliveryOf: async (messageId) =>
      readAnswer(
        channel,
        await call({ method: 'GET', path: `/messages/${segment(messageId)}` }),
        ZDelivery,
        rejections,
      ),
  };
}
