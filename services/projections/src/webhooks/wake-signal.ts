/** A wake-up one loop gives another in the same process: wait resolves on the next `wake` or after a timeout. */
export class WakeSignal {
  private waiters: (() => void)[] = [];
  private pending = false;

  wake(): void {
    this.pending = true;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  wait(timeoutMs: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, timeoutMs));
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        const index = waiters.indexOf(done);
        if (index >= 0) waiters.splice(index, 1);
        resolve();
      }
      this.waiters.push(done);
    });
  }
}
