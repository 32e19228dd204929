import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { invalidateEventEverything, invalidateProjection, type ProjectionName } from './projection-invalidation'
import { getSocketId, setSocketId } from './socket-id'

type ServerMessage =
  | { type: 'hello'; socket_id: string }
  | { type: 'subscribed'; channel: string }
  | { type: 'error'; channel?: string; message: string }
  | {
      type: 'projection'
      channel: string
      projection: ProjectionName
      ids?: string[] | null
      position?: string
      origin_socket_ids?: string[]
    }

const MIN_BACKOFF_MS = 500
const MAX_BACKOFF_MS = 30_000

/** True when the push was caused only by this tab's own requests, which already refreshed. */
export function isOwnEcho(originSocketIds: string[] | undefined, ownSocketId: string | null): boolean {
  if (!ownSocketId || !originSocketIds || originSocketIds.length === 0) return false
  return originSocketIds.every((id) => id === ownSocketId)
}

/** One websocket per tab; channels are reference-counted and re-subscribed after reconnects. */
class RealtimeClient {
  private socket: WebSocket | null = null
  private channels = new Map<string, number>()
  private attempt = 0
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null
  private queryClient: QueryClient | null = null
  private hasConnectedBefore = false
  private keepOpen = false

  attach(queryClient: QueryClient) {
    this.queryClient = queryClient
  }

  subscribe(channel: string): () => void {
    const count = this.channels.get(channel) ?? 0
    this.channels.set(channel, count + 1)
    if (count === 0) this.send({ type: 'subscribe', channel })
    this.ensureConnected()
    return () => this.unsubscribe(channel)
  }

  private unsubscribe(channel: string) {
    const count = this.channels.get(channel) ?? 0
    if (count <= 1) {
      this.channels.delete(channel)
      this.send({ type: 'unsubscribe', channel })
    } else {
      this.channels.set(channel, count - 1)
    }
  }

  ensureConnected() {
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return
    if (this.reconnectTimer) return
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
    const socket = new WebSocket(`${scheme}://${window.location.host}/api/v2/ws`)
    this.socket = socket
    socket.addEventListener('open', () => this.onOpen())
    socket.addEventListener('message', (message) => this.onMessage(message))
    socket.addEventListener('close', () => this.onClose(socket))
  }

  /** Stay connected (and reconnect) even with no channel, so requests carry a socket id. */
  connect() {
    this.keepOpen = true
    this.ensureConnected()
  }

  disconnect() {
    this.keepOpen = false
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer)
    this.reconnectTimer = null
    const socket = this.socket
    this.socket = null
    setSocketId(null)
    socket?.close()
  }

  private onOpen() {
    this.attempt = 0
    for (const channel of this.channels.keys()) this.send({ type: 'subscribe', channel })
    // Pushes sent while we were away are lost: refetch what the subscribed screens show.
    if (this.hasConnectedBefore && this.queryClient) {
      for (const channel of this.channels.keys()) {
        const uuid = eventUuidOf(channel)
        if (uuid) invalidateEventEverything(this.queryClient, uuid)
      }
    }
    this.hasConnectedBefore = true
  }

  private onClose(socket: WebSocket) {
    if (this.socket !== socket) return
    this.socket = null
    setSocketId(null)
    if (this.channels.size === 0 && !this.keepOpen) return
    const delay = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** this.attempt) * (0.75 + Math.random() * 0.5)
    this.attempt += 1
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      this.ensureConnected()
    }, delay)
  }

  private onMessage(event: MessageEvent) {
    let message: ServerMessage
    try {
      message = JSON.parse(String(event.data)) as ServerMessage
    } catch {
      return
    }
    if (message.type === 'hello') {
      setSocketId(message.socket_id)
      return
    }
    if (message.type === 'error') {
      console.warn('[realtime]', message.channel ?? '', message.message)
      return
    }
    if (message.type !== 'projection' || !this.queryClient) return
    // A tab's own mutations refresh the screens they change; the activity feed
    // is not one of them, so its echo is always applied. Nor is a change to
    // more guests than a message names (ids null): the projections may take
    // longer over 20,000 guests than the refresh waits for them.
    const namesItsGuests = message.ids !== null && message.ids !== undefined
    if (message.projection !== 'activity_feed' && namesItsGuests && isOwnEcho(message.origin_socket_ids, getSocketId())) return
    const uuid = eventUuidOf(message.channel)
    if (uuid) invalidateProjection(this.queryClient, uuid, message.projection, message.ids ?? [])
  }

  private send(payload: object) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(payload))
  }
}

function eventUuidOf(channel: string): string | null {
  return channel.startsWith('event.') ? channel.slice('event.'.length) : null
}

export const realtime = new RealtimeClient()

/** Keeps this tab subscribed to the event's channel while the calling screen is mounted. */
export function useEventChannel(uuid: string | undefined): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!uuid) return
    realtime.attach(queryClient)
    return realtime.subscribe(`event.${uuid}`)
  }, [uuid, queryClient])
}

/** Opens the socket early so X-Socket-ID is known before the first mutation. */
export function useRealtimeConnection(enabled: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    realtime.attach(queryClient)
    realtime.connect()
  }, [enabled, queryClient])
}
