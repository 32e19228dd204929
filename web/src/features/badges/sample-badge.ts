import type { UsherEvent } from '@/api/events'

/** The preview's guest: made up, with every field a badge can print filled in. */
export interface SampleBadge {
  event_name: string
  name: string
  secondary: string
  ticket_variation: string
  host_group: string
  table: string
  qr: string
}

/** The sample guest for `event`: its own ticket variation's and chosen field's names where it has them. */
export function sampleBadge(event: UsherEvent, secondaryField: string | null): SampleBadge {
  const field = event.custom_fields.find((candidate) => `custom_fields.${candidate.id}`.toLowerCase() === secondaryField)
  return {
    event_name: event.name,
    name: 'Alex Morgan',
    // A company prints as one would; any other field shows its own name where its answer will be.
    secondary: !field || /company|organi[sz]ation|employer|firm/i.test(field.label) ? 'Northwind Traders' : field.label,
    ticket_variation: event.ticket_variations[0]?.name ?? 'General admission',
    host_group: 'Sponsors',
    table: '12',
    // Shaped like a pass token, so the preview's code is as dense as a printed one.
    qr: 'P1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  }
}
