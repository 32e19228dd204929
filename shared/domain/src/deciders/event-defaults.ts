import type { z } from 'zod';
import type { EventSettingsData, LocationData } from '@usher/events';
import { DEFAULT_TIMEZONE } from '../constants/timezones.ts';

export type EventSettings = z.infer<typeof EventSettingsData>;
export type EventLocation = z.infer<typeof LocationData>;

/** The spec's defaults for a new event (section 3, Event form and Location). */
export function defaultEventSettings(): EventSettings {
  return {
    name: '',
    purpose: null,
    starts_date: null,
    starts_time: null,
    end_date: null,
    end_time: null,
    timezone: DEFAULT_TIMEZONE,
    pass_fields_visible_at: null,
    is_rsvp: false,
    is_ended: false,
    is_seating_enabled: false,
    is_pass_enabled: true,
    is_ticket_transfers_enabled: true,
    is_concierge_support_enabled: true,
    is_organizer_concierge_support_enabled: false,
    is_form_enabled: false,
    is_custom_fields_enabled: false,
    // On for a new event: its switch now refuses sending while off, and an organiser's first
    // invitation should not fail on a setting they never saw (the spec names no default).
    invites_enabled: true,
    seating_type: 'venue',
    enabled_ticket_transfer_type: 'soft_transfer',
    organizer_concierge_support_email: null,
    form_name: null,
    group_settings: {
      host_access_till: null,
      experience_type: 'pro',
      is_sending_tickets_enabled: true,
      is_email_required: false,
      is_seating_hidden: false,
      is_view_floorplan_enabled: true,
    },
  };
}
