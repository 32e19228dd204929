import { describe, expect, it } from 'vitest'
import { defaultEventData } from '@usher/domain/passes/event-data'
import { defaultPassSettings } from '@usher/domain/passes/pass-settings'
import type { UsherEvent } from '@/api/events'
import { previewPass } from './pass-preview'

// The pass builder's preview: a sample guest's pass with the settings on screen, before saving.

const DIET = '0b8f6a52-1c1e-4d5b-9a53-3f2a8f1e7c01'
const SHIRT = '0b8f6a52-1c1e-4d5b-9a53-3f2a8f1e7c02'
const event = {
  name: 'Harbour Gala',
  starts_date: '2026-11-21',
  starts_time: '19:00',
  end_date: null,
  end_time: null,
  timezone: 'America/New_York',
  location: { name: 'The Hall', city: 'Boston' },
  custom_fields: [
    { id: DIET, label: 'Diet', type: 'single_choice', options: ['Vegan', 'Any'] },
    { id: SHIRT, label: 'Shirt Size', type: 'text', options: [] },
  ],
  ticket_variations: [],
} as unknown as UsherEvent

describe('previewPass', () => {
  it('shows the event and a sample guest with a plus-one, on the event’s clock', () => {
    const pass = previewPass(event, defaultPassSettings(), defaultEventData(), false)
    expect(pass.event.name).toBe('Harbour Gala')
    expect(pass.event.timezone).toBe('America/New_York')
    expect(pass.event.where).toContain('Boston')
    expect(pass.tickets).toEqual([
      { full_name: 'Alex Morgan', is_primary: true },
      { full_name: 'Sam Morgan', is_primary: false },
    ])
    expect(pass.checked_in).toBe(false)
  })

  it('shows the seat only while the event puts seats on passes', () => {
    const shown = previewPass(
      event,
      defaultPassSettings(),
      { ...defaultEventData(), seating_assignment_enabled: true, seating_assignment_pass_display_enabled: true },
      false,
    )
    expect(shown.seat.map((part) => part.value)).toEqual(expect.arrayContaining(['12', '4']))
    const hidden = previewPass(event, defaultPassSettings(), { ...defaultEventData(), seating_assignment_pass_display_enabled: false }, false)
    expect(hidden.seat).toEqual([])
  })

  it('a checked-in preview has an arrival time; custom fields show a sample answer', () => {
    const pass = previewPass(
      event,
      defaultPassSettings(),
      { ...defaultEventData(), fields_order_before_checkin: [`custom_fields.${DIET}`, `custom_fields.${SHIRT}`, 'full_name'] },
      true,
    )
    expect(pass.checked_in).toBe(true)
    expect(pass.checked_in_at).not.toBeNull()
    const values = Object.fromEntries([...pass.fields_before_checkin, ...pass.fields_after_checkin].map((field) => [field.label, field.value]))
    expect(values.Diet).toBe('Vegan')
    expect(values['Shirt Size']).toBe('Your shirt size')
    expect(Object.keys(values)).toHaveLength(3)
  })
})
