import { spawn, type ChildProcess } from 'node:child_process';
import type { PostgresBinaries } from './postgres-binaries.ts';
import type { ServerUser } from './server-user.ts';
import { explainPostgresFailure, isOrphanedMemory, isPortClash, isTransientStartFailure } from './startup-error.ts';

export interface PostmasterSpec {
  binaries: PostgresBinaries;
  clusterDir: string;
  flags: string[];
  /** Who the server runs as when we are root. */
  user: ServerUser | null;
  /** In its own process group, a terminal's Ctrl-C reaches only us, and our orderly shutdown stops it last. */
  detached: boolean;
  /** Chooses a port nobody listens on. */
  freePort: () => Promise<number>;
  /** PostgreSQL's own output. */
  log: (message: string) => void;
  /** What a person running the product should know: a restart. */
  notice: (message: string) => void;
}

type Launch = { ready: true; child: ChildProcess } | { ready: false; output: string };

const READY = 'database system is ready to accept connections';
// Orphaned backends of a killed postmaster hold its shared memory until they notice and exit.
const TRANSIENT_RETRY_FOR_MS = 30_000;
const RESTART_DELAYS_MS = [200, 500, 1000, 2000, 5000];
const STOP_WAIT_MS = 60_000;

/**
 * One PostgreSQL server process, started and watched: when it dies without
 * being asked to (killed, crashed), it is started again on the same port, so
 * every pool's address stays good and the pools simply reconnect.
 */
export class Postmaster {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restarting: Promise<void> | null = null;

  constructor(
    private readonly spec: PostmasterSpec,
    public port: number,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the server, retrying what passes: orphaned backends still exiting, a port taken in between. */
  async start(): Promise<void> {
    const deadline = Date.now() + TRANSIENT_RETRY_FOR_MS;
    for (;;) {
      const launch = await this.launch();
      if (launch.ready) return this.watch(launch.child);
      if (!isTransientStartFailure(launch.output) || Date.now() > deadline) throw explainPostgresFailure(launch.output, this.spec.clusterDir);
      if (isPortClash(launch.output)) this.port = await this.spec.freePort();
      await delay(250);
    }
  }

  // However the process ends (an uncaught error, process.exit, a test run's
  // end without its teardown), its server is asked to stop: a fast shutdown
  // needs no one to wait for it. Only a kill -9 of the process leaves it
  // behind, for the next start to find.
  private readonly stopOnExit = () => {
    try {
      this.child?.kill('SIGINT');
    } catch {
      // Already gone.
    }
  };

  async stop(): Promise<void> {
    this.stopping = true;
    process.off('exit', this.stopOnExit);
    await this.restarting;
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // SIGINT is PostgreSQL's fast shutdown: open transactions roll back, a checkpoint is written.
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_WAIT_MS);
    await exited;
    clearTimeout(timer);
  }

  private watch(child: ChildProcess): void {
    this.child = child;
    process.once('exit', this.stopOnExit);
    child.once('exit', (code, signal) => {
      if (this.stopping || this.child !== child) return;
      this.child = null;
      process.off('exit', this.stopOnExit);
      // In the caller's process group, a clean shutdown is the terminal's Ctrl-C reaching the server
      // as it reaches the caller, which is ending too: starting it again would leave it behind.
      if (code === 0 && !this.spec.detached) return;
      this.spec.notice(
        `PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again on port ${this.port}. Requests answer 503 until it is back.`,
      );
      this.restarting = this.restart().finally(() => (this.restarting = null));
    });
  }

  private async restart(): Promise<void> {
    const startedAt = Date.now();
    let lastReason = '';
    for (let attempt = 0; !this.stopping; attempt++) {
      await delay(RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]!);
      if (this.stopping) return;
      const launch = await this.launch();
      if (launch.ready) {
        this.watch(launch.child);
        this.spec.notice(`PostgreSQL is back (pid ${launch.child.pid}) after ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
        return;
      }
      // The pools' addresses name this port: it is kept, and tried again, while another program holds it.
      const reason = isPortClash(launch.output)
        ? `port ${this.port} is taken by another program`
        : explainPostgresFailure(launch.output, this.spec.clusterDir).message;
      // Orphaned backends still holding the old server's memory pass by themselves: not worth a word.
      if (reason !== lastReason && !isOrphanedMemory(launch.output)) this.spec.notice(`PostgreSQL did not start again (${reason}); trying again.`);
      lastReason = reason;
    }
  }

  private launch(): Promise<Launch> {
    const { binaries, clusterDir, flags, user } = this.spec;
    const child = spawn(binaries.postgres, ['-D', clusterDir, '-p', String(this.port), ...flags], {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      detached: this.spec.detached,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let ready = false;
    return new Promise<Launch>((resolve) => {
      const hear = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        this.spec.log(text);
        if (ready) return;
        if (output.length < 64_000) output += text;
        if (output.includes(READY)) {
          ready = true;
          resolve({ ready: true, child });
        }
      };
      child.stdout?.on('data', hear);
      child.stderr?.on('data', hear);
      child.once('error', (error) => resolve({ ready: false, output: `${output}\nFATAL: ${error.message}` }));
      child.once('exit', () => resolve({ ready: false, output }));
    });
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
