import { ApiError } from './api-error'
import { readCookie } from './cookies'
import { loadingStore } from './loading-store'
import { getSocketId } from './socket-id'

type Query = Record<string, string | number | boolean | null | undefined>

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  query?: Query
  signal?: AbortSignal
  /** Force the CSRF header on a GET that changes state (check-in, undo check-in). */
  stateChanging?: boolean
  idempotencyKey?: string
  /** Hide this request from the top loading bar (background polling, realtime refetches stay visible). */
  silent?: boolean
  /** Internal: read without waiting for the last write's position. */
  skipMinPosition?: boolean
  /** The answer is a file (a PDF), handed back as a Blob instead of parsed. */
  asBlob?: boolean
}

/** Commands answer with a global position; queries sent soon after a write wait for it. */
const READ_YOUR_WRITES_WINDOW_MS = 10_000
/**
 * The server waits up to 2 s for its read models to reach our last write; past that it answers
 * anyway and says so. Showing that answer would show the screen as it was before the write (and
 * an edit made on it would undo the write), so ask again, for this long at most.
 */
const BEHIND_RETRY_MS = 250
const BEHIND_RETRY_FOR_MS = 10_000
/** Kept in the tab's session storage so a reload right after a change still reads it. */
const POSITION_STORAGE_KEY = 'usher.lastWritePosition'
let lastPosition: { value: string; at: number } | null = restoredPosition()

function restoredPosition(): { value: string; at: number } | null {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(POSITION_STORAGE_KEY) ?? 'null') as { value?: unknown; at?: unknown } | null
    if (saved && typeof saved.value === 'string' && /^\d{1,18}$/.test(saved.value) && typeof saved.at === 'number') return { value: saved.value, at: saved.at }
  } catch {
    // Storage may be unavailable (private mode) or hold something else; reads then simply do not wait.
  }
  return null
}

/**
 * A live message's position: the refresh it causes must not be answered by a
 * replica that has not reached it yet (the query API reads from replicas), so
 * the next reads carry it as X-Min-Position, as after the tab's own write. Only
 * ever moves forward; not kept across a reload (the reload reads afresh anyway).
 */
export function notePositionSeen(position: string) {
  if (!/^\d{1,18}$/.test(position)) return
  if (lastPosition && BigInt(lastPosition.value) >= BigInt(position)) {
    lastPosition = { value: lastPosition.value, at: Date.now() }
    return
  }
  lastPosition = { value: position, at: Date.now() }
}

function rememberPosition(payload: unknown) {
  if (payload && typeof payload === 'object' && 'position' in payload) {
    const value = (payload as { position: unknown }).position
    if (typeof value === 'string' || typeof value === 'number') {
      lastPosition = { value: String(value), at: Date.now() }
      try {
        globalThis.sessionStorage?.setItem(POSITION_STORAGE_KEY, JSON.stringify(lastPosition))
      } catch {
        // A full or blocked storage only loses the wait after a reload.
      }
    }
  }
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

function usesMinPosition(options: RequestOptions): boolean {
  const method = options.method ?? 'GET'
  return (
    method === 'GET' && !options.stateChanging && !options.skipMinPosition && lastPosition !== null && Date.now() - lastPosition.at < READ_YOUR_WRITES_WINDOW_MS
  )
}

let csrfRefresh: Promise<void> | null = null

/** Makes sure the XSRF-TOKEN cookie exists before the first state-changing request. */
export function refreshCsrfCookie(): Promise<void> {
  csrfRefresh ??= fetch('/api/csrf-cookie', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      csrfRefresh = null
    })
  return csrfRefresh
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: { message?: unknown; code?: unknown; errors?: unknown; data?: unknown; guests?: unknown } = {}
  try {
    body = (await response.json()) as typeof body
  } catch {
    // Non-JSON error bodies (proxies, HTML pages) fall back to the status text.
  }
  const message = typeof body.message === 'string' && body.message ? body.message : response.statusText || 'Request failed'
  const code = typeof body.code === 'string' ? body.code : null
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {}
  // A seating delete's 409 names the guests it would unseat beside the code, not in `data`.
  return new ApiError(response.status, message, code, errors, body.data ?? (body.guests === undefined ? undefined : { guests: body.guests }))
}

async function send(path: string, options: RequestOptions, retried: boolean): Promise<Response> {
  const method = options.method ?? 'GET'
  const needsCsrf = method !== 'GET' || options.stateChanging === true
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

  // A file goes as multipart: the browser writes that Content-Type itself, with its boundary.
  const isForm = options.body instanceof FormData
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  const socketId = getSocketId()
  if (socketId) headers['X-Socket-ID'] = socketId
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
  if (usesMinPosition(options)) {
    headers['X-Min-Position'] = lastPosition!.value
  }
  if (needsCsrf) {
    if (!readCookie('XSRF-TOKEN')) await refreshCsrfCookie()
    const token = readCookie('XSRF-TOKEN')
    if (token) headers['X-XSRF-TOKEN'] = token
  }

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  })

  // A stale or missing CSRF token (403 with code csrf_token_mismatch): fetch a fresh one and try once more.
  if (needsCsrf && !retried && response.status === 403 && (await isCsrfMismatch(response))) {
    await refreshCsrfCookie()
    return send(path, options, true)
  }
  return response
}

/** Asks again while the answer was read before the read models reached our own last write. */
async function untilCaughtUp(path: string, options: RequestOptions, first: Response): Promise<Response> {
  const until = Date.now() + BEHIND_RETRY_FOR_MS
  let response = first
  while (response.ok && response.headers.get('X-Read-Model-Behind') === 'true' && Date.now() < until && !options.signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, BEHIND_RETRY_MS))
    response = await send(path, options, false)
  }
  return response
}

async function isCsrfMismatch(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null
  return body?.code === 'csrf_token_mismatch'
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.silent) loadingStore.start()
  let failed = true
  try {
    let response = await send(path, options, false)
    // Waiting for our own write is an optimisation: if the server fails at it, read without waiting.
    if (response.status >= 500 && usesMinPosition(options)) response = await send(path, { ...options, skipMinPosition: true }, false)
    else if (usesMinPosition(options)) response = await untilCaughtUp(path, options, response)
    // A refusal (4xx) is an answer the page puts in words (a field's error, "this link has expired"): only a
    // server's failure turns the bar red, so a guest who is told why is not also shown an alarm.
    failed = response.status >= 500
    if (!response.ok) throw await toApiError(response)
    if (response.status === 204) return undefined as T
    if (options.asBlob) return (await response.blob()) as T
    const text = await response.text()
    const payload = text ? (JSON.parse(text) as T) : (undefined as T)
    rememberPosition(payload)
    return payload
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof DOMException && error.name === 'AbortError') {
      failed = false
      throw error
    }
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.', 'network_error')
  } finally {
    if (!options.silent) loadingStore.finish(failed)
  }
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** A read sent as a POST (its ids do not fit a URL) whose answer is a file. */
  postForFile: (path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body' | 'asBlob'> = {}) =>
    apiRequest<Blob>(path, { ...options, method: 'POST', body, asBlob: true }),
}

export { ApiError }
