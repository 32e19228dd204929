import { streamIds } from '@usher/events';
import type { AttendeeState } from '@usher/domain/deciders/attendee-decider';
import type { Decider } from '@usher/domain/deciders/decider';
import { hasLimits } from '@usher/domain/waitlist/capacity-state';
import { withCapacityStream } from '@usher/domain/waitlist/with-capacity-stream';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute, type ExecuteResult } from '../handling/execute.ts';
import { loadCapacity, oneAtATime } from './capacity-loading.ts';

/**
 * A guest's own answer, on their RSVP page or a journey's RSVP step (`decider` decides the guest's
 * commands as that page sends them). A Yes on an event with a capacity takes its places (the guest
 * and the plus-ones they bring) in the same append, or is refused with 409 event_full when they are not
 * free: the page then offers the waitlist. Anything else (a No, a plus-one's own answer, a guest not yet
 * approved, an event without limits) is appended as it is; the waitlist keeper counts it after.
 */
export async function answerWithinCapacity<Command, State extends AttendeeState>(
  context: ServiceContext,
  invitation: { attendeeId: string; guest: AttendeeState },
  decider: Decider<State, Command>,
  commands: { streamId: string; command: Command }[],
  answer: { is_attending: boolean; plus_ones: () => Promise<number> },
  metadata: EventMetadata,
): Promise<ExecuteResult<State>> {
  const plain = () => execute(context.store, decider, commands, metadata);
  const { guest, attendeeId } = invitation;
  if (!answer.is_attending || guest.parent_attendee_id || guest.is_approved !== true) return plain();
  const eventUuid = guest.event_uuid!;
  // An event without limits (most) answers at once: its guests' Yeses do not wait in one line per event.
  // Limits set a moment later are the keeper's to count, as an organiser's Yes is.
  if (!hasLimits(await loadCapacity(context, eventUuid))) return plain();
  const capacityStream = streamIds.capacity(eventUuid);
  const plusOnes = await answer.plus_ones();
  return oneAtATime(capacityStream, async () => {
    if (!hasLimits(await loadCapacity(context, eventUuid))) return plain();
    const standing = {
      attendee_id: attendeeId,
      counted: true,
      reason: null,
      ticket_variation_id: guest.ticket_variation_id ?? null,
      plus_ones: plusOnes,
    };
    return execute(
      context.store,
      withCapacityStream(decider),
      [
        ...commands,
        {
          streamId: capacityStream,
          command: { on: 'capacity' as const, commands: [{ type: 'CountGuest' as const, event_uuid: eventUuid, guest: standing, enforce: true }] },
        },
      ],
      metadata,
    );
  });
}
