import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createFeature, deleteFeature, featureKeys, reorderFeatures, updateFeature, type Feature, type FeatureInput } from '@/api/features'
import { useImageUpload } from '@/api/image-upload'
import { uploadMedia, type MediaItem } from '@/api/media'
import { useOptimisticReorder } from '@/api/optimistic-reorder'
import { showSnackbar } from '@/components/feedback/snackbar-store'

/** The commands on an event's features; each reads the features again when it is answered. */
export function useFeatureMutations(eventUuid: string) {
  const queryClient = useQueryClient()
  const key = featureKeys.event(eventUuid)
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })

  const create = useMutation({ mutationFn: (input: FeatureInput) => createFeature(eventUuid, input), onSettled: refresh })
  const update = useMutation({ mutationFn: ({ id, input }: { id: string; input: FeatureInput }) => updateFeature(eventUuid, id, input), onSettled: refresh })
  const remove = useMutation({
    mutationFn: (id: string) => deleteFeature(eventUuid, id),
    onError: () => showSnackbar('The feature could not be removed.', 'error'),
    onSettled: refresh,
  })
  const reorder = useOptimisticReorder<Feature>(key, (ids) => reorderFeatures(eventUuid, ids), 'The features could not be reordered.')
  return { create, update, remove, reorder }
}

/** An image for a feature, kept in the organisation's media library; the field gets its id. */
export function useFeatureImageUpload(onUploaded: (media: MediaItem) => void) {
  return useImageUpload(uploadMedia, onUploaded)
}
