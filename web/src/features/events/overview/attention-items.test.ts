import { describe, expect, it } from 'vitest'
import type { AttendeeStats } from '@/api/attendees'
import { attentionItems } from './attention-items'
import { hasCount, partSize } from '../duplication-counts'
import { parseEventsSearch } from '../events-search'

const stats = (fields: Partial<AttendeeStats>) =>
  ({ total_individuals: 0, invited: 0, approval_pending: 0, invitation_bounced: 0, rsvp_pending: 0, ...fields }) as AttendeeStats

describe('attentionItems', () => {
  it('lists what needs the organiser, each leading to the guests it counts', () => {
    const items = attentionItems(stats({ total_individuals: 10, invited: 7, approval_pending: 1, invitation_bounced: 2, rsvp_pending: 4 }), [])
    expect(items.map((item) => [item.text, item.kind === 'guests' ? item.filter : null])).toEqual([
      ['1 guest waiting for approval', 'approval_pending'],
      ['3 guests not invited yet', 'not_invited'],
      ['2 invitations did not arrive', 'invitation_bounced'],
      ['4 guests without an answer yet', 'rsvp_pending'],
    ])
  })

  it('before any invitation, nobody counts as unanswered; all quiet is an empty list', () => {
    expect(attentionItems(stats({ total_individuals: 5, invited: 0, rsvp_pending: 5 }), []).map((i) => i.key)).toEqual(['not-invited'])
    expect(attentionItems(stats({}), undefined)).toEqual([])
    expect(attentionItems(undefined, undefined)).toEqual([])
  })

  it('webhook endpoints turned off after failures need a look; one turned off by hand does not', () => {
    const items = attentionItems(undefined, [{ disabled_reason: 'failing' }, { disabled_reason: 'manual' }, { disabled_reason: null }] as never)
    expect(items).toEqual([{ key: 'webhooks', kind: 'webhooks', text: '1 webhook endpoint was turned off after failures' }])
  })
})

describe('duplicating an event', () => {
  const template = { floor_plan: { tables: 2, seats: 1 } } as never
  it('says each part’s size: a count, None, tables and seats for the plan, nothing for a setting', () => {
    expect(partSize({ key: 'floor_plan', count: 0 } as never, template)).toBe('2 tables · 1 seat')
    expect(partSize({ key: 'floor_plan', count: 0 } as never, { floor_plan: { tables: 0, seats: 0 } } as never)).toBe('None')
    expect(partSize({ key: 'tags', count: 3 } as never, template)).toBe('3')
    expect(partSize({ key: 'tags', count: 0 } as never, template)).toBe('None')
    expect(partSize({ key: 'pass_settings', count: 1 } as never, template)).toBeNull()
    expect(hasCount('event_data')).toBe(false)
  })
})

describe('parseEventsSearch', () => {
  it('keeps only a sound status, a non-blank query and a page past the first', () => {
    expect(parseEventsSearch({ status: 'archived', q: 'gala', page: '3' })).toEqual({ status: 'archived', q: 'gala', page: 3 })
    expect(parseEventsSearch({ status: 'deleted', q: '   ', page: '1' })).toEqual({})
    expect(parseEventsSearch({ page: '2.5' })).toEqual({})
  })
})
