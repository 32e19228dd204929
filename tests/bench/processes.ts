import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/**
 * Child processes of the bench. Each one leads its own process group, so
 * everything it starts (npx → tsx → node → postgres) can be found and, as a
 * last resort, killed by that group id.
 */
export interface Child {
  name: string;
  proc: ChildProcess;
  pid: number;
  startedAt: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the child printed (stdout and stderr), for diagnostics. */
  output(): string;
  /** Resolves when `pattern` shows up in the output. */
  waitForOutput(pattern: string, timeoutMs: number): Promise<number>;
}

const live = new Set<Child>();

export function spawnChild(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; echo?: boolean }): Child {
  const startedAt = performance.now();
  const proc = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (!proc.pid) throw new Error(`could not spawn ${name}`);
  let text = '';
  const watchers: { pattern: string; resolve: (at: number) => void }[] = [];
  const onData = (chunk: Buffer) => {
    const s = chunk.toString();
    text += s;
    if (text.length > 200_000) text = text.slice(-100_000);
    if (options.echo) process.stderr.write(`[${name}] ${s}`);
    for (const w of [...watchers]) {
      if (text.includes(w.pattern)) {
        watchers.splice(watchers.indexOf(w), 1);
        w.resolve(performance.now());
      }
    }
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    proc.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const child: Child = {
    name,
    proc,
    pid: proc.pid,
    startedAt,
    exited,
    output: () => text,
    waitForOutput(pattern, timeoutMs) {
      if (text.includes(pattern)) return Promise.resolve(performance.now());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name}: no "${pattern}" within ${timeoutMs} ms`)), timeoutMs);
        watchers.push({ pattern, resolve: (at) => (clearTimeout(timer), resolve(at)) });
      });
    },
  };
  live.add(child);
  void exited.then(() => {
    // The group may outlive its leader; it stays tracked until the group is empty.
    if (!groupAlive(child.pid)) live.delete(child);
  });
  return child;
}

/** True while any process of the group still exists. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

export interface StopResult {
  /** ms from the signal until the whole process group was gone. */
  ms: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when it had to be SIGKILLed. */
  forced: boolean;
  /** Some process of the group still runs (only with killOnTimeout: false). */
  groupAlive: boolean;
}

/**
 * Sends `signal` to the child (to its whole group with `group`), waits for the
 * whole group to be gone, and SIGKILLs the group after `timeoutMs`.
 */
export async function stopChild(
  child: Child,
  options: { signal?: NodeJS.Signals; group?: boolean; timeoutMs?: number; killOnTimeout?: boolean } = {},
): Promise<StopResult> {
  const t0 = performance.now();
  const signal = options.signal ?? 'SIGTERM';
  try {
    process.kill(options.group === false ? child.pid : -child.pid, signal);
  } catch {
    /* already gone */
  }
  const gone = await waitUntil(() => !groupAlive(child.pid), options.timeoutMs ?? 15_000);
  if (!gone && options.killOnTimeout === false) return { ms: performance.now() - t0, code: null, signal: null, forced: false, groupAlive: true };
  let forced = false;
  if (!gone) {
    forced = true;
    killGroup(child.pid);
    await waitUntil(() => !groupAlive(child.pid), 5_000);
  }
  const { code, signal: exitSignal } = await Promise.race([
    child.exited,
    new Promise<{ code: null; signal: null }>((r) => setTimeout(() => r({ code: null, signal: null }), 1000)),
  ]);
  live.delete(child);
  return { ms: performance.now() - t0, code, signal: exitSignal, forced, groupAlive: groupAlive(child.pid) };
}

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

/** Last resort, synchronous: used on error and from the process 'exit' hook. */
export function killAllChildren(): void {
  for (const child of live) killGroup(child.pid);
  live.clear();
}

/** "pid command" of every process in the group, read from /proc. */
export function processesOfGroup(pgid: number): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pgrp is the 5th field, after the parenthesised command name.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push(`${entry} ${cmd.slice(0, 120)}`);
    } catch {
      /* exited meanwhile */
    }
  }
  return found;
}

export function liveChildren(): string[] {
  return [...live].filter((c) => groupAlive(c.pid)).map((c) => `${c.name} (pgid ${c.pid})`);
}

process.on('exit', killAllChildren);

/** Polls `url` until it answers 200; returns performance.now() at that moment. */
export async function waitForHealth(url: string, child: Child, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let exitedEarly = false;
  void child.exited.then(() => (exitedEarly = true));
  while (performance.now() < deadline) {
    if (exitedEarly) throw new Error(`${child.name} exited before it was healthy:\n${child.output().slice(-3000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now();
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${child.name} not healthy within ${timeoutMs} ms:\n${child.output().slice(-3000)}`);
}
