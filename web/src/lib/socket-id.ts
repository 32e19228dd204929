// The realtime client writes the id the server gave this tab; the API client sends it on
// every request so projection pushes caused by this tab can be recognised as its own echo.
let currentSocketId: string | null = null

export function getSocketId(): string | null {
  return currentSocketId
}

export function setSocketId(id: string | null): void {
  currentSocketId = id
}
