import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { ServiceContext } from '@usher/infra/runtime/context';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { canSubscribe } from './channels.ts';

import { PROJECTION_CHANNEL } from '@usher/infra/eventstore/channels';

interface Client {
  id: string;
  user: AuthUser;
  socket: WebSocket;
  channels: Set<string>;
}

/**
 * Fans projection changes out to the dashboards watching an event. Changes
 * arrive by LISTEN/NOTIFY, so every query-api instance hears every change,
 * whichever process projected it.
 */
export class WebsocketHub {
  private readonly clients = new Map<string, Client>();
  private readonly byChannel = new Map<string, Set<Client>>();

  constructor(private readonly context: ServiceContext) {
    context.listener.on(PROJECTION_CHANNEL, (payload: string) => this.broadcast(payload));
  }

  async start(): Promise<void> {
    await this.context.listener.listen(PROJECTION_CHANNEL);
  }

  accept(socket: WebSocket, user: AuthUser): void {
    const client: Client = { id: randomUUID(), user, socket, channels: new Set() };
    this.clients.set(client.id, client);
    socket.send(JSON.stringify({ type: 'hello', socket_id: client.id }));
    socket.on('message', (raw) => void this.onMessage(client, raw.toString()));
    socket.on('close', () => this.remove(client));
    socket.on('error', () => this.remove(client));
  }

  private async onMessage(client: Client, raw: string): Promise<void> {
    let message: { type?: string; channel?: string };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    const channel = typeof message.channel === 'string' ? message.channel : '';
    if (message.type === 'ping') return client.socket.send(JSON.stringify({ type: 'pong' }));
    if (message.type === 'unsubscribe') {
      client.channels.delete(channel);
      this.byChannel.get(channel)?.delete(client);
      return;
    }
    if (message.type !== 'subscribe') return;
    if (!(await canSubscribe(this.context, client.user, channel))) {
      client.socket.send(JSON.stringify({ type: 'error', channel, message: 'You may not listen to this channel.' }));
      return;
    }
    client.channels.add(channel);
    const members = this.byChannel.get(channel) ?? new Set();
    members.add(client);
    this.byChannel.set(channel, members);
    client.socket.send(JSON.stringify({ type: 'subscribed', channel }));
  }

  private broadcast(payload: string): void {
    let change: { event_uuid?: string };
    try {
      change = JSON.parse(payload);
    } catch {
      return;
    }
    const channel = `event.${change.event_uuid}`;
    const members = this.byChannel.get(channel);
    if (!members) return;
    const message = JSON.stringify({ type: 'projection', channel, ...change });
    for (const client of members) if (client.socket.readyState === 1) client.socket.send(message);
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
