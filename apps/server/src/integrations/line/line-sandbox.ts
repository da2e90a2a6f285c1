import { IntegrationError } from '../integration-error.ts';
import { sandboxMessenger, type MessagingSandboxContext } from '../messaging/messaging-sandbox.ts';
import { LINE_REJECTIONS, type Line } from './line.ts';

/** LINE accepts a message in about this long. */
const TYPICAL_MS = 250;

/**
 * The sandbox LINE service. Its documented cases (docs/integrations.md), in the order they apply:
 * M1 a user id starting `down`: LINE does not answer (unavailable, SANDBOX_OUTAGE);
 * M2 a user id starting `blocked`: rejected BLOCKED (the user blocked the clinic's account);
 * M3 a blank user id, or one with spaces or over 64 characters: rejected INVALID_RECIPIENT; an empty
 *    text or one over 1000 characters: INVALID_TEXT;
 * M4 a reference sent before: the same message; with another user or text: DUPLICATE_REFERENCE;
 * M5 any other: queued, then delivered after SANDBOX_MESSAGE_DELIVERY_SECONDS;
 * M6 deliveryOf an id LINE did not give: rejected MESSAGE_NOT_FOUND.
 */
export function sandboxLine(ctx: MessagingSandboxContext): Line {
  return sandboxMessenger(ctx, {
    channel: 'line',
    typicalMs: TYPICAL_MS,
    isValidRecipient: (to) => /^\S{1,64}$/.test(to),
    refuse: (message) => {
      if (message.to.startsWith('down')) throw new IntegrationError('line', 'unavailable', 'SANDBOX_OUTAGE');
      if (message.to.startsWith('blocked')) throw new IntegrationError('line', 'rejected', LINE_REJECTIONS.BLOCKED);
    },
    plan: () => ({ outcome: 'delivered' }),
  });
}
