import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from '@usher/infra/db/embedded-postgres';
import { copyDataTemplate, DATA_TEMPLATE_KEY } from './data-template.ts';
import { PRODUCT_COMMAND } from './product-command.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The most of the product's logged failures a stop prints: enough to explain a failed test, not to bury the summary. */
const FAILURE_LINES_SHOWN = 30;

/**
 * The lines of the product's output (LOG_LEVEL=warn) that report a failure: a test that failed
 * on a busy machine (a message not made in time, a read model far behind) is explained by them,
 * where the assertion alone only says what was not seen.
 */
function loggedFailures(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /fail|error|timeout|timed out/i.test(line))
    .slice(-FAILURE_LINES_SHOWN)
    .map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line));
}

export interface ProductServer {
  baseUrl: string;
  /** Where the product writes its mail as .eml files when no SMTP_HOST is set (DATA_DIR/mail). */
  mailDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the product the way `npm start` does (all-in-one, embedded
 * PostgreSQL) on a data directory of its own and a free port. The directory
 * holds a copy of the run's migrated cluster (support/data-template.ts) and
 * nothing else: the product starts its PostgreSQL on it, runs the migrator
 * (nothing left to apply) and makes its own instance keys, mail and SMS folders.
 */
export async function startProduct(options: { env?: Record<string, string> } = {}): Promise<ProductServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  // A product on a database of the caller's (DATABASE_URL) has no cluster in DATA_DIR.
  if (!options.env?.DATABASE_URL) await copyDataTemplate(inject(DATA_TEMPLATE_KEY), dataDir);
  for (let attempt = 1; ; attempt++) {
    const started = await launch(await freePort(), dataDir, options.env);
    if (started.ready) return started.server;
    // Another worker, or a server of the product's own, may take the port between the probe
    // that found it free and the product's listen: that is the test's luck, not a failure.
    if (attempt < PORT_ATTEMPTS && PORT_TAKEN.test(started.output)) continue;
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The product exited during start:\n${started.output}`);
  }
}

/** How many free ports a start tries before a port clash is reported as the failure it is. */
const PORT_ATTEMPTS = 3;
/** What the product prints when its port was taken (infra/src/runtime/startup-failure.ts). */
const PORT_TAKEN = /Usher could not start: port \d+ is already in use/;

/** How long one health check waits for an answer before the start looks again whether the product exited. */
const HEALTH_ANSWER_MS = 2_000;

type Launch = { ready: true; server: ProductServer } | { ready: false; output: string };

/** Starts the product on one port and waits for it to answer, or for it to exit. */
async function launch(port: number, dataDir: string, env: Record<string, string> | undefined): Promise<Launch> {
  const child: ChildProcess = spawn(...PRODUCT_COMMAND, {
    cwd: ROOT,
    // Extra settings (e.g. SMTP_HOST/SMTP_PORT of a test mail server) pass through; links in mails point here.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) return { ready: false, output };
    // Bounded: a port taken by a program that accepts and never answers must not hold the wait.
    const healthy = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(HEALTH_ANSWER_MS) })
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The product did not answer /api/health:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const server: ProductServer = {
    baseUrl,
    mailDir: path.join(dataDir, 'mail'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      const failures = loggedFailures(output);
      if (failures.length > 0) console.warn(`The product at ${baseUrl} logged:\n${failures.join('\n')}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { ready: true, server };
}
