import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createJourney, deleteJourney, duplicateJourney, journeyKeys, updateJourney, type Journey } from '@/api/journeys'
import { showSnackbar } from '@/components/feedback/snackbar-store'

// The journeys list's changes: each refreshes the list; the one changed is
// put in the cache so opening it right after shows it without a wait.

function useRefresh(eventUuid: string) {
  const queryClient = useQueryClient()
  return (journey?: Journey) => {
    if (journey) queryClient.setQueryData(journeyKeys.detail(eventUuid, journey.id), journey)
    return queryClient.invalidateQueries({ queryKey: journeyKeys.list(eventUuid) })
  }
}

export function useCreateJourney(eventUuid: string) {
  const refresh = useRefresh(eventUuid)
  return useMutation({
    mutationFn: (input: { name: string; template_key?: string }) => createJourney(eventUuid, input).then((r) => r.data),
    onSuccess: (journey) => void refresh(journey),
  })
}

export function useDuplicateJourney(eventUuid: string) {
  const refresh = useRefresh(eventUuid)
  return useMutation({
    mutationFn: (journey: Journey) => duplicateJourney(eventUuid, journey.id).then((r) => r.data),
    onSuccess: (copy) => {
      showSnackbar(`${copy.name} was made.`, 'success')
      void refresh(copy)
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

export function useDeleteJourney(eventUuid: string) {
  const queryClient = useQueryClient()
  const refresh = useRefresh(eventUuid)
  return useMutation({
    mutationFn: (journey: Journey) => deleteJourney(eventUuid, journey.id),
    onSuccess: (_result, journey) => {
      showSnackbar(`${journey.name} was deleted.`, 'success')
      queryClient.removeQueries({ queryKey: journeyKeys.journey(eventUuid, journey.id) })
      void refresh()
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}

/** Makes a journey the one invitations lead to (the event's previous default stops being it). */
export function useMakeDefaultJourney(eventUuid: string) {
  const refresh = useRefresh(eventUuid)
  return useMutation({
    mutationFn: (input: { journey: Journey; isDefault: boolean }) =>
      updateJourney(eventUuid, input.journey.id, { is_default: input.isDefault }).then((r) => r.data),
    onSuccess: (journey) => {
      showSnackbar(journey.is_default ? `Invitations now lead to ${journey.name}.` : `${journey.name} is no longer the default journey.`, 'success')
      void refresh(journey)
    },
    onError: (error) => showSnackbar(error.message, 'error'),
  })
}
