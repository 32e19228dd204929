import { useMutation, useQueryClient } from '@tanstack/react-query'
import { archiveEvent, eventKeys, restoreEvent, type UsherEvent } from '@/api/events'
import { showSnackbar } from '@/components/feedback/snackbar-store'

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
