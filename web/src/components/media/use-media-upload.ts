import { useUploadMedia, type MediaItem } from '@/api/media'
import { failureMessageOf } from '@/components/form/field-errors'

/** The first thing the server said about a refused file (wrong type, too large, quota full). */
export function uploadErrorOf(failure: unknown): string {
  return failureMessageOf(failure, { fallback: 'The image could not be uploaded.' })
}

/** Uploads to the organisation's library and refreshes its listing. */
export function useMediaUpload(onUploaded?: (item: MediaItem) => void) {
  return useUploadMedia({ onSuccess: (item) => onUploaded?.(item) })
}
