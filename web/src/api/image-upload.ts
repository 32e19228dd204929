import { useMutation } from '@tanstack/react-query'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { isApiError } from '@/lib/api-error'

/**
 * An image picked for a field: sent at once, its result handed to the field; a refusal (too
 * large, not an image, over the quota) shows its first reason.
 */
export function useImageUpload<T>(upload: (file: File) => Promise<T>, onUploaded: (result: T) => void) {
  return useMutation({
    mutationFn: upload,
    onSuccess: onUploaded,
    onError: (failure) => showSnackbar(isApiError(failure) ? (Object.values(failure.errors)[0]?.[0] ?? failure.message) : failure.message, 'error'),
  })
}
