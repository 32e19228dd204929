import { useQuery } from '@tanstack/react-query'
import { featuresQuery } from '@/api/features'
import { useFeatureMutations } from '@/api/feature-mutations'

/** The event's features and the commands on them; a reorder shows at once and rolls back if refused. */
export function useFeatures(eventUuid: string) {
  const features = useQuery(featuresQuery(eventUuid))
  return { features, ...useFeatureMutations(eventUuid) }
}
