import type { RawData, WebSocket } from 'ws';

// A socket that says this much before we know who it is, is not a dashboard.
const MAX_EARLY_MESSAGES = 50;

/**
 * What a socket sends before the hub knows whose it is. A browser subscribes
 * the moment its socket opens, while the server is still looking up the
 * session: a message dropped then was a screen that never went live, and said
 * nothing (issue 28). They are kept, in order, and handed to the hub.
 */
export class EarlyMessages {
  private readonly kept: string[] = [];
  private waiting: ((message: string | null) => void) | null = null;
  private readonly listener = (raw: RawData) => this.receive(raw.toString());

  constructor(private readonly socket: WebSocket) {
    socket.on('message', this.listener);
  }

  /** The first message, waiting up to `withinMs` for it; null if none came (or the socket closed). */
  first(withinMs: number): Promise<string | null> {
    if (this.kept.length > 0) return Promise.resolve(this.kept[0]!);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), withinMs);
      const closed = () => settle(null);
      const settle = (message: string | null) => {
        clearTimeout(timer);
        this.socket.off('close', closed);
        this.waiting = null;
        resolve(message);
      };
      this.socket.once('close', closed);
      this.waiting = settle;
    });
  }

  /** Drops the first message (an `authenticate` that has been used). */
  dropFirst(): void {
    this.kept.shift();
  }

  /** Stops keeping messages and returns those kept, oldest first: the hub handles them before any later one. */
  release(): string[] {
    this.socket.off('message', this.listener);
    return this.kept.splice(0);
  }

  private receive(message: string): void {
    if (this.kept.length >= MAX_EARLY_MESSAGES) {
      this.socket.close(1008, 'Too many messages before authentication');
      return;
    }
    this.kept.push(message);
    this.waiting?.(message);
  }
}
