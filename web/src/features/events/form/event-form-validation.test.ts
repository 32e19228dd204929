import { describe, expect, it } from 'vitest'
import { newEventValues } from '@/lib/event-settings/event-form-values'
import { validateEventForm } from './event-form-validation'

// The event form says before saving what the server would: the same rules, the same words.

const now = new Date('2026-05-01T12:00:00Z')
const valid = { ...newEventValues(), name: 'Harbour Gala', starts_date: '2026-06-01', starts_time: '19:00', end_date: '2026-06-01', end_time: '23:00' }

describe('validateEventForm', () => {
  it('a sound event has no errors', () => {
    expect(validateEventForm(valid, now, true)).toEqual({})
  })

  it('a name is required and a purpose has a length limit', () => {
    const errors = validateEventForm({ ...valid, name: ' ', purpose: 'x'.repeat(1001) }, now, true)
    expect(errors.name?.[0]).toMatch(/name/i)
    expect(errors.purpose).toHaveLength(1)
  })

  it('a support address is checked only when organiser support is on', () => {
    expect(validateEventForm({ ...valid, organizer_concierge_support_email: 'nope' }, now, true)).toEqual({})
    expect(validateEventForm({ ...valid, is_organizer_concierge_support_enabled: true, organizer_concierge_support_email: 'nope' }, now, true)).toHaveProperty(
      'organizer_concierge_support_email',
    )
  })

  it('an end before the start is refused under the end date', () => {
    expect(validateEventForm({ ...valid, end_date: '2026-05-30' }, now, true).end_date).toContain('End date must be after the start date.')
  })
})
