import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { attendeeTabsQuery, attendeeViewKeys, createTab, deleteTab, reorderTabs, updateTab, type AttendeeTab, type TabInput } from '@/api/attendee-views'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { useEventAreas } from '@/lib/use-event-areas'

/** The event's tabs and the commands on them; reordering shows at once and rolls back if refused. */
export function useAttendeeTabs(eventUuid: string) {
  const queryClient = useQueryClient()
  const key = attendeeViewKeys.tabs(eventUuid)
  // Saved tabs are the organiser's views: door staff see the list as it is.
  const tabs = useQuery({ ...attendeeTabsQuery(eventUuid), enabled: useEventAreas(eventUuid)?.details === true })
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })

  const create = useMutation({ mutationFn: (input: TabInput) => createTab(eventUuid, input), onSettled: refresh })
  const update = useMutation({ mutationFn: ({ id, input }: { id: string; input: TabInput }) => updateTab(eventUuid, id, input), onSettled: refresh })
  const remove = useMutation({
    mutationFn: (id: string) => deleteTab(eventUuid, id),
    onError: () => showSnackbar('The tab could not be deleted.', 'error'),
    onSettled: refresh,
  })
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderTabs(eventUuid, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<AttendeeTab[]>(key)
      if (previous) queryClient.setQueryData(key, ids.map((id, position) => ({ ...previous.find((tab) => tab.id === id)!, position })))
      return { previous }
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
      showSnackbar('The tabs could not be reordered.', 'error')
    },
    onSettled: refresh,
  })

  return { tabs: tabs.data ?? [], create, update, remove, reorder }
}
