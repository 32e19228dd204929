import { api } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
import type { JourneyEventSummary, JourneyFieldValue, RenderedStep } from '@/features/journeys/guest/rendered-step'
import type { CommandResult, Single } from './pagination'

/** Where a guest is in their journey: the step to show (null once it has ended, at the pass) and how far along. */
export type PublicJourney = {
  event: JourneyEventSummary & { ends: string | null; when: string | null }
  guest: { first_name: string; last_name: string; rsvp: boolean | null }
  journey_id: string
  version: number
  step: RenderedStep | null
  completed: boolean
  pass_url: string | null
  progress: { index: number; total_estimate: number }
}

export type JourneyAnswer = { step_id: string; action_id: string; answers: Record<string, JourneyFieldValue> }

export const guestJourneyKey = (token: string) => ['public-journey', token] as const

/** The guest's journey by their invitation token; rejects with a 404 ApiError when they have none published. */
export function openGuestJourney(token: string, signal?: AbortSignal): Promise<Single<PublicJourney>> {
  return api.get(`/api/v2/public/journey/${encodeURIComponent(token)}`, { signal })
}

/**
 * Answers the guest's current step. A 409 means the step was already answered
 * (another tab, a double tap): its `data` is where the guest now is.
 */
export function answerGuestJourney(token: string, answer: JourneyAnswer): Promise<CommandResult<PublicJourney>> {
  return api.post(`/api/v2/public/journey/${encodeURIComponent(token)}/answer`, answer)
}

/** The state a stale answer's 409 carries, when it does. */
export function currentJourneyOf(error: unknown): PublicJourney | null {
  if (!isApiError(error) || error.status !== 409) return null
  const data = error.data as Partial<PublicJourney> | undefined
  return data && typeof data === 'object' && 'journey_id' in data && 'progress' in data ? (data as PublicJourney) : null
}
