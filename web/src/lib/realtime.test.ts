import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws'
import type { LiveClientMessage, LiveServerMessage } from '@usher/domain/contract/live'
import { activityLogKeys } from '@/api/activity-log'
import { attendeeKeys } from '@/api/attendees'
import { RealtimeClient, type LiveStatus } from './realtime'
import { getSocketId } from './socket-id'

// The dashboard's realtime client against a real websocket server on a loopback port: what it sends,
// how it answers the server, and how it comes back after the connection breaks (issue 30 §3).

const EVENT = '0b7c6b2e-3c1a-4a51-9a55-8f0d3f0e9a11'
const CHANNEL = `event.${EVENT}`

/** The server's side of one connection: the client's messages in order, and a way to answer. */
class Peer {
  private readonly received: LiveClientMessage[] = []
  private readonly waiting: ((message: LiveClientMessage) => void)[] = []

  constructor(readonly socket: ServerSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveClientMessage
      const waiter = this.waiting.shift()
      if (waiter) waiter(message)
      else this.received.push(message)
    })
  }

  next(): Promise<LiveClientMessage> {
    const message = this.received.shift()
    return message ? Promise.resolve(message) : new Promise((resolve) => this.waiting.push(resolve))
  }

  send(message: LiveServerMessage) {
    this.socket.send(JSON.stringify(message))
  }

  closed(): Promise<void> {
    return this.socket.readyState === this.socket.CLOSED ? Promise.resolve() : new Promise((resolve) => this.socket.once('close', () => resolve()))
  }
}

/** A websocket server that hands each new connection to the test. */
class LiveServer {
  private readonly pending: Peer[] = []
  private readonly waiting: ((peer: Peer) => void)[] = []
  connections = 0

  private constructor(private readonly server: WebSocketServer) {
    server.on('connection', (socket) => {
      this.connections += 1
      const peer = new Peer(socket)
      const waiter = this.waiting.shift()
      if (waiter) waiter(peer)
      else this.pending.push(peer)
    })
  }

  static start(): Promise<LiveServer> {
    return new Promise((resolve) => {
      const server: WebSocketServer = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => resolve(new LiveServer(server)))
    })
  }

  get url(): string {
    const address = this.server.address()
    if (!address || typeof address === 'string') throw new Error('expected a TCP address')
    return `ws://127.0.0.1:${address.port}`
  }

  nextConnection(): Promise<Peer> {
    const peer = this.pending.shift()
    return peer ? Promise.resolve(peer) : new Promise((resolve) => this.waiting.push(resolve))
  }

  close(): Promise<void> {
    for (const client of this.server.clients) client.terminate()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}

function statusReaches(client: RealtimeClient, channel: string, status: LiveStatus): Promise<void> {
  return new Promise((resolve) => {
    if (client.statusOf(channel) === status) return resolve()
    const stop = client.onChange(() => {
      if (client.statusOf(channel) !== status) return
      stop()
      resolve()
    })
  })
}

/** Resolves when a cached query under `key` is made stale. */
function invalidationOf(queryClient: QueryClient, key: readonly unknown[]): Promise<void> {
  queryClient.setQueryData(key, { data: [] })
  return new Promise((resolve) => {
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate' || !matchQueryKey(event.query.queryKey, key)) return
      stop()
      resolve()
    })
  })
}

const matchQueryKey = (queryKey: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => queryKey[i] === part)

/** A cached guest list of the event, to see whether the client makes it stale. */
function cachedGuestList(queryClient: QueryClient) {
  queryClient.setQueryData(attendeeKeys.event(EVENT), { data: [] })
  return () => queryClient.getQueryState(attendeeKeys.event(EVENT))?.isInvalidated
}

