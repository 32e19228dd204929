import { DEFAULT_TIMEZONE } from '@usher/domain/constants/default-timezone'
import { DEFAULT_GUEST_LANGUAGE, type GuestLanguage } from '@usher/domain/i18n/languages'
import { emptyLocation, normalizeLocation, type Location } from '@usher/domain/constants/locations'
import type { EventInput, EventLocation, SeatingType, UsherEvent } from '@/api/events'

export type LocationValues = {
  name: string
  address: string
  address_2: string
  postal_code: string
  city: string
  state_region_code: string
  state_region: string
  country_code: string
  country: string
}

export type EventFormValues = {
  name: string
  purpose: string
  starts_date: string
  starts_time: string
  end_date: string
  end_time: string
  timezone: string
  is_rsvp: boolean
  invites_enabled: boolean
  is_seating_enabled: boolean
  seating_type: SeatingType
  is_pass_enabled: boolean
  is_ticket_transfers_enabled: boolean
  is_concierge_support_enabled: boolean
  is_organizer_concierge_support_enabled: boolean
  organizer_concierge_support_email: string
  /** The guests' language: a code, or '' for each guest's browser (English when it is none of the four). */
  default_language: GuestLanguage | ''
  location: LocationValues
}

function locationValues(location: Partial<EventLocation> | Location | null | undefined): LocationValues {
  const base = { ...emptyLocation(), ...(location ?? {}) }
  return {
    name: base.name ?? '',
    address: base.address ?? '',
    address_2: base.address_2 ?? '',
    postal_code: base.postal_code ?? '',
    city: base.city ?? '',
    state_region_code: base.state_region_code ?? '',
    state_region: base.state_region ?? '',
    country_code: base.country_code || 'US',
    country: base.country || 'United States',
  }
}

/** Spec section 3 defaults for a new event. */
export function newEventValues(): EventFormValues {
  return {
    name: '',
    purpose: '',
    starts_date: '',
    starts_time: '',
    end_date: '',
    end_time: '',
    timezone: DEFAULT_TIMEZONE,
    is_rsvp: false,
    invites_enabled: true,
    is_seating_enabled: false,
    seating_type: 'venue',
    is_pass_enabled: true,
    is_ticket_transfers_enabled: true,
    is_concierge_support_enabled: true,
    is_organizer_concierge_support_enabled: false,
    organizer_concierge_support_email: '',
    default_language: DEFAULT_GUEST_LANGUAGE,
    location: locationValues(null),
  }
}

export function eventToValues(event: UsherEvent): EventFormValues {
  return {
    name: event.name ?? '',
    purpose: event.purpose ?? '',
    starts_date: event.starts_date ?? '',
    starts_time: event.starts_time?.slice(0, 5) ?? '',
    end_date: event.end_date ?? '',
    end_time: event.end_time?.slice(0, 5) ?? '',
    timezone: event.timezone || DEFAULT_TIMEZONE,
    is_rsvp: event.is_rsvp,
    invites_enabled: event.invites_enabled,
    is_seating_enabled: event.is_seating_enabled,
    seating_type: event.seating_type ?? 'venue',
    is_pass_enabled: event.is_pass_enabled,
    is_ticket_transfers_enabled: event.is_ticket_transfers_enabled,
    is_concierge_support_enabled: event.is_concierge_support_enabled,
    is_organizer_concierge_support_enabled: event.is_organizer_concierge_support_enabled,
    organizer_concierge_support_email: event.organizer_concierge_support_email ?? '',
    default_language: event.default_language ?? '',
    location: locationValues(event.location),
  }
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** The event fields as the API takes them (the location is saved by its own call). */
export function valuesToInput(values: EventFormValues): EventInput {
  return {
    name: values.name.trim(),
    purpose: blankToNull(values.purpose),
    starts_date: blankToNull(values.starts_date),
    starts_time: blankToNull(values.starts_time),
    end_date: blankToNull(values.end_date),
    end_time: blankToNull(values.end_time),
    timezone: values.timezone,
    is_rsvp: values.is_rsvp,
    invites_enabled: values.invites_enabled,
    is_seating_enabled: values.is_seating_enabled,
    seating_type: values.seating_type,
    is_pass_enabled: values.is_pass_enabled,
    is_ticket_transfers_enabled: values.is_ticket_transfers_enabled,
    is_concierge_support_enabled: values.is_concierge_support_enabled,
    is_organizer_concierge_support_enabled: values.is_organizer_concierge_support_enabled,
    organizer_concierge_support_email: blankToNull(values.organizer_concierge_support_email),
    default_language: values.default_language || null,
  }
}

/** Only the event fields that differ from what was loaded: the API's PUT is a partial update. */
export function changedInput(initial: EventFormValues, current: EventFormValues): EventInput {
  const before = valuesToInput(initial) as Record<string, unknown>
  const after = valuesToInput(current) as Record<string, unknown>
  const changed: Record<string, unknown> = {}
  for (const key of Object.keys(after)) if (before[key] !== after[key]) changed[key] = after[key]
  return changed as EventInput
}

export function toLocation(values: LocationValues): EventLocation {
  return normalizeLocation(values)
}

export function locationChanged(initial: LocationValues, current: LocationValues): boolean {
  return JSON.stringify(toLocation(initial)) !== JSON.stringify(toLocation(current))
}

export function hasLocationDetails(values: LocationValues): boolean {
  const { name, address, address_2, postal_code, city, state_region_code, state_region } = values
  return [name, address, address_2, postal_code, city, state_region_code, state_region].some((part) => part.trim() !== '')
}
