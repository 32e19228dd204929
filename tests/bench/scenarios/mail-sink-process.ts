import { fork, type ChildProcess } from 'node:child_process';
import type { SunkMessage } from './mail-sink.ts';

/** What the sink has received so far, and the CPU its process has used (ms). */
export interface SinkCounts {
  received: number;
  duplicates: number;
  cpuMs: number;
}

/** A question to the sink's process, answered by a Reply of the same id. */
export type SinkRequest = { id: number; ask: 'counts' | 'kept' };
type Reply = { id: number; counts?: SinkCounts; kept?: SunkMessage[] };

const CHILD = new URL('./mail-sink-child.ts', import.meta.url).pathname;

/**
 * The local SMTP sink (mail-sink.ts) in a process of its own, as a real mail
 * server beside the product would be. In the bench's own process, taking
 * 10,000 messages held its event loop for up to 35 ms at a time (p99 5 ms,
 * monitorEventLoopDelay), and the guest-list client beside it timed those
 * holds as the product's: the list's answers arrived and waited to be read.
 */
export class MailSinkProcess {
  private nextId = 0;
  private readonly waiting = new Map<number, (reply: Reply) => void>();

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.on('message', (reply: Reply) => {
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
  }

  /** Starts the sink, keeping the raw text of the first `keepRaw` messages (for bounces and clicks). */
  static async start(keepRaw = 200): Promise<MailSinkProcess> {
    // 'advanced' serialisation: the kept messages' raw Buffers cross as Buffers.
    const child = fork(CHILD, [String(keepRaw)], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (message: { port: number }) => resolve(message.port));
      child.once('exit', (code) => reject(new Error(`the mail sink exited (${code}) before it listened`)));
    });
    return new MailSinkProcess(child, port);
  }

  private ask(ask: SinkRequest['ask']): Promise<Reply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.child.send({ id, ask } satisfies SinkRequest);
    });
  }

  async counts(): Promise<SinkCounts> {
    return (await this.ask('counts')).counts!;
  }

  /** The messages whose raw text was kept, in the order they arrived. */
  async kept(): Promise<SunkMessage[]> {
    return (await this.ask('kept')).kept!;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill();
    await exited;
  }
}
