import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The outbox of the SMS and LINE sandboxes: every message they accepted, what it will come to
 * (delivered, or failed with a reason) and when (settles_at; queued until then). Shared by the two
 * services because the sandbox page shows one outbox. Owner only, like every sandbox table
 * (docs/adr/0010).
 */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** sms or line. */
    channel: text('channel').notNull(),
    messageId: text('message_id').notNull(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    reference: text('reference').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
    /** delivered or failed, from settles_at on. */
    outcome: text('outcome').notNull(),
    failureReason: text('failure_reason'),
  },
  (t) => [
    uniqueIndex('sandbox_messages_message_id_idx').on(t.messageId),
    uniqueIndex('sandbox_messages_reference_idx').on(t.channel, t.reference),
    index('sandbox_messages_channel_idx').on(t.channel, t.id),
  ],
);
