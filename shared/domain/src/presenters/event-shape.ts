import { combineDateTime } from '../events/event-dates.ts';
import type { Location } from '../constants/locations.ts';
import type { EventSettings } from '../deciders/event-defaults.ts';

export interface EventShapeInput {
  uuid: string;
  settings: EventSettings;
  location: Location;
  is_archived: boolean;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  has_unread_logs?: boolean;
  guests_count?: number;
}

/** The event as the API answers it (spec section 3, Event form), from commands and queries alike. */
export function eventShape(input: EventShapeInput) {
  const { settings } = input;
  return {
    uuid: input.uuid,
    ...settings,
    starts_at: combineDateTime(settings.starts_date, settings.starts_time, settings.timezone),
    ends_at: combineDateTime(settings.end_date, settings.end_time, settings.timezone),
    location: input.location,
    ticket_variations: [] as unknown[],
    is_archived: input.is_archived,
    archived_at: input.archived_at,
    // The skeleton has one role: the organisation that owns the event may view and edit.
    permissions: { view: true, edit: true },
    has_unread_logs: input.has_unread_logs ?? false,
    guests_count: input.guests_count ?? 0,
    created_at: input.created_at,
    updated_at: input.updated_at,
  };
}

export type EventShape = ReturnType<typeof eventShape>;
