import { useUploadMedia, type MediaItem } from '@/api/media'
import { isApiError } from '@/lib/api-error'

/** The first thing the server said about a refused file (wrong type, too large, quota full). */
export function uploadErrorOf(failure: unknown): string {
  if (isApiError(failure)) return Object.values(failure.errors)[0]?.[0] ?? failure.message
  return failure instanceof Error ? failure.message : 'The image could not be uploaded.'
}

/** Uploads to the organisation's library and refreshes its listing. */
export function useMediaUpload(onUploaded?: (item: MediaItem) => void) {
  return useUploadMedia({ onSuccess: (item) => onUploaded?.(item) })
}
