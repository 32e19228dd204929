/**
 * A token bucket: `perMinute` tokens a minute, refilled continuously, holding
 * at most a second's worth (at least one), so a server limited to 60 a minute
 * gets one a second rather than 60 at once. Waiters are served in turn.
 * Real time, not the product's clock: it paces a real server.
 */
export class TokenBucket {
  private tokens: number;
  private last = performance.now();
  private queue: Promise<void> = Promise.resolve();

  constructor(private perMinute: number) {
    this.tokens = this.capacity;
  }

  private get capacity(): number {
    return Math.max(1, this.perMinute / 60);
  }

  /** A configuration's limit changed: the new one applies from now. */
  setRate(perMinute: number): void {
    if (perMinute === this.perMinute) return;
    this.refill();
    this.perMinute = perMinute;
    this.tokens = Math.min(this.tokens, this.capacity);
  }

  /** Resolves when a token is taken (at once while tokens remain). */
  take(): Promise<void> {
    const turn = this.queue.then(() => this.takeNow());
    this.queue = turn;
    return turn;
  }

  /** Tokens there now (whole ones): how many sends may start without waiting. */
  available(): number {
    this.refill();
    return Math.floor(this.tokens);
  }

  private async takeNow(): Promise<void> {
    this.refill();
    if (this.tokens < 1) {
      const waitMs = ((1 - this.tokens) * 60_000) / this.perMinute;
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(waitMs)));
      this.refill();
    }
    this.tokens -= 1;
  }

  private refill(): void {
    const now = performance.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) * this.perMinute) / 60_000);
    this.last = now;
  }
}
