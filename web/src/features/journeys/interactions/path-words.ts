import type { JourneyPathStep } from '@/api/journeys'

/** How a guest left a step, in words. */
export function leftBy(step: Pick<JourneyPathStep, 'action_type' | 'left_at'>): string {
  if (step.left_at === null) return 'Still on this step'
  switch (step.action_type) {
    case 'rsvp_yes':
      return 'Answered Yes'
    case 'rsvp_no':
      return 'Answered No'
    case 'submit_form':
      return 'Sent the form'
    case 'to':
      return 'Pressed a button'
    default:
      return 'Moved on'
  }
}
