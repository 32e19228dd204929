import { streamIds } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { transferStatusOf } from '@usher/domain/deciders/attendee-ticket-transfer';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { attendeeOfTransfer } from '@usher/infra/eventstore/log-lookups';
import { execute } from '../handling/execute.ts';

const transferNotFound = () => DomainError.notFound('ticket_transfer');

/**
 * The organiser's decision on a transfer that waits for approval. Which ticket a transfer
 * belongs to is asked of the log (the guest's stream that asked for it: a transfer asked a
 * moment ago is found); whether it still waits, and for what, the ticket's own stream decides.
 */
export async function decideTransfer(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  transferId: string,
  decision: 'approve' | 'reject',
  metadata: EventMetadata,
) {
  if (!isUuid(transferId)) throw transferNotFound();
  const attendeeId = await attendeeOfTransfer(context.db, eventUuid, transferId);
  if (!attendeeId) throw transferNotFound();
  const streamId = streamIds.attendee(attendeeId);
  const command =
    decision === 'approve'
      ? { type: 'ApproveTicketTransfer' as const, transfer_id: transferId, at: context.clock.now() }
      : { type: 'RejectTicketTransfer' as const, transfer_id: transferId };
  const result = await execute(context.store, attendeeDecider, [{ streamId, command }], metadata, {
    authorize: async (states) => {
      const state = states.get(streamId)!;
      if (!state.exists || state.removed || state.event_uuid !== eventUuid) throw transferNotFound();
    },
  });
  return { data: { id: transferId, status: transferStatusOf(result.states.get(streamId)!, transferId)! }, position: result.position };
}