describe('RealtimeClient', () => {
  let server: LiveServer
  let client: RealtimeClient
  let queryClient: QueryClient

  beforeEach(async () => {
    server = await LiveServer.start()
    client = new RealtimeClient(() => new NodeWebSocket(server.url) as unknown as WebSocket)
    queryClient = new QueryClient()
    client.attach(queryClient)
  })

  afterEach(async () => {
    vi.useRealTimers()
    client.disconnect()
    queryClient.clear()
    await server.close()
  })

  it('subscribes to a channel, and is live once the server answers', async () => {
    client.subscribe(CHANNEL)
    expect(client.statusOf(CHANNEL)).toBe('connecting')
    const peer = await server.nextConnection()
    expect(await peer.next()).toEqual({ type: 'subscribe', channel: CHANNEL })
    peer.send({ type: 'hello', socket_id: 'socket-1' })
    peer.send({ type: 'subscribed', channel: CHANNEL })
    await statusReaches(client, CHANNEL, 'live')
    expect(getSocketId()).toBe('socket-1')
  })

  it('one socket and one subscribe for every screen that holds the channel; unsubscribes when the last lets go', async () => {
    const releaseFirst = client.subscribe(CHANNEL)
    const releaseSecond = client.subscribe(CHANNEL)
    const peer = await server.nextConnection()
    expect(await peer.next()).toEqual({ type: 'subscribe', channel: CHANNEL })
    peer.send({ type: 'subscribed', channel: CHANNEL })
    await statusReaches(client, CHANNEL, 'live')
    releaseFirst()
    releaseSecond()
    expect(await peer.next()).toEqual({ type: 'unsubscribe', channel: CHANNEL })
    expect(server.connections).toBe(1)
  })

  it('says so when the server refuses the channel', async () => {
    client.subscribe(CHANNEL)
    const peer = await server.nextConnection()
    await peer.next()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    peer.send({ type: 'error', channel: CHANNEL, message: 'Forbidden' })
    await statusReaches(client, CHANNEL, 'refused')
  })

  it('refetches what a projection change names, but not a change this tab made itself', async () => {
    client.subscribe(CHANNEL)
    const peer = await server.nextConnection()
    await peer.next()
    peer.send({ type: 'hello', socket_id: 'mine' })
    peer.send({ type: 'subscribed', channel: CHANNEL })
    await statusReaches(client, CHANNEL, 'live')
    const isStale = cachedGuestList(queryClient)

    const feedRefetched = invalidationOf(queryClient, activityLogKeys.all)
    const change = { type: 'projection' as const, channel: CHANNEL, event_uuid: EVENT, ids: ['g1'], position: '7' }
    peer.send({ ...change, projection: 'guest_list', origin_socket_ids: ['mine'] })
    // The activity feed refetches even for this tab's own changes; it arrives after the echo, so the echo was handled by then.
    peer.send({ ...change, projection: 'activity_feed', origin_socket_ids: ['mine'] })
    await feedRefetched
    expect(isStale()).toBe(false)

    const listRefetched = invalidationOf(queryClient, attendeeKeys.event(EVENT))
    peer.send({ ...change, projection: 'guest_list', origin_socket_ids: ['another-tab'] })
    await listRefetched
    expect(isStale()).toBe(true)
  })

  it('after a broken connection: reconnecting, then a new socket, the channel subscribed again, and what changed meanwhile refetched', async () => {
    client.subscribe(CHANNEL)
    const first = await server.nextConnection()
    await first.next()
    first.send({ type: 'subscribed', channel: CHANNEL })
    await statusReaches(client, CHANNEL, 'live')
    const isStale = cachedGuestList(queryClient)

    first.socket.terminate()
    await statusReaches(client, CHANNEL, 'reconnecting')

    const second = await server.nextConnection()
    expect(await second.next()).toEqual({ type: 'subscribe', channel: CHANNEL })
    expect(isStale()).toBe(false)
    second.send({ type: 'subscribed', channel: CHANNEL })
    await statusReaches(client, CHANNEL, 'live')
    expect(isStale()).toBe(true)
  })

  it('sends an unanswered subscribe again, and after three tries gives the socket up for a new one', async () => {
    // Only the client's own clock and its once-a-second check are moved by hand; sockets and reconnect timers stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    client.subscribe(CHANNEL)
    const first = await server.nextConnection()
    expect(await first.next()).toEqual({ type: 'subscribe', channel: CHANNEL })
    vi.advanceTimersByTime(5_000)
    expect(await first.next()).toEqual({ type: 'subscribe', channel: CHANNEL })
    vi.advanceTimersByTime(5_000)
    expect(await first.next()).toEqual({ type: 'subscribe', channel: CHANNEL })
    vi.advanceTimersByTime(5_000)
    await first.closed()

    const second = await server.nextConnection()
    expect(await second.next()).toEqual({ type: 'subscribe', channel: CHANNEL })
    second.send({ type: 'subscribed', channel: CHANNEL })
    await statusReaches(client, CHANNEL, 'live')
  })

  it('pings a silent socket, and replaces it when no answer comes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    client.subscribe(CHANNEL)
    const first = await server.nextConnection()
    await first.next()
    first.send({ type: 'subscribed', channel: CHANNEL })
    await statusReaches(client, CHANNEL, 'live')
    vi.advanceTimersByTime(26_000)
    expect(await first.next()).toEqual({ type: 'ping' })
    vi.advanceTimersByTime(11_000)
    await first.closed()
    const second = await server.nextConnection()
    expect(await second.next()).toEqual({ type: 'subscribe', channel: CHANNEL })
  })
})
