import { useEffect, useSyncExternalStore } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { LiveClientMessage, LiveProjectionMessage, LiveServerMessage } from '@usher/domain/contract/live'
import type { ProjectionName } from './projection-invalidation'
import { getSocketId, setSocketId } from './socket-id'
import { notePositionSeen } from './api-client'
import { onSessionSwitch } from './session-switch'

// What a pushed change needs, the live protocol's schema (zod, 25 kB gzip) and the map of projections
// to queries (every API module's keys), a page without live updates (the login page) need not load:
// it is fetched when a socket opens, and a change is handled once it is here. One promise for all,
// so changes are still handled in the order they came.
let liveHandling: Promise<[typeof import('@usher/domain/contract/live'), typeof import('./projection-invalidation')]> | null = null
function loadLiveHandling() {
  liveHandling ??= Promise.all([import('@usher/domain/contract/live'), import('./projection-invalidation')])
  return liveHandling
}

const MIN_BACKOFF_MS = 500
const MAX_BACKOFF_MS = 30_000
// A subscribe the server has not answered in this time is sent again; after a few, the socket is given up.
const SUBSCRIBE_ANSWER_MS = 5_000
const SUBSCRIBE_ATTEMPTS_PER_SOCKET = 3
// A socket that stays silent this long after a ping is dead (a proxy dropped it without closing it).
const HEARTBEAT_EVERY_MS = 25_000
const PONG_WITHIN_MS = 10_000
// WebSocket.OPEN, as a number: the client then runs on any WebSocket implementation it is given
// (a test's `ws` client on Node, where there is no global WebSocket).
const SOCKET_OPEN = 1

/**
 * What a screen can say about its live updates: `live` (every change arrives),
 * `connecting` (not live yet), `reconnecting` (was live, the connection broke:
 * changes made meanwhile are fetched once it is back), `refused` (the server
 * will not send this channel's changes to this user).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'refused'

type ChannelState = {
  /** Screens that want the channel. */
  holders: number
  answered: 'no' | 'subscribed' | 'refused'
  /** When the last subscribe went out, and how many went out on this socket. */
  sentAt: number
  attempts: number
  /** Live once: a later gap means changes may have been missed. */
  wasLive: boolean
}

/** True when the push was caused only by this tab's own requests, which already refreshed. */
export function isOwnEcho(originSocketIds: string[] | undefined, ownSocketId: string | null): boolean {
  if (!ownSocketId || !originSocketIds || originSocketIds.length === 0) return false
  return originSocketIds.every((id) => id === ownSocketId)
}

