import { describe, expect, it } from 'vitest'
import { hasFilters, parseAuditLogSearch } from './audit-log-search'

const uuid = '01931f2e-6b1c-7d2e-8f3a-4b5c6d7e8f90'

// The audit log's filters come from the URL: a shared or hand-edited link may carry anything.
describe('the audit log search', () => {
  it('keeps an actor (a person, or a kind of actor), a guest, event type names, a range and the deliveries switch', () => {
    expect(
      parseAuditLogSearch({
        actor: uuid,
        attendee: uuid,
        types: 'AttendeeCheckedIn,AttendeeAdded',
        from: '2026-11-01T00:00:00Z',
        to: '2026-11-02T00:00:00Z',
        deliveries: 'shown',
      }),
    ).toEqual({
      actor: uuid,
      attendee: uuid,
      types: 'AttendeeCheckedIn,AttendeeAdded',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
      deliveries: 'shown',
    })
    expect(parseAuditLogSearch({ actor: 'api_token' })).toEqual({ actor: 'api_token' })
  })

  it('drops what the server would refuse: a made-up actor, a guest that is no id, names that are no type, a backwards range', () => {
    expect(parseAuditLogSearch({ actor: 'robert; drop table', attendee: '42', types: 'not a type,<script>', deliveries: 'yes' })).toEqual({})
    expect(parseAuditLogSearch({ types: 'AttendeeAdded,,drop' })).toEqual({ types: 'AttendeeAdded' })
    expect(parseAuditLogSearch({ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' })).toEqual({ from: '2026-11-02T00:00:00.000Z' })
    expect(parseAuditLogSearch({ from: 'yesterday' })).toEqual({})
  })

  it('does not count showing deliveries as narrowing the list', () => {
    expect(hasFilters({ deliveries: 'shown' })).toBe(false)
    expect(hasFilters({ types: 'AttendeeAdded' })).toBe(true)
  })
})
