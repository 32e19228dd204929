import type { EventData } from '@usher/domain/passes/event-data'
import type { PassSettings } from '@usher/domain/passes/pass-settings'
import { passView, type PassView } from '@usher/domain/passes/pass-view'
import { emptyLocation } from '@usher/domain/constants/locations'
import type { UsherEvent } from '@/api/events'

/** What the QR of the preview carries: shaped like a token, opening nothing. */
export const PREVIEW_QR_VALUE = 'P1-preview-of-a-pass-token'

/**
 * The pass a sample guest would get with the settings on screen, built with the same passView
 * the public pass API uses, so the preview changes as the organiser types, before saving.
 */
export function previewPass(event: UsherEvent, passSettings: PassSettings, eventData: EventData, checkedIn: boolean): PassView {
  const customFields = event.custom_fields ?? []
  const sampleCustomValues = Object.fromEntries(customFields.map((field) => [field.id, field.options[0] ?? `Your ${field.label.toLowerCase()}`]))
  return passView({
    event: {
      name: event.name,
      starts_date: event.starts_date,
      starts_time: event.starts_time,
      end_date: event.end_date,
      end_time: event.end_time,
      timezone: event.timezone,
      location: {
        ...emptyLocation(),
        ...(event.location ?? {}),
        country_code: event.location?.country_code ?? 'US',
        country: event.location?.country ?? 'United States',
      },
    },
    pass_settings: passSettings,
    event_data: eventData,
    custom_fields: customFields,
    guest: {
      full_name: 'Alex Morgan',
      is_forgotten: false,
      checked_in: checkedIn,
      checked_in_at: checkedIn ? new Date().toISOString() : null,
      values: {
        full_name: 'Alex Morgan',
        email: 'alex.morgan@example.com',
        phone_number: '+1 202 555 0143',
        total_tickets: 2,
        ticket_variation: event.ticket_variations[0] ?? null,
        tags: ['VIP'],
        checked_in_at: checkedIn ? new Date().toISOString() : null,
      },
      custom_fields: sampleCustomValues,
      seat: { section: 'A', table_no: '12', seat_no: '4' },
    },
    plus_ones: [{ full_name: 'Sam Morgan', is_forgotten: false }],
  })
}
