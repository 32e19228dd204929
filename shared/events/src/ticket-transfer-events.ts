import { z } from 'zod';
import { uuid } from './common.ts';

// All on the guest's own stream (`attendee-{id}`): a transfer changes who holds that ticket,
// so the ticket's record (seat, tags, host group, plus-ones) stays where it is. No token is
// recorded: the transfer's link and the pass are signed from ids and the pass generation.

const eventUuid = uuid.describe('The event whose guest list the ticket is on.');
const transferId = uuid.describe('The transfer; one ticket has at most one open transfer at a time.');

/** A ticket's holder as a transfer names them. */
export const TicketHolder = z.object({ first_name: z.string(), last_name: z.string(), email: z.string().nullable() });

export const TicketTransferType = z.enum(['soft_transfer', 'hard_transfer']);

export const TicketTransferRequested = z
  .object({
    event_uuid: eventUuid,
    transfer_id: transferId,
    type: TicketTransferType.describe('soft_transfer: the new holder must accept; hard_transfer: no acceptance step.'),
    requires_approval: z.boolean().describe('True when the event asks the organiser to approve transfers before they take effect.'),
    from: TicketHolder.describe('The holder who hands the ticket on.'),
    to: TicketHolder.describe('The person the ticket is handed to.'),
    requested_at: z.string().describe('ISO 8601, UTC.'),
  })
  .describe('A guest asked to hand their ticket to someone else, from their pass.');

export const TicketTransferAccepted = z
  .object({ event_uuid: eventUuid, transfer_id: transferId, accepted_at: z.string() })
  .describe('The person named in a soft transfer accepted the ticket through the link they were emailed.');
export const TicketTransferDeclined = z
  .object({ event_uuid: eventUuid, transfer_id: transferId })
  .describe('The person named in a soft transfer declined the ticket: it stays with its holder.');
export const TicketTransferApproved = z
  .object({ event_uuid: eventUuid, transfer_id: transferId })
  .describe('An organiser approved a transfer that waited for approval.');
export const TicketTransferRejected = z
  .object({ event_uuid: eventUuid, transfer_id: transferId })
  .describe('An organiser rejected a transfer: the ticket stays with its holder.');
export const TicketTransferCanceled = z
  .object({ event_uuid: eventUuid, transfer_id: transferId })
  .describe('The holder took back a transfer before it took effect.');

export const TicketTransferCompleted = z
  .object({
    event_uuid: eventUuid,
    transfer_id: transferId,
    from: TicketHolder.describe('The holder the ticket came from.'),
    to: TicketHolder.describe('The new holder.'),
    completed_at: z.string(),
  })
  .describe(
    "A ticket moved to its new holder. An AttendeeDetailsChanged with the new holder's names and address, and an AttendeePassRevoked, follow in the same append.",
  );

export const AttendeePassRevoked = z
  .object({
    event_uuid: eventUuid,
    pass_generation: z.number().int().min(1).describe('The pass generation now valid; passes of every earlier generation stop working.'),
    reason: z.enum(['transferred']),
  })
  .describe("The guest's pass was replaced: the link and QR code they held stop working at once, and a new pass is issued.");
