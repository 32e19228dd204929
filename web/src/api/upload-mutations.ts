import { useMutation, useQueryClient } from '@tanstack/react-query'
import { startGuestImport, uploadGuestFile, uploadKeys, type Upload, type UploadMapping, type UploadProgress } from '@/api/uploads'
import type { CommandResult } from '@/api/pagination'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'

type FileUpload = { file: File; onProgress: (progress: UploadProgress) => void; signal: AbortSignal }

/** Sends a guest file; the caller keeps the abort signal, so closing the dialog stops the upload. */
export function useUploadGuestFile(eventUuid: string, config?: MutationConfig<Upload, FileUpload>) {
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: FileUpload) => uploadGuestFile(eventUuid, file, { onProgress, signal }),
    ...config,
  })
}

type ImportStart = { mapping: UploadMapping; emptyCellsClear: boolean }

/** Starts (or starts again) an upload's import; the upload's progress query takes the answer at once. */
export function useStartGuestImport(eventUuid: string, uploadId: string, config?: MutationConfig<CommandResult<Upload>, ImportStart>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ mapping, emptyCellsClear }: ImportStart) => startGuestImport(eventUuid, uploadId, mapping, emptyCellsClear),
    ...withCacheWork(config, (result) => {
      queryClient.setQueryData(uploadKeys.detail(eventUuid, uploadId), result.data)
    }),
  })
}
