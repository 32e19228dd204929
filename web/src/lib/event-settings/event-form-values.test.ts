import { describe, expect, it } from 'vitest'
import type { UsherEvent } from '@/api/events'
import { changedInput, eventToValues, hasLocationDetails, locationChanged, newEventValues, valuesToInput } from './event-form-values'

// The event form's values and what the API is sent: only what changed, blanks as null.

const event = {
  name: 'Gala',
  purpose: null,
  starts_date: '2026-11-21',
  starts_time: '19:30:00',
  end_date: null,
  end_time: null,
  timezone: 'America/New_York',
  is_rsvp: true,
  invites_enabled: true,
  is_seating_enabled: false,
  seating_type: null,
  is_pass_enabled: true,
  is_ticket_transfers_enabled: false,
  is_concierge_support_enabled: true,
  is_organizer_concierge_support_enabled: false,
  organizer_concierge_support_email: null,
  location: { name: 'The Hall', city: 'Boston', country_code: '', country: '' },
} as unknown as UsherEvent

describe('event form values', () => {
  it('a new event starts from the spec’s defaults, in the United States', () => {
    const values = newEventValues()
    expect(values).toMatchObject({ is_rsvp: false, invites_enabled: true, is_pass_enabled: true, seating_type: 'venue' })
    expect(values.location).toMatchObject({ country_code: 'US', country: 'United States', city: '' })
    expect(hasLocationDetails(values.location)).toBe(false)
  })

  it('an event’s values trim seconds off times and fill missing text with blanks', () => {
    const values = eventToValues(event)
    expect(values.starts_time).toBe('19:30')
    expect(values.purpose).toBe('')
    expect(values.seating_type).toBe('venue')
    expect(values.location).toMatchObject({ name: 'The Hall', city: 'Boston', country_code: 'US' })
    expect(hasLocationDetails(values.location)).toBe(true)
  })

  it('blank and space-only text is sent as null, names trimmed', () => {
    const input = valuesToInput({ ...eventToValues(event), name: '  Gala  ', purpose: '   ', organizer_concierge_support_email: ' help@example.com ' })
    expect(input).toMatchObject({ name: 'Gala', purpose: null, end_date: null, organizer_concierge_support_email: 'help@example.com' })
  })

  it('a save sends only the fields that changed, and notices a moved location', () => {
    const initial = eventToValues(event)
    expect(changedInput(initial, initial)).toEqual({})
    expect(changedInput(initial, { ...initial, name: 'Gala 2026', is_rsvp: false })).toEqual({ name: 'Gala 2026', is_rsvp: false })
    expect(locationChanged(initial.location, initial.location)).toBe(false)
    expect(locationChanged(initial.location, { ...initial.location, city: 'Salem' })).toBe(true)
  })
})
