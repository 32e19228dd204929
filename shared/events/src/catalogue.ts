import type { z } from 'zod';
import * as attendee from './attendee-events.ts';
import * as event from './event-events.ts';
import * as user from './user-events.ts';

/**
 * Every domain event type with its current schema version. Integrators read
 * this catalogue (as JSON Schema); writers validate against it before append.
 */
export const eventCatalogue = {
  UserRegistered: { version: 1, schema: user.UserRegistered, stream: 'user' },
  UserLoggedIn: { version: 1, schema: user.UserLoggedIn, stream: 'user' },
  UserLoggedOut: { version: 1, schema: user.UserLoggedOut, stream: 'user' },
  ActivityLogRead: { version: 1, schema: user.ActivityLogRead, stream: 'user' },
  EventCreated: { version: 1, schema: event.EventCreated, stream: 'event' },
  EventUpdated: { version: 1, schema: event.EventUpdated, stream: 'event' },
  EventLocationChanged: { version: 1, schema: event.EventLocationChanged, stream: 'event' },
  EventArchived: { version: 1, schema: event.EventArchived, stream: 'event' },
  EventRestored: { version: 1, schema: event.EventRestored, stream: 'event' },
  AttendeeAdded: { version: 1, schema: attendee.AttendeeAdded, stream: 'attendee' },
  AttendeeDetailsChanged: { version: 1, schema: attendee.AttendeeDetailsChanged, stream: 'attendee' },
  AttendeeRemoved: { version: 1, schema: attendee.AttendeeRemoved, stream: 'attendee' },
  AttendeeCheckedIn: { version: 1, schema: attendee.AttendeeCheckedIn, stream: 'attendee' },
  AttendeeCheckInUndone: { version: 1, schema: attendee.AttendeeCheckInUndone, stream: 'attendee' },
  AttendeeRsvpSet: { version: 1, schema: attendee.AttendeeRsvpSet, stream: 'attendee' },
  AttendeeApprovalSet: { version: 1, schema: attendee.AttendeeApprovalSet, stream: 'attendee' },
} as const;

export type EventCatalogue = typeof eventCatalogue;
export type EventType = keyof EventCatalogue;
export type EventData<T extends EventType> = z.infer<EventCatalogue[T]['schema']>;

/** A domain event as deciders produce and evolve it: type plus payload. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type DomainEventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}

export const streamIds = {
  user: (id: string) => `user-${id}`,
  event: (uuid: string) => `event-${uuid}`,
  attendee: (id: string) => `attendee-${id}`,
};
