import type { TIntegrationMode, TMessageStatus } from '@yim/contract';

/** One message to a patient: where to (a mobile number, a LINE user id), what, and the caller's key for it. */
export type OutgoingMessage = {
  to: string;
  text: string;
  /**
   * The caller's idempotency key, unique per intended message (an appointment's reminder:
   * `c{clinic}-a{appointment}-{start}`): sending it again answers the first message.
   */
  reference: string;
};

/** The service accepted the message. */
export type MessageReceipt = { messageId: string; status: TMessageStatus };

/** Where a message stands: queued, delivered, or failed with a reason; `at` is when it got there. */
export type MessageDelivery = {
  messageId: string;
  status: TMessageStatus;
  failureReason: string | null;
  at: Date;
};

/** Refusals both messaging services share (IntegrationError `rejected`, its `reason`). */
export const MESSAGE_REJECTIONS = {
  /** Not a recipient the service can address (a mobile number, a LINE user id). */
  INVALID_RECIPIENT: 'INVALID_RECIPIENT',
  /** An empty text, or one longer than MAX_MESSAGE_LENGTH. */
  INVALID_TEXT: 'INVALID_TEXT',
  /** The reference was used already for another recipient or text. */
  DUPLICATE_REFERENCE: 'DUPLICATE_REFERENCE',
  /** deliveryOf: the message id is not the service's. */
  MESSAGE_NOT_FOUND: 'MESSAGE_NOT_FOUND',
} as const;

export const MAX_MESSAGE_LENGTH = 1000;

/**
 * A messaging service (SMS, LINE): appointment reminders. `send` answers once the service has
 * accepted the message (usually `queued`); `deliveryOf` tells later whether it arrived. Every
 * method throws IntegrationError: `unavailable` when the service cannot be asked, `rejected` with
 * one of the service's rejection reasons when it refuses.
 */
export type Messenger = {
  mode: TIntegrationMode;
  send(message: OutgoingMessage): Promise<MessageReceipt>;
  deliveryOf(messageId: string): Promise<MessageDelivery>;
};
