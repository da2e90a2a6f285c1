import { IntegrationError } from '../integration-error.ts';
import { sandboxMessenger, type MessagingSandboxContext } from '../messaging/messaging-sandbox.ts';
import { SMS_FAILURES, type Sms } from './sms.ts';

/** The gateway accepts a message in about this long. */
const TYPICAL_MS = 300;

/**
 * The sandbox SMS gateway. Its documented cases (docs/integrations.md), in the order they apply:
 * S1 a number starting 0998: the gateway does not answer (unavailable, SANDBOX_OUTAGE);
 * S2 not a Thai mobile number (0 then 6, 8 or 9, ten digits): rejected INVALID_RECIPIENT; an empty
 *    text or one over 1000 characters: INVALID_TEXT;
 * S3 a reference sent before: the same message; with another number or text: DUPLICATE_REFERENCE;
 * S4 a number starting 0999: queued, then failed UNREACHABLE after the delivery delay;
 * S5 any other: queued, then delivered after SANDBOX_MESSAGE_DELIVERY_SECONDS;
 * S6 deliveryOf an id the gateway did not give: rejected MESSAGE_NOT_FOUND.
 */
export function sandboxSms(ctx: MessagingSandboxContext): Sms {
  return sandboxMessenger(ctx, {
    channel: 'sms',
    typicalMs: TYPICAL_MS,
    isValidRecipient: (to) => /^0[689]\d{8}$/.test(to),
    refuse: (message) => {
      if (message.to.startsWith('0998')) throw new IntegrationError('sms', 'unavailable', 'SANDBOX_OUTAGE');
    },
    plan: (message) =>
      message.to.startsWith('0999')
        ? { outcome: 'failed', failureReason: SMS_FAILURES.UNREACHABLE }
        : { outcome: 'delivered' },
  });
}
