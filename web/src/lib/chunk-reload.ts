const RELOAD_GUARD_MS = 60_000
const STORAGE_KEY = 'usher:chunk-reload-at'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message)
}

/** A new deploy removed the chunk this tab wanted: reload, but at most once a minute. */
export function reloadForStaleChunk(): boolean {
  const last = Number(sessionStorage.getItem(STORAGE_KEY) ?? 0)
  if (Date.now() - last < RELOAD_GUARD_MS) return false
  sessionStorage.setItem(STORAGE_KEY, String(Date.now()))
  window.location.reload()
  return true
}
