import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { serverUser } from '@usher/infra/db/embedded/server-user';

/** A long-running program of the cluster, its output in a log file of the run's directory. */
export class Program {
  private exited = false;
  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly logFile: string,
  ) {
    child.on('exit', () => {
      this.exited = true;
    });
  }

  static start(
    runDir: string,
    name: string,
    command: string,
    args: string[],
    options: { env?: NodeJS.ProcessEnv; asPostgres?: boolean; cwd?: string } = {},
  ): Program {
    const logFile = path.join(runDir, `${name}.log`);
    const out = fs.openSync(logFile, 'a');
    const user = options.asPostgres ? serverUser() : null;
    const child = spawn(command, args, {
      cwd: options.cwd ?? runDir,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', out, out],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    fs.closeSync(out);
    return new Program(name, child, logFile);
  }

  get running(): boolean {
    return !this.exited;
  }

  log(): string {
    return fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, 'utf8') : '';
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }
}

/** A TCP port nobody listens on now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `check` until it says yes (true, or an empty list of what is still wrong); fails with `what`
 * and the last error or list after `timeoutMs`.
 */
export async function until(what: string, check: () => Promise<boolean | string[]>, timeoutMs = 60_000, everyMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problem = await check().then(
      (answer) => (answer === true || (Array.isArray(answer) && answer.length === 0) ? null : Array.isArray(answer) ? `still ${answer.join(', ')}` : 'not yet'),
      (error: unknown) => (error as Error).message,
    );
    if (problem === null) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${problem}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
