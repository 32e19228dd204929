import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { EventOfObject } from '@usher/infra/http/declared-access';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { aggregateCache } from '../handling/aggregate-cache.ts';

/**
 * The event of the guest a route names by id (`/events/attendees/:id/…`), for
 * its declared need: a guest that never existed, or was removed, is 404 before
 * anyone's role is asked. A guest's event never changes, so a stream the write
 * side holds folded answers without a read (door scanners check in by id, fast).
 */
export function eventOfGuest(context: ServiceContext, options: { removedToo?: boolean } = {}): EventOfObject {
  return {
    object: 'attendee',
    find: async (request) => {
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw DomainError.notFound('attendee');
      const guest = (aggregateCache.get(streamIds.attendee(id))?.state as AttendeeState | undefined) ?? (await readGuest(context, id));
      if (!guest.exists || !guest.event_uuid || (guest.removed && !options.removedToo)) throw DomainError.notFound('attendee');
      return guest.event_uuid;
    },
  };
}

async function readGuest(context: ServiceContext, id: string): Promise<AttendeeState> {
  return fold(attendeeDecider, (await context.store.readStream(streamIds.attendee(id))).map(toDomainEvent));
}
