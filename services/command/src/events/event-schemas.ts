import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { GUEST_LANGUAGES } from '@usher/domain/i18n/languages';

const text = safeText({ max: 10_000 }).nullable();
const flag = z.boolean();

/** Shapes only; the domain rules give the spec's messages for values. */
export const EventSettingsBody = z
  .object({
    name: safeText({ max: 10_000 }),
    purpose: safeText({ max: 10_000, multiline: true }).nullable(),
    starts_date: text,
    starts_time: text,
    end_date: text,
    end_time: text,
    timezone: safeId(),
    pass_fields_visible_at: text,
    is_rsvp: flag,
    is_ended: flag,
    is_seating_enabled: flag,
    is_pass_enabled: flag,
    is_ticket_transfers_enabled: flag,
    is_concierge_support_enabled: flag,
    is_organizer_concierge_support_enabled: flag,
    is_form_enabled: flag,
    is_custom_fields_enabled: flag,
    invites_enabled: flag,
    seating_type: z.enum(['venue', 'theatre']),
    enabled_ticket_transfer_type: z.enum(['soft_transfer', 'hard_transfer']),
    ticket_transfers_require_approval: flag,
    default_language: z.enum(GUEST_LANGUAGES).nullable(),
    organizer_concierge_support_email: text,
    form_name: text,
    group_settings: z.object({
      host_access_till: text,
      experience_type: z.enum(['go', 'pro']),
      is_sending_tickets_enabled: flag,
      is_email_required: flag,
      is_seating_hidden: flag,
      is_view_floorplan_enabled: flag,
    }),
  })
  .partial();

export const LocationBody = z
  .object({
    name: text,
    address: text,
    address_2: text,
    postal_code: text,
    city: text,
    state_region_code: text,
    state_region: text,
    country_code: safeText({ max: 2 }),
    country: safeText({ max: 200 }),
  })
  .partial();

export const CreateEventBody = EventSettingsBody.extend({ location: LocationBody.optional() });
export const EventParams = z.object({ uuid: safeId() });

/** POST /events/{uuid}/duplicate: guests are copied only when asked (without RSVPs, check-ins or invitations). */
export const DuplicateEventBody = z.object({ include_guests: z.boolean().optional() }).nullish();
