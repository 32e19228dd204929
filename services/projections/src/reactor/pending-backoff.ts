/**
 * How soon a reader looks again at events committed behind a transaction
 * still running. A short wait first (most such transactions end within
 * milliseconds: a check-in's append), then twice as long each time the same
 * reader finds nothing readable and still something pending, up to `maxMs`.
 *
 * A bulk command holds its transaction open for seconds; every reader that
 * polled every 15 ms meanwhile ran about 70 reads a second between them,
 * each planned afresh: 520 reads and 1.2 s of PostgreSQL's time during one
 * bulk delete of 50,000 guests, on the same two cores (issue 31). Its commit
 * still wakes the readers of its types at once (the append signal); the
 * longer wait only delays finding a rollback, or events of other types
 * committed behind it, by at most `maxMs`.
 */
export class PendingBackoff {
  private waits = 0;

  constructor(
    private readonly firstMs: number,
    private readonly maxMs: number,
  ) {}

  /** The wait before the next look, growing with each one in a row. */
  next(): number {
    const wait = Math.min(this.maxMs, this.firstMs * 2 ** Math.min(this.waits, 16));
    this.waits++;
    return wait;
  }

  /** Something was read, or nothing is pending: the next wait starts short again. */
  reset(): void {
    this.waits = 0;
  }
}
