import { useMutation, useQueryClient } from '@tanstack/react-query'
import { setTableOwner, tableOwnerKeys, type TableOwner, type TableOwnerSettings } from '@/api/table-owner'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'

/** Makes someone (or no one: attendee_id null) the table's owner; the answer is the owner from now on. */
export function useSetTableOwner(eventUuid: string, tableId: string, config?: MutationConfig<{ data: TableOwner | null }, TableOwnerSettings>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: TableOwnerSettings) => setTableOwner(eventUuid, tableId, settings),
    ...withCacheWork(config, (reply) => {
      queryClient.setQueryData(tableOwnerKeys.owner(eventUuid, tableId), reply.data)
    }),
  })
}
