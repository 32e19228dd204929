import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { archiveEvent, duplicateEvent, eventKeys, restoreEvent, type UsherEvent } from '@/api/events'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/** Archive, restore and duplicate (spec section 4: events can be archived, restored and duplicated). */
export function useEventActions(event: UsherEvent) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

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

  const duplicate = useMutation({
    mutationFn: () => duplicateEvent(event.uuid),
    onSuccess: async (result) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
      showSnackbar(`Created “${result.data.name}”.`, 'success')
      await navigate({ to: '/events/$uuid/settings/general', params: { uuid: result.data.uuid } })
    },
    onError,
  })

  return { archive, restore, duplicate, busy: archive.isPending || restore.isPending || duplicate.isPending }
}
