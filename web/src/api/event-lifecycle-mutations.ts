import { useMutation, useQueryClient } from '@tanstack/react-query'
import { archiveEvent, duplicateEvent, eventKeys, restoreEvent, type UsherEvent } from '@/api/events'
import { showSnackbar } from '@/components/feedback/snackbar-store'

// Apart from the event form's saving (event-mutations.ts): every event page's actions menu uses these,
// and the form's saving brings the time zones and countries lists with it (issue 31: first load).

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
