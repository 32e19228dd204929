import { api } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
import type { PublicJourney as ContractPublicJourney } from '@usher/domain/contract/journeys'
import type { CommandResult, Single } from './pagination'

/** What a guest types, picks or ticks: text, a checkbox, the choices of a multiple choice, or nothing. */
export type JourneyFieldValue = string | boolean | string[] | null

/**
 * Where a guest is in their journey: the step to show (null once it has ended,
 * at the pass) and how far along. The renderer's own types are structural, and
 * this reply fits them (the compiler checks it where the page passes it on).
 */
export type PublicJourney = ContractPublicJourney

export type JourneyAnswer = { step_id: string; action_id: string; answers: Record<string, JourneyFieldValue> }

/** Without `lang`: every language's copy of the guest's journey (to invalidate); with: the page's. */
export const guestJourneyKey = (token: string, lang?: string | null) =>
  lang === undefined ? (['public-journey', token] as const) : (['public-journey', token, lang] as const)

/** `?lang=` when the guest picked a language on the page; without, the server takes theirs, the event's or the browser's. */
const langQuery = (lang: string | null) => (lang ? `?lang=${encodeURIComponent(lang)}` : '')

/** The guest's journey by their invitation token; `data` is null when they have none published (a bad token rejects with a 404). */
export function openGuestJourney(token: string, lang: string | null, signal?: AbortSignal): Promise<Single<PublicJourney | null>> {
  return api.get(`/api/v2/public/journey/${encodeURIComponent(token)}${langQuery(lang)}`, { signal })
}

/**
 * Answers the guest's current step. A 409 means the step was already answered
 * (another tab, a double tap): its `data` is where the guest now is.
 */
export function answerGuestJourney(token: string, answer: JourneyAnswer, lang: string | null = null): Promise<CommandResult<PublicJourney>> {
  return api.post(`/api/v2/public/journey/${encodeURIComponent(token)}/answer${langQuery(lang)}`, answer)
}

/** The state a stale answer's 409 carries, when it does. */
export function currentJourneyOf(error: unknown): PublicJourney | null {
  if (!isApiError(error) || error.status !== 409) return null
  const data = error.data as Partial<PublicJourney> | undefined
  return data && typeof data === 'object' && 'journey_id' in data && 'progress' in data ? (data as PublicJourney) : null
}
