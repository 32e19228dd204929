import { useMutation, useQueryClient } from '@tanstack/react-query'
import { setTableOwner, tableOwnerKeys, type TableOwner, type TableOwnerSettings } from '@/api/table-owner'
import type { MutationCallbacks } from '@/api/mutation-callbacks'

/** Makes someone (or no one: attendee_id null) the table's owner; the answer is the owner from now on. */
export function useSetTableOwner(
  eventUuid: string,
  tableId: string,
  callbacks: Pick<MutationCallbacks<{ data: TableOwner | null }, TableOwnerSettings>, 'onSuccess'>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: TableOwnerSettings) => setTableOwner(eventUuid, tableId, settings),
    onSuccess: (reply, settings) => {
      queryClient.setQueryData(tableOwnerKeys.owner(eventUuid, tableId), reply.data)
      return callbacks.onSuccess?.(reply, settings)
    },
  })
}