/**
 * One websocket per tab. Channels are reference-counted; every subscribe waits
 * for the server's answer and is sent again when none comes. After a broken
 * connection the client reconnects, subscribes again, and once the server has
 * answered refetches what the screens show (the changes made while it was away
 * were never pushed). Screens read each channel's status to say, in words,
 * whether they are live.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null
  private readonly channels = new Map<string, ChannelState>()
  private attempt = 0
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null
  private checkTimer: ReturnType<typeof setInterval> | null = null
  private queryClient: QueryClient | null = null
  private keepOpen = false
  private lastHeardAt = 0
  private pingSentAt = 0
  private readonly listeners = new Set<() => void>()

  constructor(private readonly openSocket: () => WebSocket = defaultSocket) {}

  attach(queryClient: QueryClient) {
    this.queryClient = queryClient
  }

  subscribe(channel: string): () => void {
    const state = this.channels.get(channel)
    if (state) state.holders += 1
    else {
      this.channels.set(channel, { holders: 1, answered: 'no', sentAt: 0, attempts: 0, wasLive: false })
      this.sendSubscribe(channel)
      this.notify()
    }
    this.ensureConnected()
    return () => this.unsubscribe(channel)
  }

  statusOf(channel: string): LiveStatus {
    const state = this.channels.get(channel)
    if (!state) return 'connecting'
    if (state.answered === 'refused') return 'refused'
    if (state.answered === 'subscribed' && this.socket?.readyState === SOCKET_OPEN) return 'live'
    return state.wasLive ? 'reconnecting' : 'connecting'
  }

  /** For useSyncExternalStore: called whenever a status may have changed. */
  onChange = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private unsubscribe(channel: string) {
    const state = this.channels.get(channel)
    if (!state) return
    if (state.holders > 1) {
      state.holders -= 1
      return
    }
    this.channels.delete(channel)
    this.send({ type: 'unsubscribe', channel })
    this.notify()
  }

  ensureConnected() {
    if (this.socket && this.socket.readyState <= SOCKET_OPEN) return
    if (this.reconnectTimer) return
    void loadLiveHandling()
    const socket = this.openSocket()
    this.socket = socket
    socket.addEventListener('open', () => this.onOpen(socket))
    socket.addEventListener('message', (message) => this.onMessage(message))
    socket.addEventListener('close', () => this.onClose(socket))
    this.startChecks()
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
    this.stopChecks()
    const socket = this.socket
    this.socket = null
    setSocketId(null)
    socket?.close()
    this.notify()
  }

  private onOpen(socket: WebSocket) {
    if (this.socket !== socket) return
    this.attempt = 0
    this.lastHeardAt = Date.now()
    this.pingSentAt = 0
    for (const [channel, state] of this.channels) {
      state.attempts = 0
      this.sendSubscribe(channel)
    }
  }

  private onClose(socket: WebSocket) {
    if (this.socket !== socket) return
    this.socket = null
    setSocketId(null)
    for (const state of this.channels.values()) if (state.answered === 'subscribed') state.answered = 'no'
    this.notify()
    if (this.channels.size === 0 && !this.keepOpen) {
      this.stopChecks()
      return
    }
    const delay = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** this.attempt) * (0.75 + Math.random() * 0.5)
    this.attempt += 1
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null
      this.ensureConnected()
    }, delay)
  }

  private onMessage(event: MessageEvent) {
    this.lastHeardAt = Date.now()
    this.pingSentAt = 0
    let message: LiveServerMessage
    try {
      message = JSON.parse(String(event.data)) as LiveServerMessage
    } catch {
      return
    }
    switch (message.type) {
      case 'hello':
        setSocketId(message.socket_id)
        return
      case 'subscribed':
        return this.onSubscribed(message.channel)
      case 'error': {
        const state = message.channel ? this.channels.get(message.channel) : undefined
        if (state) {
          state.answered = 'refused'
          this.notify()
        }
        console.warn('[realtime]', message.channel ?? '', message.message)
        return
      }
      case 'projection': {
        // The one message that drives refetches is checked against the schema the hub sent it by.
        void loadLiveHandling().then(([{ parseLiveProjectionMessage }, invalidation]) => {
          const projection = parseLiveProjectionMessage(message)
          if (projection) this.onProjection(projection, invalidation)
        })
        return
      }
      default:
        return
    }
  }

  private onSubscribed(channel: string) {
    const state = this.channels.get(channel)
    if (!state || state.answered === 'subscribed') return
    state.answered = 'subscribed'
    // Back after a gap: what changed while nobody was listening was never pushed. Fetched now that
    // every later change is sure to be, so nothing falls between the two.
    const queryClient = this.queryClient
    if (state.wasLive && queryClient) {
      const uuid = eventUuidOf(channel)
      if (uuid) void loadLiveHandling().then(([, { invalidateEventEverything }]) => invalidateEventEverything(queryClient, uuid))
    }
    state.wasLive = true
    this.notify()
  }

  private onProjection(message: LiveProjectionMessage, { invalidateProjection }: typeof import('./projection-invalidation')) {
    if (!this.queryClient) return
    // A tab's own mutations refresh the screens they change; the activity feed
    // is not one of them, so its echo is always applied. Nor is a change to
    // more guests than a message names (ids null): the projections may take
    // longer over 20,000 guests than the refresh waits for them.
    const namesItsGuests = message.ids !== null && message.ids !== undefined
    if (message.projection !== 'activity_feed' && namesItsGuests && isOwnEcho(message.origin_socket_ids, getSocketId())) return
    const uuid = eventUuidOf(message.channel)
    notePositionSeen(message.position)
    if (uuid) invalidateProjection(this.queryClient, uuid, message.projection as ProjectionName, message.ids ?? [])
  }

  private sendSubscribe(channel: string) {
    const state = this.channels.get(channel)
    if (!state || this.socket?.readyState !== SOCKET_OPEN) return
    state.sentAt = Date.now()
    state.attempts += 1
    this.send({ type: 'subscribe', channel })
  }

  /** Every second: subscribes that got no answer, and a socket that went silent. */
  private startChecks() {
    this.checkTimer ??= setInterval(() => this.check(), 1_000)
  }

  private stopChecks() {
    if (this.checkTimer) clearInterval(this.checkTimer)
    this.checkTimer = null
  }

  private check() {
    const socket = this.socket
    if (socket?.readyState !== SOCKET_OPEN) return
    const now = Date.now()
    for (const [channel, state] of this.channels) {
      if (state.answered !== 'no' || now - state.sentAt < SUBSCRIBE_ANSWER_MS) continue
      // Unanswered: again, and after a few tries a new socket (this one may be half dead).
      if (state.attempts >= SUBSCRIBE_ATTEMPTS_PER_SOCKET) return socket.close()
      this.sendSubscribe(channel)
    }
    if (this.pingSentAt && now - this.pingSentAt > PONG_WITHIN_MS) return socket.close()
    if (!this.pingSentAt && now - this.lastHeardAt > HEARTBEAT_EVERY_MS) {
      this.pingSentAt = now
      this.send({ type: 'ping' })
    }
  }

  private send(payload: LiveClientMessage) {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(payload))
  }

  private notify() {
    for (const listener of this.listeners) listener()
  }
}

function defaultSocket(): WebSocket {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws'
  return new WebSocket(`${scheme}://${window.location.host}/api/v2/ws`)
}

function eventUuidOf(channel: string): string | null {
  return channel.startsWith('event.') ? channel.slice('event.'.length) : null
}

export const realtime = new RealtimeClient()
// A new session (or none) re-authenticates the live connection: lib/session-switch.ts.
onSessionSwitch(() => realtime.disconnect())

/** Keeps this tab subscribed to the event's channel while the calling screen is mounted. */
export function useEventChannel(uuid: string | undefined): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!uuid) return
    realtime.attach(queryClient)
    return realtime.subscribe(`event.${uuid}`)
  }, [uuid, queryClient])
}

/** Whether the event's screens are live, as the realtime client knows it. */
export function useLiveStatus(uuid: string): LiveStatus {
  const channel = `event.${uuid}`
  return useSyncExternalStore(realtime.onChange, () => realtime.statusOf(channel))
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
