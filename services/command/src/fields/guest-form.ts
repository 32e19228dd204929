import { streamIds } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import type { GuestFormRules } from '@usher/domain/deciders/attendee-guest-fields';
import { fold } from '@usher/domain/deciders/decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';

/** What the event asks of a guest's fields: its custom fields and required built-in fields. */
export async function guestFormOfEvent(context: ServiceContext, eventUuid: string): Promise<GuestFormRules> {
  const { fields } = await loadEvent(context, eventUuid);
  return { custom_fields: fields.custom_fields, default_fields: fields.default_fields };
}

/**
 * The form rules of the event a guest belongs to, read from the log (the
 * guest list may not show a guest added a moment ago). Undefined for an
 * unknown guest: the command then answers 404 on its own.
 */
export async function guestFormOfAttendee(context: ServiceContext, attendeeId: string): Promise<GuestFormRules | undefined> {
  if (!isUuid(attendeeId)) return undefined;
  const history = await context.store.readStream(streamIds.attendee(attendeeId));
  const state = fold(attendeeDecider, history.map(toDomainEvent));
  return state.event_uuid ? guestFormOfEvent(context, state.event_uuid) : undefined;
}
