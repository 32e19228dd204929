/**
 * Work someone in front of the product is waiting for (a bulk command on
 * thousands of guests), counted in memory the threads of one process share:
 * the senders thread waits between messages while the count is above zero.
 *
 * Its nice value already yields the senders' own CPU to the requests. What
 * sending costs outside that thread, it cannot lower: the garbage V8's helper
 * threads collect for it, the kernel's writes of each message, PostgreSQL's
 * WAL behind each receipt. Beside the invitations going out, a bulk delete of
 * 50,000 guests took 8.5-11.7 s, against 6.5 s alone on the same machine the
 * same day (issue 31). Mail goes out a few seconds later instead.
 *
 * In scaled mode the senders are a process of their own, on cores of their
 * own: nothing is shared, the count there stays zero and nobody waits.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// How often a waiting sender looks again.
const POLL_MS = 20;

// How long a message waits for foreground work at most: longer than a bulk
// command on 50,000 guests takes on two cores (3-7 s). With 2 s the senders
// went on halfway through a bulk delete, which then took 5.3-6.8 s beside the
// invitations going out, against 3.6 s with no mail going out (issue 31).
// Still bounded: behind back-to-back bulk commands, mail slows and never stops.
const YIELD_MAX_MS = 10_000;

let count = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));

export const foregroundWork = {
  /** The shared count, for a thread to adopt (projections-worker.ts). */
  buffer(): SharedArrayBuffer {
    return count.buffer as SharedArrayBuffer;
  },

  /** Counts from now on in the main thread's count (in a worker thread, from its workerData). */
  adopt(buffer: SharedArrayBuffer): void {
    count = new Int32Array(buffer);
  },

  /** Runs `work` counted as foreground work, until it settles. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    Atomics.add(count, 0, 1);
    try {
      return await work();
    } finally {
      Atomics.sub(count, 0, 1);
    }
  },

  /** Whether foreground work is under way now. */
  busy(): boolean {
    return Atomics.load(count, 0) > 0;
  },

  /**
   * Resolves once no foreground work is under way, or after `maxWaitMs`
   * whatever happens: background work slows down while a long run of bulk
   * commands lasts, and never stops. `unless` ends the wait early (a sender
   * told to stop need not wait out a bulk command before it can let go).
   */
  async yieldTo(options: { maxWaitMs?: number; unless?: () => boolean } = {}): Promise<void> {
    const until = Date.now() + (options.maxWaitMs ?? YIELD_MAX_MS);
    while (this.busy() && Date.now() < until && !options.unless?.()) await sleep(POLL_MS);
  },
};
