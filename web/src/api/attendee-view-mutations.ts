import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  attendeeViewKeys,
  createTab,
  deleteTab,
  reorderTabs,
  saveColumnSettings,
  updateTab,
  type AttendeeTab,
  type TabInput,
  type ViewColumn,
} from '@/api/attendee-views'
import { useOptimisticReorder } from '@/api/optimistic-reorder'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/** The commands on the guest list's saved tabs; each reads the tabs again when it is answered. */
export function useAttendeeTabMutations(eventUuid: string) {
  const queryClient = useQueryClient()
  const key = attendeeViewKeys.tabs(eventUuid)
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })

  const create = useMutation({ mutationFn: (input: TabInput) => createTab(eventUuid, input), onSettled: refresh })
  const update = useMutation({ mutationFn: ({ id, input }: { id: string; input: TabInput }) => updateTab(eventUuid, id, input), onSettled: refresh })
  const remove = useMutation({
    mutationFn: (id: string) => deleteTab(eventUuid, id),
    onError: () => showSnackbar('The tab could not be deleted.', 'error'),
    onSettled: refresh,
  })
  const reorder = useOptimisticReorder<AttendeeTab>(key, (ids) => reorderTabs(eventUuid, ids), 'The tabs could not be reordered.')
  return { create, update, remove, reorder }
}

/** Saves the person's column choices; the table follows at once and goes back if they are refused. */
export function useSaveColumnSettings(eventUuid: string) {
  const queryClient = useQueryClient()
  const key = attendeeViewKeys.columns(eventUuid)
  return useMutation({
    mutationFn: (columns: ViewColumn[]) => saveColumnSettings(eventUuid, columns),
    onMutate: async (columns) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<ViewColumn[] | null>(key)
      queryClient.setQueryData(key, columns)
      return { previous }
    },
    onError: (_error, _columns, context) => {
      queryClient.setQueryData(key, context?.previous ?? null)
      showSnackbar('Your column settings could not be saved.', 'error')
    },
  })
}
