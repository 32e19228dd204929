import { ACTION_LABELS, STEP_TYPE_LABELS, type JourneyAction, type JourneyCondition, type JourneyStep } from '@usher/domain/journeys/index'
import { formatCalendarDate } from '@/lib/dates'
import { plural } from '@/lib/counts'

// Journeys in words, as the diagram, the side panel and the preview say them.

export type TagNames = ReadonlyMap<string, string>

const RSVP_WORDS = {
  set: 'the guest has answered the RSVP',
  unset: 'the guest has not answered the RSVP',
  yes: 'the guest is attending',
  no: 'the guest is not attending',
} as const

export function conditionInWords(condition: JourneyCondition, tags: TagNames): string {
  switch (condition.type) {
    case 'current_date_after':
      return condition.date ? `today is after ${formatCalendarDate(condition.date)}` : 'today is after a date (choose it)'
    case 'total_attendees_gt':
      return `more than ${plural(condition.number, 'guest is', 'guests are')} attending`
    case 'hours_after_invitation':
      return `${plural(condition.number, 'hour has', 'hours have')} passed since the invitation`
    case 'rsvp_status':
      return RSVP_WORDS[condition.status]
    case 'has_tag':
      return condition.tag_id ? `the guest is tagged ${tags.get(condition.tag_id) ?? '(a deleted tag)'}` : 'the guest has a tag (choose it)'
  }
}

/** "If the guest is attending and more than 100 guests are attending". */
export function branchInWords(action: Pick<JourneyAction, 'conditions'>, tags: TagNames): string {
  if (action.conditions.length === 0) return 'If … (add a condition)'
  const words = action.conditions.map((condition) => conditionInWords(condition, tags))
  return `If ${words.join(' and ')}`
}

/** What the guest reads on a button: its own label, or the kind's usual words. */
export function buttonLabel(action: Pick<JourneyAction, 'type' | 'label'>): string {
  return action.label.trim() || ACTION_LABELS[action.type]
}

export function stepTitle(step: Pick<JourneyStep, 'name' | 'type'>): string {
  return step.name.trim() || STEP_TYPE_LABELS[step.type]
}
