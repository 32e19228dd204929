import { describe, expect, it } from 'vitest'
import { factsOf, initialPreviewGuest, todayIn } from './preview-facts'

describe('the preview’s made-up guest', () => {
  it('starts today in the event’s zone, unanswered and untagged', () => {
    const guest = initialPreviewGuest('Pacific/Kiritimati')
    expect(guest).toMatchObject({ rsvp: null, tag_ids: [], total_attendees: 0, hours_since_invitation: 0 })
    expect(guest.today).toBe(todayIn('Pacific/Kiritimati'))
    expect(guest.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('"now" is noon of the chosen day on the event’s clock, and the invitation went out the chosen hours before', () => {
    const facts = factsOf({ rsvp: true, tag_ids: ['t1'], total_attendees: 40, today: '2026-11-21', hours_since_invitation: 30 }, 'America/New_York')
    expect(facts.now).toBe('2026-11-21T17:00:00.000Z')
    expect(facts.invited_at).toBe('2026-11-20T11:00:00.000Z')
    expect(facts).toMatchObject({ today: '2026-11-21', rsvp: true, total_attendees: 40, tag_ids: ['t1'] })
  })
})
