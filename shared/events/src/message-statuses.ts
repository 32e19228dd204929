// Apart from communication-events.ts (zod schemas) so the dashboard's guest list can name the
// statuses without loading zod and the event catalogue.

/** Every status an outbound message can have (spec section 4). */
export const OUTBOUND_MESSAGE_STATUSES = [
  'accepted',
  'scheduled',
  'queued',
  'sending',
  'dispatched',
  'sent',
  'delivered',
  'read',
  'opened',
  'clicked',
  'undelivered',
  'failed',
  'error',
  'canceled',
  'complained',
  'unsubscribed',
] as const;
