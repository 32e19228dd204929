import { useMutation, useQueryClient } from '@tanstack/react-query'
import { eventKeys, type UsherEvent } from '@/api/events'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'
import type { EventFormValues } from '@/lib/event-settings/event-form-values'
import { createEventWithLocation, rememberSavedEvent, saveEventChanges } from '@/lib/event-settings/save-event'

/** Creates the event (and its location); it is in the cache before the caller goes to it. */
export function useCreateEvent(config?: MutationConfig<UsherEvent, EventFormValues>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: EventFormValues) => createEventWithLocation(values),
    ...withCacheWork(config, (event) => {
      queryClient.setQueryData(eventKeys.detail(event.uuid), event)
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
    }),
  })
}

type EventChanges = { initial: EventFormValues; values: EventFormValues }

/** Saves what changed on the settings form; null when nothing did. */
export function useSaveEventSettings(uuid: string, config?: MutationConfig<UsherEvent | null, EventChanges>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ initial, values }: EventChanges) => saveEventChanges(uuid, initial, values),
    ...withCacheWork(config, (saved) => {
      rememberSavedEvent(queryClient, saved, uuid)
    }),
  })
}
