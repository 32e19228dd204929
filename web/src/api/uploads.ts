import { queryOptions } from '@tanstack/react-query'
import type { GuestFieldKey } from '@usher/domain/guest-import/guest-fields'
import { api, refreshCsrfCookie } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { readCookie } from '@/lib/cookies'
import { loadingStore } from '@/lib/loading-store'
import { getSocketId } from '@/lib/socket-id'
import type { CommandResult, Single } from './pagination'

export type UploadStatus = 'mapping' | 'importing' | 'done' | 'failed'

export type UploadSource = 'eventbrite' | 'luma' | 'zkipster' | 'google_contacts' | 'outlook' | 'generic'

export type UploadMapping = (GuestFieldKey | null)[]

export type UploadRowError = { row: number; field: string; message: string }

export type Upload = {
  id: string
  file_name: string
  status: UploadStatus
  source: UploadSource | null
  encoding: string | null
  headers: string[]
  mapping: UploadMapping
  /** The first rows of the file, one string per column. */
  sample: string[][]
  total_rows: number
  processed: number
  created: number
  updated: number
  failed: number
  errors: UploadRowError[]
  /** Every row error; `errors` holds the first 200. */
  errors_total?: number
  /** Why a failed import stopped, when the server says. */
  failure?: string | null
  /** The mapping step's choice: an empty cell clears a known guest's value (off: it changes nothing). */
  empty_cells_clear?: boolean
  created_at: string
}

export type FieldValue = string | number | boolean | string[] | null

/** What confirming a mapping would do to guests already on the list (matched by email). */
export type ImportChanges = {
  empty_cells_clear: boolean
  new_guests: number
  changed_guests: number
  unchanged_guests: number
  /** The first 100 changed guests, each field old → new (null: empty). */
  changes: { attendee_id: string; row: number; name: string; fields: { field: string; from: FieldValue; to: FieldValue }[] }[]
}

/** The rows an import left out, with a column saying why: a CSV the browser downloads (the session cookie authenticates it). */
export function rejectedRowsUrl(eventUuid: string, uploadId: string): string {
  return `/api/v2/events/${eventUuid}/attendees/upload/${uploadId}/rejected-rows`
}

export const uploadKeys = {
  all: ['guest-uploads'] as const,
  detail: (eventUuid: string, id: string) => [...uploadKeys.all, eventUuid, id] as const,
}

export type UploadProgress = { loaded: number; total: number }

type UploadFileOptions = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal }

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError')
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}

function toApiError(xhr: XMLHttpRequest): ApiError {
  const body = (parseJson(xhr.responseText) ?? {}) as { message?: unknown; code?: unknown; errors?: unknown }
  const message = typeof body.message === 'string' && body.message ? body.message : xhr.statusText || 'Request failed'
  const code = typeof body.code === 'string' ? body.code : null
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {}
  return new ApiError(xhr.status, message, code, errors)
}

/** One multipart POST through XMLHttpRequest, which (unlike fetch) reports upload progress. */
function sendFile(url: string, file: File, options: UploadFileOptions): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError())
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    const token = readCookie('XSRF-TOKEN')
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token)
    const socketId = getSocketId()
    if (socketId) xhr.setRequestHeader('X-Socket-ID', socketId)

    const onAbort = () => xhr.abort()
    options.signal?.addEventListener('abort', onAbort, { once: true })
    const cleanUp = () => options.signal?.removeEventListener('abort', onAbort)

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total })
    })
    xhr.addEventListener('load', () => {
      cleanUp()
      resolve(xhr)
    })
    xhr.addEventListener('error', () => {
      cleanUp()
      reject(new ApiError(0, 'The server could not be reached. Check your connection and try again.', 'network_error'))
    })
    xhr.addEventListener('abort', () => {
      cleanUp()
      reject(abortError())
    })

    const form = new FormData()
    form.append('file', file, file.name)
    // No Content-Type header: the browser writes multipart/form-data with its boundary.
    xhr.send(form)
  })
}

/** Uploads a CSV or Excel file and answers with the columns the server recognised (step 1 of a guest upload). */
export async function uploadGuestFile(eventUuid: string, file: File, options: UploadFileOptions = {}): Promise<Upload> {
  const url = `/api/v2/events/${eventUuid}/attendees/upload`
  loadingStore.start()
  let failed = true
  try {
    if (!readCookie('XSRF-TOKEN')) await refreshCsrfCookie()
    let xhr = await sendFile(url, file, options)
    // A stale CSRF token: fetch a fresh one and send the file once more.
    if (xhr.status === 403 && (parseJson(xhr.responseText) as { code?: unknown } | undefined)?.code === 'csrf_token_mismatch') {
      await refreshCsrfCookie()
      xhr = await sendFile(url, file, options)
    }
    if (xhr.status < 200 || xhr.status >= 300) throw toApiError(xhr)
    const payload = parseJson(xhr.responseText) as Single<Upload> | undefined
    if (!payload?.data) throw new ApiError(xhr.status, 'The server answered with something unexpected. Try again.', 'bad_response')
    failed = false
    return payload.data
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') failed = false
    throw error
  } finally {
    loadingStore.finish(failed)
  }
}

/** Starts importing the rows with the mapping the organiser confirmed (step 2). */
export function startGuestImport(eventUuid: string, id: string, mapping: UploadMapping, emptyCellsClear = false): Promise<CommandResult<Upload>> {
  return api.post(`/api/v2/events/${eventUuid}/attendees`, { upload: { id, mapping, empty_cells_clear: emptyCellsClear } })
}

/** Which guests already on the list this mapping would change, and how; nothing is written. */
export function importChangesQuery(eventUuid: string, id: string, mapping: UploadMapping, emptyCellsClear: boolean) {
  return queryOptions({
    queryKey: [...uploadKeys.detail(eventUuid, id), 'preview', mapping, emptyCellsClear] as const,
    queryFn: ({ signal }) =>
      api
        .post<Single<ImportChanges>>(
          `/api/v2/events/${eventUuid}/attendees/upload/${id}/preview`,
          { mapping, empty_cells_clear: emptyCellsClear },
          { signal, silent: true },
        )
        .then((r) => r.data),
    staleTime: 30_000,
  })
}

/** The upload with its import progress (step 3); the dialog polls it while the status is 'importing'. */
export function uploadQuery(eventUuid: string, id: string) {
  return queryOptions({
    queryKey: uploadKeys.detail(eventUuid, id),
    queryFn: ({ signal }) => api.get<Single<Upload>>(`/api/v2/events/${eventUuid}/attendees/upload/${id}`, { signal, silent: true }).then((r) => r.data),
    staleTime: 0,
  })
}
