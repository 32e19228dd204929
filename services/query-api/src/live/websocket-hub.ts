import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { ServiceContext } from '@usher/infra/context';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { liveProjectionMessage, parseLiveClientMessage, parseProjectionChange, type LiveServerMessage } from '@usher/domain/contract/live';
import { canSubscribe } from './channels.ts';

import { PROJECTION_CHANNEL } from '@usher/infra/eventstore/channels';

/**
 * How much a dashboard may fall behind before it is let go: about 5,000
 * unsent changes. A client that stops reading (a laptop asleep, a phone in a
 * tunnel) would otherwise hold them all in this process's memory; dropped, it
 * reconnects, says it is catching up, and refetches what it shows.
 */
const SLOW_CLIENT_BUFFERED_BYTES = 1024 * 1024;

interface Client {
  id: string;
  user: AuthUser;
  socket: WebSocket;
  channels: Set<string>;
  /** Messages are handled one after the other: a subscribe's permission check never lets a later unsubscribe overtake it. */
  handled: Promise<void>;
}

/**
 * Fans projection changes out to the dashboards watching an event. Changes
 * arrive by LISTEN/NOTIFY, so every query-api instance hears every change,
 * whichever process projected it.
 */
export class WebsocketHub {
  private readonly clients = new Map<string, Client>();
  private readonly byChannel = new Map<string, Set<Client>>();

  constructor(
    private readonly context: ServiceContext,
    private readonly slowClientBufferedBytes = SLOW_CLIENT_BUFFERED_BYTES,
  ) {
    context.listener.on(PROJECTION_CHANNEL, (payload: string) => this.broadcast(payload));
  }

  async start(): Promise<void> {
    await this.context.listener.listen(PROJECTION_CHANNEL);
  }

  /** Takes a socket whose user is known, with what it sent while it was being authenticated. */
  accept(socket: WebSocket, user: AuthUser, earlyMessages: string[] = []): void {
    const client: Client = { id: randomUUID(), user, socket, channels: new Set(), handled: Promise.resolve() };
    this.clients.set(client.id, client);
    send(client, { type: 'hello', socket_id: client.id });
    for (const raw of earlyMessages) this.enqueue(client, raw);
    socket.on('message', (raw) => this.enqueue(client, raw.toString()));
    socket.on('close', () => this.remove(client));
    socket.on('error', () => this.remove(client));
  }

  private enqueue(client: Client, raw: string): void {
    client.handled = client.handled.then(() => this.onMessage(client, raw)).catch(() => undefined);
  }

  private async onMessage(client: Client, raw: string): Promise<void> {
    const message = parseLiveClientMessage(raw);
    if (!message) return;
    if (message.type === 'ping') return send(client, { type: 'pong' });
    if (message.type === 'unsubscribe') {
      client.channels.delete(message.channel);
      this.byChannel.get(message.channel)?.delete(client);
      return send(client, { type: 'unsubscribed', channel: message.channel });
    }
    if (message.type !== 'subscribe') return;
    const { channel } = message;
    if (!(await canSubscribe(this.context, client.user, channel))) {
      return send(client, { type: 'error', channel, message: 'You may not listen to this channel.' });
    }
    client.channels.add(channel);
    const members = this.byChannel.get(channel) ?? new Set();
    members.add(client);
    this.byChannel.set(channel, members);
    send(client, { type: 'subscribed', channel });
  }

  private broadcast(payload: string): void {
    const change = parseProjectionChange(payload);
    if (!change) return;
    const live = liveProjectionMessage(change);
    const members = this.byChannel.get(live.channel);
    if (!members) return;
    // One serialisation and one UTF-8 encoding for every watcher of the event: a string would be encoded again per socket.
    const message = Buffer.from(JSON.stringify(live));
    for (const client of members) {
      if (client.socket.readyState !== client.socket.OPEN) continue;
      // Terminated, not closed: a close frame would queue behind everything it has not read.
      if (client.socket.bufferedAmount > this.slowClientBufferedBytes) client.socket.terminate();
      else client.socket.send(message, { binary: false });
    }
  }

  private remove(client: Client): void {
    this.clients.delete(client.id);
    for (const channel of client.channels) this.byChannel.get(channel)?.delete(client);
  }

  isSocketOf(socketId: string, userId: string): boolean {
    return this.clients.get(socketId)?.user.id === userId;
  }

  closeAll(): void {
    for (const client of this.clients.values()) client.socket.close(1001, 'Server shutting down');
  }
}

function send(client: Client, message: LiveServerMessage): void {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
}
