import { randomUUID } from 'node:crypto';
import { runLoad, type LoadResult } from '../load.ts';

/** The same closed loop against the bare Fastify + one INSERT server. */
export function runBaseline(options: { origin: string; requests: number; concurrency: number; durationMs: number }): Promise<LoadResult> {
  const ids = Array.from({ length: options.requests }, () => randomUUID());
  return runLoad({
    origin: options.origin,
    concurrency: options.concurrency,
    durationMs: options.durationMs,
    next: (i) => (i < ids.length ? { method: 'POST', path: `/check-in/${ids[i]}` } : null),
  });
}
