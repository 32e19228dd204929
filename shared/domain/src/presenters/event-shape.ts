import { combineDateTime } from '../events/event-dates.ts';
import type { Location } from '../constants/locations.ts';
import type { EventSettings } from '../deciders/event-defaults.ts';
import { initialEventFields, type EventFieldsState } from '../deciders/event-fields-decider.ts';
import { initialEventPass, type EventPassState } from '../deciders/event-pass-decider.ts';
import { ticketWording } from '../fields/ticket-variations.ts';
import { permissionsOf, type EventPermissions, type EventRole } from '../access/event-roles.ts';
import { eventAbilitiesOf } from '../access/policy.ts';

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
  /** Guests who answered Yes, and guests checked in (the guest list's counters; 0 where not read). */
  rsvp_yes_count?: number;
  checked_in_count?: number;
  /** Custom fields, default fields and ticket variations (missing on events from before they existed). */
  fields?: Partial<EventFieldsState>;
  /** Pass settings and event data (missing on events that never set them: the defaults). */
  pass?: Partial<EventPassState>;
  /** The signed-in person's guest-table columns (null: never chosen, or not read by this reply). */
  column_settings?: { key: string; visible: boolean }[] | null;
  /** The signed-in person's role on the event (commands answer their author, an editor). */
  role?: EventRole;
  permissions?: EventPermissions;
}

/** The event as the API answers it (spec section 3, Event form), from commands and queries alike. */
export function eventShape(input: EventShapeInput) {
  const { settings } = input;
  const initial = initialEventFields();
  const fields: EventFieldsState = {
    custom_fields: input.fields?.custom_fields ?? initial.custom_fields,
    default_fields: input.fields?.default_fields ?? initial.default_fields,
    ticket_variations: input.fields?.ticket_variations ?? initial.ticket_variations,
  };
  return {
    uuid: input.uuid,
    ...settings,
    starts_at: combineDateTime(settings.starts_date, settings.starts_time, settings.timezone),
    ends_at: combineDateTime(settings.end_date, settings.end_time, settings.timezone),
    location: input.location,
    ticket_variations: fields.ticket_variations,
    /** 'Access Pass(es)' or 'Ticket(s)', by the first variation's type. */
    ticket_wording: ticketWording(fields.ticket_variations),
    custom_fields: fields.custom_fields,
    default_fields: fields.default_fields,
    pass_settings: input.pass?.pass_settings ?? initialEventPass().pass_settings,
    event_data: input.pass?.event_data ?? initialEventPass().event_data,
    is_archived: input.is_archived,
    archived_at: input.archived_at,
    role: input.role ?? 'editor',
    permissions: input.permissions ?? permissionsOf('editor'),
    /** What the dashboard reads to offer or hide each action (web/src/lib/use-ability.ts). */
    abilities: eventAbilitiesOf(input.role ?? 'editor'),
    has_unread_logs: input.has_unread_logs ?? false,
    guests_count: input.guests_count ?? 0,
    rsvp_yes_count: input.rsvp_yes_count ?? 0,
    checked_in_count: input.checked_in_count ?? 0,
    column_settings: input.column_settings ?? null,
    created_at: input.created_at,
    updated_at: input.updated_at,
  };
}

export type EventShape = ReturnType<typeof eventShape>;
