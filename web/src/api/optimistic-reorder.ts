import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/**
 * Reordering a list (tabs, features) shows the new order at once and puts the old one back if
 * the server refuses it; the list is read again either way.
 */
export function useOptimisticReorder<T extends { id: string; position: number }>(key: QueryKey, send: (ids: string[]) => Promise<unknown>, failure: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onMutate: async (ids: string[]) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<T[]>(key)
      if (previous)
        queryClient.setQueryData(
          key,
          ids.map((id, position) => ({ ...previous.find((item) => item.id === id)!, position })),
        )
      return { previous }
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
      showSnackbar(failure, 'error')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
