import { MESSAGE_REJECTIONS, type Messenger } from '../messaging/messaging.ts';

/** Why LINE refuses a message (IntegrationError `rejected`, its `reason`). */
export const LINE_REJECTIONS = {
  ...MESSAGE_REJECTIONS,
  /** The user blocked the clinic's LINE official account: they receive nothing from it. */
  BLOCKED: 'BLOCKED',
} as const;

/**
 * LINE messaging (the clinic's official account): appointment reminders to a LINE user id. See
 * Messenger (messaging/messaging.ts) for the operations; docs/integrations.md for the sandbox's cases.
 */
export type Line = Messenger;
