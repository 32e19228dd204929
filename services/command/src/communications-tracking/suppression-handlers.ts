import { streamIds } from '@usher/events';
import { messageTrackingDecider, type MessageTrackingCommand } from '@usher/domain/deciders/message-tracking-decider';
import { suppressionAddressKey } from '@usher/infra/mail/message-tokens';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';

/**
 * An organiser puts an address on, or takes it off, the suppression list of
 * the event's organisation (the list is the organisation's: every event's
 * communications skip it). Both are idempotent: the answer says where the
 * address stands.
 */
export async function changeSuppression(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  change: { email: string; suppress: boolean },
  metadata: EventMetadata,
) {
  const organisation_id = user.organisation_id;
  const email = change.email.trim();
  const streamId = streamIds.suppression(organisation_id, suppressionAddressKey(email));
  const command: MessageTrackingCommand = change.suppress
    ? { type: 'SuppressAddress', organisation_id, email, reason: 'added_by_organiser', attendee_id: null, message_id: null, event_uuid: eventUuid }
    : { type: 'UnsuppressAddress', organisation_id, email, reason: 'removed_by_organiser', attendee_id: null };
  const result = await execute(context.store, messageTrackingDecider, [{ streamId, command }], metadata);
  const { suppressed, reason } = result.states.get(streamId)!.suppression;
  return { data: { email: email.toLowerCase(), suppressed, reason }, position: result.position };
}
