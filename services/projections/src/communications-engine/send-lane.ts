import { foregroundWork } from '@usher/infra/foreground-work';
import type { MailTransport, OutgoingMail } from '@usher/infra/mail/mail-transport';
import type { ClaimedMessage } from './compose-outbound-message.ts';
import { outcomeOfAcceptance, outcomeOfFailure, type SendOutcome } from './smtp-outcome.ts';
import type { TokenBucket } from './token-bucket.ts';

/** A message ready for the server, and what to do with the answer. */
export interface LaneJob {
  message: ClaimedMessage;
  /** Written (rendered) just before its turn; null: nothing to send (it was settled otherwise). */
  prepare: () => Promise<{ mail: OutgoingMail; transport: MailTransport } | null>;
  /** Records the answer; resolves once it is in the log. */
  settle: (outcome: SendOutcome) => Promise<void>;
}

// Sends in flight per lane: enough to keep a pool of a few connections busy while the next messages render.
const CONCURRENCY = 24;

/**
 * The messages of one SMTP route (an event's configuration, or the
 * instance's mail), sent through its token bucket, a few at a time. Once the
 * lane is told to stop it starts nothing more: messages still waiting stay
 * 'sending' and the next leader sends them; the ones already handed to the
 * server finish and are recorded.
 */
export class SendLane {
  private readonly waiting: LaneJob[] = [];
  private active = 0;
  // Answers being recorded: the lane's slot is free as soon as the server answered.
  private readonly settling = new Set<Promise<void>>();
  private stopping = false;
  private idle: (() => void)[] = [];

  constructor(
    private maxPerMinute: number,
    /** The route's bucket, shared with the route's other senders (route-buckets.ts). */
    private readonly bucket: TokenBucket,
    private readonly onProgress: () => void,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Holding about two seconds of sending (at least a round of sends): claim nothing more for it for now. */
  get isFull(): boolean {
    return this.waiting.length + this.active >= Math.max(CONCURRENCY, Math.ceil((this.maxPerMinute / 60) * 2));
  }

  setRate(maxPerMinute: number): void {
    this.maxPerMinute = maxPerMinute;
    this.bucket.setRate(maxPerMinute);
  }

  add(jobs: LaneJob[]): void {
    this.waiting.push(...jobs);
    this.pump();
  }

  /** Starts nothing more and resolves once the sends in flight are recorded. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.active > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    await Promise.all(this.settling);
  }

  private pump(): void {
    while (!this.stopping && this.active < CONCURRENCY && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.active++;
      void this.run(job)
        .catch((error: unknown) => this.log(`communications engine: message ${job.message.id} failed unexpectedly; a later leader sends it`, error))
        .finally(() => {
          this.active--;
          if (this.stopping && this.active === 0) for (const resolve of this.idle.splice(0)) resolve();
          this.pump();
          this.onProgress();
        });
    }
  }

  private async run(job: LaneJob): Promise<void> {
    // A bulk command under way in this process goes first (foreground-work.ts).
    await foregroundWork.yieldTo({ unless: () => this.stopping });
    // Stopped meanwhile: nothing was written, so it is the next leader's to send.
    if (this.stopping) return;
    const prepared = await job.prepare();
    if (!prepared) return;
    await this.bucket.take();
    // Stopped while waiting for its turn: not handed to the server, so it is the next leader's to send.
    if (this.stopping) return;
    let outcome: SendOutcome;
    try {
      outcome = outcomeOfAcceptance(await prepared.transport.send(prepared.mail));
    } catch (error) {
      outcome = outcomeOfFailure(error);
    }
    const settling = job
      .settle(outcome)
      .catch((error: unknown) => this.log(`communications engine: recording message ${job.message.id} failed; a later leader sends it again`, error));
    this.settling.add(settling);
    void settling.finally(() => this.settling.delete(settling));
  }
}
