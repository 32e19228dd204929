import { useMutation, useQueryClient } from '@tanstack/react-query'
import { startGuestImport, uploadGuestFile, uploadKeys, type Upload, type UploadMapping, type UploadProgress } from '@/api/uploads'
import type { CommandResult } from '@/api/pagination'
import type { MutationCallbacks } from '@/api/mutation-callbacks'

type FileUpload = { file: File; onProgress: (progress: UploadProgress) => void; signal: AbortSignal }

/** Sends a guest file; the caller keeps the abort signal, so closing the dialog stops the upload. */
export function useUploadGuestFile(eventUuid: string, callbacks: MutationCallbacks<Upload, FileUpload>) {
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: FileUpload) => uploadGuestFile(eventUuid, file, { onProgress, signal }),
    ...callbacks,
  })
}

type ImportStart = { mapping: UploadMapping; emptyCellsClear: boolean }

/** Starts (or starts again) an upload's import; the upload's progress query takes the answer at once. */
export function useStartGuestImport(eventUuid: string, uploadId: string, callbacks: MutationCallbacks<CommandResult<Upload>, ImportStart> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ mapping, emptyCellsClear }: ImportStart) => startGuestImport(eventUuid, uploadId, mapping, emptyCellsClear),
    onSuccess: (result, start) => {
      queryClient.setQueryData(uploadKeys.detail(eventUuid, uploadId), result.data)
      return callbacks.onSuccess?.(result, start)
    },
    onError: callbacks.onError,
  })
}
