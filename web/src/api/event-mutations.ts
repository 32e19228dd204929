import { useMutation, useQueryClient } from '@tanstack/react-query'
import { archiveEvent, duplicateEvent, eventKeys, restoreEvent, type UsherEvent } from '@/api/events'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'
import { showSnackbar } from '@/components/feedback/snackbar-store'
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

/** Starts a copy of the event; the copy joins the events list at once, its parts follow. */
export function useDuplicateEvent(eventUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (includeGuests: boolean) => duplicateEvent(eventUuid, { include_guests: includeGuests }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  })
}

/** Archive and restore (spec section 4); duplicating has its own dialog (DuplicateEventDialog). */
export function useEventActions(event: UsherEvent) {
  const queryClient = useQueryClient()

  const refresh = (updated?: UsherEvent) => {
    if (updated?.uuid === event.uuid) queryClient.setQueryData(eventKeys.detail(event.uuid), updated)
    void queryClient.invalidateQueries({ queryKey: eventKeys.detail(event.uuid) })
    void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
  }
  const onError = (error: Error) => showSnackbar(error.message, 'error')

  const archive = useMutation({
    mutationFn: () => archiveEvent(event.uuid),
    onSuccess: (result) => {
      refresh(result?.data)
      showSnackbar(`${event.name} was archived.`, 'success')
    },
    onError,
  })

  const restore = useMutation({
    mutationFn: () => restoreEvent(event.uuid),
    onSuccess: (result) => {
      refresh(result?.data)
      showSnackbar(`${event.name} was restored.`, 'success')
    },
    onError,
  })

  return { archive, restore, busy: archive.isPending || restore.isPending }
}
