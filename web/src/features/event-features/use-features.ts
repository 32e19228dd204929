import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createFeature, deleteFeature, featureKeys, featuresQuery, reorderFeatures, updateFeature, type Feature, type FeatureInput } from '@/api/features'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/** The event's features and the commands on them; a reorder shows at once and rolls back if refused. */
export function useFeatures(eventUuid: string) {
  const queryClient = useQueryClient()
  const key = featureKeys.event(eventUuid)
  const features = useQuery(featuresQuery(eventUuid))
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })

  const create = useMutation({ mutationFn: (input: FeatureInput) => createFeature(eventUuid, input), onSettled: refresh })
  const update = useMutation({ mutationFn: ({ id, input }: { id: string; input: FeatureInput }) => updateFeature(eventUuid, id, input), onSettled: refresh })
  const remove = useMutation({
    mutationFn: (id: string) => deleteFeature(eventUuid, id),
    onError: () => showSnackbar('The feature could not be removed.', 'error'),
    onSettled: refresh,
  })
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderFeatures(eventUuid, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Feature[]>(key)
      if (previous) queryClient.setQueryData(key, ids.map((id, position) => ({ ...previous.find((feature) => feature.id === id)!, position })))
      return { previous }
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
      showSnackbar('The features could not be reordered.', 'error')
    },
    onSettled: refresh,
  })

  return { features, create, update, remove, reorder }
}
