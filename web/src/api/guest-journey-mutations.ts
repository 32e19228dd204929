import { useMutation, useQueryClient } from '@tanstack/react-query'
import { answerGuestJourney, currentJourneyOf, guestJourneyKey, type JourneyAnswer, type PublicJourney } from '@/api/guest-journey'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'
import { isApiError } from '@/lib/api-error'
import { waitlistKeys } from '@/api/waitlist'

/**
 * A guest answers their journey's current step; the page then shows where the answer led. A
 * stale answer (another tab, a double tap) shows where the guest really is, without a fuss: the
 * caller hears only of other refusals (fields to correct, a lost connection, a Yes on a full
 * event, after which the guest's waitlist is read again so the step can offer it).
 */
export function useAnswerGuestJourney(token: string, lang: string | null, config?: MutationConfig<PublicJourney, JourneyAnswer>) {
  const queryClient = useQueryClient()
  const show = (journey: PublicJourney) => void queryClient.setQueryData(guestJourneyKey(token, lang), { data: journey })
  return useMutation({
    mutationFn: (answer: JourneyAnswer) => answerGuestJourney(token, answer, lang).then((result) => result.data),
    ...withCacheWork(config, show),
    // A refusal that carries the journey as it now stands (or says it moved on) is no failure to the
    // guest: the page shows where they are, and the screen hears of the failure only otherwise.
    onError: (error, answer, onMutateResult, context) => {
      const current = currentJourneyOf(error)
      if (current) return show(current)
      if (isApiError(error) && error.code === 'event_full') void queryClient.invalidateQueries({ queryKey: waitlistKeys.ofGuest(token) })
      else if (isApiError(error) && error.status === 409) return void queryClient.invalidateQueries({ queryKey: guestJourneyKey(token) })
      return config?.onError?.(error, answer, onMutateResult, context)
    },
  })
}
