import { useMutation } from '@tanstack/react-query'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { failureMessageOf } from '@/components/form/field-errors'

/**
 * An image picked for a field: sent at once, its result handed to the field; a refusal (too
 * large, not an image, over the quota) shows its first reason.
 */
export function useImageUpload<T>(upload: (file: File) => Promise<T>, onUploaded: (result: T) => void) {
  return useMutation({
    mutationFn: upload,
    onSuccess: onUploaded,
    onError: (failure) => showSnackbar(failureMessageOf(failure), 'error'),
  })
}
