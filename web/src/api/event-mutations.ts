import { useMutation, useQueryClient } from '@tanstack/react-query'
import { eventKeys, type UsherEvent } from '@/api/events'
import type { MutationCallbacks } from '@/api/mutation-callbacks'
import type { EventFormValues } from '@/lib/event-settings/event-form-values'
import { createEventWithLocation, rememberSavedEvent, saveEventChanges } from '@/lib/event-settings/save-event'

/** Creates the event (and its location); it is in the cache before the caller goes to it. */
export function useCreateEvent(callbacks: MutationCallbacks<UsherEvent, EventFormValues>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: EventFormValues) => createEventWithLocation(values),
    onSuccess: (event, values) => {
      queryClient.setQueryData(eventKeys.detail(event.uuid), event)
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
      return callbacks.onSuccess?.(event, values)
    },
    onError: callbacks.onError,
  })
}

type EventChanges = { initial: EventFormValues; values: EventFormValues }

/** Saves what changed on the settings form; null when nothing did. */
export function useSaveEventSettings(uuid: string, callbacks: MutationCallbacks<UsherEvent | null, EventChanges>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ initial, values }: EventChanges) => saveEventChanges(uuid, initial, values),
    onSuccess: (saved, changes) => {
      rememberSavedEvent(queryClient, saved, uuid)
      return callbacks.onSuccess?.(saved, changes)
    },
    onError: callbacks.onError,
  })
}
