import http from 'node:http';

export interface RequestSpec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  elapsedMs: number;
  rps: number;
  latency: Percentiles;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  non2xx: number;
  /** Transport errors (connection reset, timeout). */
  errors: number;
  sampleFailures: string[];
}

export interface Percentiles {
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles of a list of millisecond samples. */
export function percentiles(samples: number[]): Percentiles {
  if (samples.length === 0) return { p50: NaN, p90: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN };
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return { p50: at(50), p90: at(90), p95: at(95), p99: at(99), max: sorted[sorted.length - 1]!, mean };
}

/** The middle of a few rounds' figures (the upper middle for an even count). */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** One request on a keep-alive agent; resolves with status, body and the moment the reply ended. */
export function send(origin: URL, agent: http.Agent, spec: RequestSpec, timeoutMs = 30_000): Promise<{ status: number; body: string; endedAt: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...spec.headers };
    if (spec.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = Buffer.byteLength(spec.body);
    }
    const req = http.request({ host: origin.hostname, port: origin.port, method: spec.method, path: spec.path, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), endedAt: performance.now() }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(spec.body);
  });
}

/**
 * Closed loop: `concurrency` clients, each on its own keep-alive connection,
 * send their next request as soon as the previous answer arrives, until
 * `next` runs out of work or `durationMs` has passed.
 */
export async function runLoad(options: {
  origin: string;
  concurrency: number;
  next: (index: number) => RequestSpec | null;
  durationMs?: number;
  /** Answers counted as success; default 200 only. */
  ok?: (status: number) => boolean;
}): Promise<LoadResult> {
  const origin = new URL(options.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency, maxFreeSockets: options.concurrency });
  const ok = options.ok ?? ((s) => s === 200);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const sampleFailures: string[] = [];
  let errors = 0;
  let nonOk = 0;
  let issued = 0;
  const t0 = performance.now();
  const deadline = options.durationMs ? t0 + options.durationMs : Infinity;

  async function client(): Promise<void> {
    for (;;) {
      if (performance.now() >= deadline) return;
      const spec = options.next(issued);
      if (!spec) return;
      issued++;
      const start = performance.now();
      try {
        const { status, body, endedAt } = await send(origin, agent, spec);
        latencies.push(endedAt - start);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (!ok(status)) {
          nonOk++;
          if (sampleFailures.length < 5) sampleFailures.push(`${status} ${spec.method} ${spec.path}: ${body.slice(0, 200)}`);
        }
      } catch (error) {
        errors++;
        if (sampleFailures.length < 5) sampleFailures.push(`${spec.method} ${spec.path}: ${(error as Error).message}`);
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, () => client()));
  const elapsedMs = performance.now() - t0;
  agent.destroy();
  const requests = latencies.length + errors;
  return { requests, elapsedMs, rps: (requests / elapsedMs) * 1000, latency: percentiles(latencies), statuses, non2xx: nonOk, errors, sampleFailures };
}
