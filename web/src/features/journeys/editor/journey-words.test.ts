import { describe, expect, it } from 'vitest'
import { ACTION_LABELS } from '@usher/domain/journeys/index'
import { branchInWords, buttonLabel, conditionInWords, stepTitle } from './journey-words'
import { formFieldChoices } from './form-field-choices'
import { leftBy } from '../interactions/path-words'

// Journeys in words, as the diagram, the side panel and the guest's path say them.

const tags = new Map([['t1', 'VIP']])

describe('conditions in words', () => {
  it('says each condition as a sentence, with counts that agree and tag names', () => {
    expect(conditionInWords({ type: 'total_attendees_gt', number: 1 } as never, tags)).toBe('more than 1 guest is attending')
    expect(conditionInWords({ type: 'total_attendees_gt', number: 100 } as never, tags)).toBe('more than 100 guests are attending')
    expect(conditionInWords({ type: 'hours_after_invitation', number: 2 } as never, tags)).toBe('2 hours have passed since the invitation')
    expect(conditionInWords({ type: 'rsvp_status', status: 'no' } as never, tags)).toBe('the guest is not attending')
    expect(conditionInWords({ type: 'has_tag', tag_id: 't1' } as never, tags)).toBe('the guest is tagged VIP')
    expect(conditionInWords({ type: 'has_tag', tag_id: 'gone' } as never, tags)).toBe('the guest is tagged (a deleted tag)')
    expect(conditionInWords({ type: 'current_date_after', date: '2026-11-21' } as never, tags)).toBe('today is after Nov 21, 2026')
    expect(conditionInWords({ type: 'current_date_after', date: null } as never, tags)).toBe('today is after a date (choose it)')
  })

  it('joins a branch’s conditions with and; a branch without one asks for one', () => {
    expect(branchInWords({ conditions: [] }, tags)).toBe('If … (add a condition)')
    expect(
      branchInWords(
        {
          conditions: [
            { type: 'rsvp_status', status: 'yes' },
            { type: 'has_tag', tag_id: 't1' },
          ] as never,
        },
        tags,
      ),
    ).toBe('If the guest is attending and the guest is tagged VIP')
  })
})

describe('labels', () => {
  it('a button reads its own label, or the usual words for its kind; a step its name or its kind', () => {
    expect(buttonLabel({ type: 'rsvp_yes', label: ' Count me in ' })).toBe('Count me in')
    expect(buttonLabel({ type: 'rsvp_yes', label: '  ' })).toBe(ACTION_LABELS.rsvp_yes)
    expect(stepTitle({ name: '', type: 'rsvp' })).toBe('RSVP')
    expect(stepTitle({ name: 'Welcome', type: 'page' })).toBe('Welcome')
  })

  it('a form may ask the guest’s own details first, then the event’s custom fields in their order', () => {
    const choices = formFieldChoices([
      { id: 'b', label: 'Diet', ordering: 2 },
      { id: 'a', label: 'Shirt size', ordering: 1 },
    ] as never)
    expect(choices[0]).toEqual({ key: 'first_name', label: 'First name', custom: false })
    expect(choices.filter((c) => c.custom).map((c) => c.key)).toEqual(['custom:a', 'custom:b'])
  })

  it('says how a guest left a step', () => {
    expect(leftBy({ action_type: 'rsvp_yes', left_at: '2026-01-01T00:00:00Z' } as never)).toBe('Answered Yes')
    expect(leftBy({ action_type: 'submit_form', left_at: '2026-01-01T00:00:00Z' } as never)).toBe('Sent the form')
    expect(leftBy({ action_type: 'rsvp_yes', left_at: null } as never)).toBe('Still on this step')
    expect(leftBy({ action_type: 'condition', left_at: '2026-01-01T00:00:00Z' } as never)).toBe('Moved on')
  })
})
