import { randomUUID } from 'node:crypto';
import type { TMessageChannel } from '@yim/contract';
import { IntegrationError } from '../integration-error.ts';
import { runSandboxOperation, type SandboxContext } from '../sandbox/sandbox-runner.ts';
import { messageState } from './message-state.ts';
import { MAX_MESSAGE_LENGTH, MESSAGE_REJECTIONS, type Messenger, type OutgoingMessage } from './messaging.ts';
import { findMessage, findMessageByReference, insertMessage } from './messages-sandbox.repo.ts';

export type MessagingSandboxContext = SandboxContext & { deliverySeconds: number };

/** What becomes of a message the service accepts. */
export type PlannedOutcome = { outcome: 'delivered' } | { outcome: 'failed'; failureReason: string };

/**
 * One messaging service's documented cases: `refuse` throws for a message the service does not
 * accept (an outage, a refusal: docs/integrations.md), `plan` says what becomes of an accepted one.
 */
export type MessagingRules = {
  channel: TMessageChannel;
  typicalMs: number;
  isValidRecipient(to: string): boolean;
  refuse(message: OutgoingMessage): void;
  plan(message: OutgoingMessage): PlannedOutcome;
};

/**
 * A sandbox messaging service with an outbox in the database: the order every messaging sandbox
 * applies its cases in is the service's outage and refusals (`rules.refuse`), an invalid recipient
 * or text, a reference sent before (the same message, or DUPLICATE_REFERENCE), then a new message
 * queued for `deliverySeconds` before it is delivered or fails as planned.
 */
export function sandboxMessenger(ctx: MessagingSandboxContext, rules: MessagingRules): Messenger {
  const { channel } = rules;
  function reject(reason: keyof typeof MESSAGE_REJECTIONS): never {
    throw new IntegrationError(channel, 'rejected', MESSAGE_REJECTIONS[reason]);
  }
  const call = (operation: string, request: unknown) => ({
    service: channel,
    operation,
    request,
    typicalMs: rules.typicalMs,
  });

  return {
    mode: 'sandbox',
    send: (message) =>
      runSandboxOperation(ctx, call('send', message), async (tx) => {
        rules.refuse(message);
        if (!rules.isValidRecipient(message.to)) reject('INVALID_RECIPIENT');
        if (message.text.trim() === '' || message.text.length > MAX_MESSAGE_LENGTH) reject('INVALID_TEXT');
        const now = ctx.now();
        const sent = await findMessageByReference(tx, channel, message.reference);
        if (sent) {
          if (sent.recipient !== message.to || sent.text !== message.text) reject('DUPLICATE_REFERENCE');
          return { messageId: sent.messageId, status: messageState(sent, now).status };
        }
        const planned = rules.plan(message);
        const row = {
          channel,
          messageId: `${channel}-${randomUUID()}`,
          recipient: message.to,
          text: message.text,
          reference: message.reference,
          sentAt: now,
          settlesAt: new Date(now.getTime() + ctx.deliverySeconds * 1000),
          outcome: planned.outcome,
          failureReason: planned.outcome === 'failed' ? planned.failureReason : null,
        };
        await insertMessage(tx, row);
        return { messageId: row.messageId, status: messageState(row, now).status };
      }),

    deliveryOf: (messageId) =>
      runSandboxOperation(ctx, call('deliveryOf', { messageId }), async (tx) => {
        const row = await findMessage(tx, channel, messageId);
        if (!row) reject('MESSAGE_NOT_FOUND');
        return { messageId, ...messageState(row, ctx.now()) };
      }),
  };
}
