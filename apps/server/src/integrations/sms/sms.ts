import { MESSAGE_REJECTIONS, type Messenger } from '../messaging/messaging.ts';

/** Why the SMS gateway refuses a message (IntegrationError `rejected`, its `reason`). */
export const SMS_REJECTIONS = { ...MESSAGE_REJECTIONS } as const;

/** Why an accepted SMS was not delivered (MessageDelivery `failureReason`). */
export const SMS_FAILURES = {
  /** The handset was not reached (switched off, out of service, number not in use). */
  UNREACHABLE: 'UNREACHABLE',
} as const;

/**
 * The SMS gateway: appointment reminders to a Thai mobile number (10 digits, 06/08/09…). See
 * Messenger (messaging/messaging.ts) for the operations; docs/integrations.md for the sandbox's cases.
 */
export type Sms = Messenger;
