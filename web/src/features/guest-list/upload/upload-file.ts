import { isApiError } from '@/lib/api-error'
import { failureMessageOf } from '@/components/form/field-errors'

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
const ACCEPTED = /\.(csv|xlsx)$/i

/** The checks the server makes first, done here so a wrong file fails before it is sent. */
export function checkFile(file: File): string | null {
  if (!ACCEPTED.test(file.name)) return 'The file must be a CSV or Excel (.xlsx) file.'
  if (file.size === 0) return 'The file is empty.'
  if (file.size > MAX_UPLOAD_BYTES) return 'The file may not be greater than 50 MB.'
  return null
}

/** The message under the drop zone: the server's word on `file`, else what went wrong. */
export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 413) return 'The file may not be greater than 50 MB.'
  return failureMessageOf(error, { field: 'file', fallback: 'The file could not be uploaded. Try again.' })
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
