import { describe, expect, it } from 'vitest'
import type { AlertAudience } from '@/api/communications'
import { AUDIENCE_KINDS, audienceKindOf, audienceOfKind, EVERYONE } from './audience-kind'
import { alertStatusOf } from './alert-status'

const picks: AlertAudience = {
  filters: ['rsvp_yes'] as never,
  tab_id: 'tab-1',
  tag_ids: ['t1'],
  except_tag_ids: ['t2'],
  host_group_id: 'g1',
  attendee_ids: ['a1'],
}

describe('a communication’s audience', () => {
  it('each kind keeps only its own picks, and reads back as that kind', () => {
    for (const { value } of AUDIENCE_KINDS) expect(audienceKindOf(audienceOfKind(value, picks))).toBe(value)
    expect(audienceOfKind('tags', picks)).toEqual({ ...EVERYONE, tag_ids: ['t1'], except_tag_ids: ['t2'] })
    expect(audienceOfKind('all', picks)).toBe(EVERYONE)
  })

  it('guests picked by hand start as an empty list, not as everyone', () => {
    expect(audienceOfKind('guests', EVERYONE).attendee_ids).toEqual([])
    expect(audienceKindOf(audienceOfKind('guests', EVERYONE))).toBe('guests')
  })

  it('excluding a tag alone is still a choice by tags', () => {
    expect(audienceKindOf({ ...EVERYONE, except_tag_ids: ['t2'] })).toBe('tags')
  })
})

describe('alertStatusOf', () => {
  const now = new Date('2026-11-21T23:00:00Z')
  it('says each state, with its time on the event’s clock when it has one', () => {
    expect(alertStatusOf({ status: 'draft', due_at: null, dispatched_at: null, updated_at: '' } as never, 'UTC', now)).toEqual({
      label: 'Draft',
      tone: 'neutral',
      when: null,
    })
    expect(
      alertStatusOf({ status: 'scheduled', due_at: '2026-11-22T00:30:00Z', dispatched_at: null, updated_at: '' } as never, 'America/New_York', now),
    ).toMatchObject({ label: 'Scheduled', tone: 'info', when: expect.stringMatching(/7:30 PM EST$/) })
    expect(alertStatusOf({ status: 'sending', due_at: null, dispatched_at: null, updated_at: '' } as never, 'UTC', now).tone).toBe('warning')
    expect(
      alertStatusOf({ status: 'sent', due_at: null, dispatched_at: null, updated_at: '2026-11-21T20:00:00Z' } as never, 'America/New_York', now),
    ).toMatchObject({ label: 'Sent', when: expect.stringMatching(/3:00 PM EST$/) })
  })
})
