import { describe, expect, it } from 'vitest'
import type { EventTypeDoc } from '@/api/event-catalogue'
import { anchorOf, groupByStream, matchesSearch } from './stream-groups'

const doc = (type: string, stream: string, description = '', fields: string[] = []) =>
  ({ type, stream, description, fields: fields.map((name) => ({ name })) }) as unknown as EventTypeDoc

describe('the event catalogue page', () => {
  const types = [
    doc('GuestAdded', 'attendee', 'A guest was added', ['full_name']),
    doc('EventCreated', 'event'),
    doc('GuestCheckedIn', 'attendee'),
    doc('PlanSaved', 'seating_plan'),
  ]

  it('groups types by their stream in catalogue order, named in the dashboard’s words', () => {
    const groups = groupByStream(types)
    expect(groups.map((g) => [g.title, g.streamId, g.types.map((t) => t.type)])).toEqual([
      ['Guests', 'attendee-{id}', ['GuestAdded', 'GuestCheckedIn']],
      ['Events', 'event-{uuid}', ['EventCreated']],
      ['Seating plan', null, ['PlanSaved']],
    ])
    expect(anchorOf('GuestAdded')).toBe('event-GuestAdded')
  })

  it('a search must find every word in the name, description, stream or field names', () => {
    expect(matchesSearch(types[0]!, 'guest FULL_NAME')).toBe(true)
    expect(matchesSearch(types[0]!, 'guest removed')).toBe(false)
    expect(matchesSearch(types[1]!, '   ')).toBe(true)
  })
})
