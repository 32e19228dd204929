import { streamIds, toDomainEvent } from '@usher/events';
import { eventDecider, type EventState } from '@usher/domain/deciders/event-decider';
import { fold } from '@usher/domain/deciders/decider';
import { MERGE_TAGS, type MergeValues } from '@usher/domain/communications/merge-tags';
import { eventMergeValues } from '@usher/domain/communications/merge-tag-examples';
import type { EventStore } from '../../eventstore/event-store.ts';

/** What every recipient of one event shares: read once per batch, not once per message. */
export interface EventMergeContext {
  eventUuid: string;
  appUrl: string;
  event: EventState;
  /** The event's tags of merge group 'event'. */
  eventValues: MergeValues;
}

const EXAMPLES: MergeValues = Object.fromEntries(MERGE_TAGS.map((tag) => [tag.id, tag.example]));

/** The event's tags of merge group 'event' (shared/domain's eventMergeValues, from the folded event). */
export function eventValuesOf(eventUuid: string, event: EventState): MergeValues {
  return eventMergeValues(eventUuid, { ...event.settings, location: event.location });
}

export async function eventMergeContextFor(store: EventStore, eventUuid: string, appUrl: string): Promise<EventMergeContext> {
  const history = await store.readStream(streamIds.event(eventUuid));
  const event = fold(eventDecider, history.map(toDomainEvent));
  return { eventUuid, appUrl, event, eventValues: eventValuesOf(eventUuid, event) };
}

/** A preview's values without a guest: the event's own details, and the tags' examples for the rest. */
export function sampleMergeValues(context: EventMergeContext): MergeValues {
  return { ...EXAMPLES, ...context.eventValues };
}

/** What a caller that folded the guest's own stream knows of them, for a guest the list has not shown yet. */
export interface KnownGuest {
  first_name: string;
  last_name: string;
  is_attending: boolean | null;
}

/**
 * One guest's values for every merge tag, read as they are now; null when the
 * guest is not on the event's list; a null guest: sample values. The guest's
 * values come from the guest list's read models, so infra, which reads none,
 * is handed this: @usher/read-models/mail/guest-merge-values implements it,
 * the mailers pass it, and the command side's previews get it from the
 * composition root (ServiceContext.views).
 */
export type GuestMergeValuesReader = (context: EventMergeContext, attendeeId: string | null, options?: { known?: KnownGuest }) => Promise<MergeValues | null>;
