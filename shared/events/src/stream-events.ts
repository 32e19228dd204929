import { eventCatalogue, isEventType, type DomainEvent, type DomainEventOf, type EventCatalogue, type EventType } from './catalogue.ts';

/** The kinds of stream the catalogue files its events under ('attendee', 'seat', 'seating_plan', …). */
export type StreamKind = EventCatalogue[EventType]['stream'];

/** The event types the catalogue files under one kind of stream. */
export type EventTypeOfStream<Kind extends StreamKind> = { [T in EventType]: EventCatalogue[T]['stream'] extends Kind ? T : never }[EventType];

/** The events of one kind of stream: what its decider may decide and folds. */
export type StreamEvent<Kind extends StreamKind> = DomainEventOf<EventTypeOfStream<Kind>>;

/**
 * A stored event read as a domain event. Only the catalogue's types enter the log (toNewEvent parses each
 * payload with its type's schema before the append, and upcasters bring older versions up to date on
 * read), so a known type names its payload; an unknown one is refused rather than guessed at.
 */
export function isDomainEvent(event: { type: string; data: unknown }): event is DomainEvent {
  return isEventType(event.type);
}

/** Type and payload of a stored event, as deciders evolve and describers word it. */
export function toDomainEvent(stored: { type: string; data: unknown }): DomainEvent {
  const event = { type: stored.type, data: stored.data };
  if (!isDomainEvent(event)) throw new Error(`${stored.type} is not an event of the catalogue`);
  return event;
}

/** Whether the catalogue files this event under that kind of stream: how a decider over several kinds hands each event to its own. */
export function isEventOfStream<Kind extends StreamKind>(event: DomainEvent, kind: Kind): event is StreamEvent<Kind> {
  return eventCatalogue[event.type].stream === kind;
}
