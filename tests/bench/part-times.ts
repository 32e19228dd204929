/**
 * Where the bench's wall time goes: each part's seconds, printed at the end of
 * run.ts so a run that grows past its budget (issue 31: 12 minutes on two
 * cores) says which part grew, without reading the log's timestamps.
 */
export class PartTimes {
  private readonly parts: { name: string; ms: number }[] = [];
  private last = performance.now();
  private readonly started = this.last;

  /** Ends the current part: the time since the previous lap (or the start) is `name`'s. */
  lap(name: string): void {
    const now = performance.now();
    this.parts.push({ name, ms: now - this.last });
    this.last = now;
  }

  /** Each part's seconds, in order, for the results file. */
  seconds(): Record<string, number> {
    return Object.fromEntries(this.parts.map((p) => [p.name, Math.round(p.ms / 100) / 10]));
  }

  print(): void {
    const total = performance.now() - this.started;
    const width = Math.max(5, ...this.parts.map((p) => p.name.length));
    const row = (name: string, ms: number) =>
      `| ${name.padEnd(width)} | ${(ms / 1000).toFixed(1).padStart(7)} | ${((ms / total) * 100).toFixed(0).padStart(3)}% |`;
    console.log(`\nWall time per part\n`);
    console.log(`| ${'Part'.padEnd(width)} | Seconds | Share |`);
    console.log(`|${'-'.repeat(width + 2)}|---------|-------|`);
    for (const p of this.parts) console.log(row(p.name, p.ms));
    console.log(row('total', total));
    console.log('');
  }
}
