import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@usher/infra/db/embedded-postgres';
import { processesOfGroup, spawnChild, stopChild, waitForHealth } from '../processes.ts';

export interface StartResult {
  /** ms from spawning `npm start` until /api/health answered 200. */
  readyMs: number;
  /** ms from spawning until main.ts said it starts PostgreSQL (npm + build check + tsx), when it said so. */
  launcherMs: number | null;
  /** `npm start` rebuilt the dashboard first (web sources newer than web/dist). */
  builtDashboard: boolean;
  /** SIGTERM to the pid of `npm start` alone brought every process down. */
  pidSigtermStops: boolean;
  /** Processes still running 5 s after that SIGTERM (orphans of npm). */
  survivorsOfPidSigterm: string[];
  /** ms from the SIGTERM that worked until every process of the group was gone. */
  stopMs: number;
  /** Every process left by itself, PostgreSQL shut down cleanly (no postmaster.pid) and nothing logged an error. */
  clean: boolean;
  forcedKill: boolean;
  postmasterPidLeft: boolean;
  errorsOnShutdown: boolean;
  /** The server said "SIGTERM received, shutting down…". */
  shutdownMessageSeen: boolean;
  /** The end of what the server printed, when shutdown looked wrong. */
  shutdownLog: string | null;
}

/** Starts `npm start` on `dataDir`, waits for health, stops it with SIGTERM. */
async function startOnce(root: string, dataDir: string, label: string): Promise<StartResult> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawnChild(`npm start (${label})`, 'npm', ['start'], { cwd: root, env });
  const launcher = child.waitForOutput('Starting the embedded PostgreSQL', 180_000).catch(() => null);
  const readyAt = await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 180_000);
  const launcherAt = await Promise.race([launcher, Promise.resolve(null)]);
  // SIGTERM to the process `npm start` gave us, as `kill <pid>` or a supervisor stopping only its main pid would.
  const direct = await stopChild(child, { signal: 'SIGTERM', group: false, timeoutMs: 5_000, killOnTimeout: false });
  const survivors = direct.groupAlive ? processesOfGroup(child.pid) : [];
  // Then SIGTERM to the whole process group, as Ctrl-C or systemd would; SIGKILL only after 20 s.
  const stop = direct.groupAlive ? await stopChild(child, { signal: 'SIGTERM', group: true, timeoutMs: 20_000 }) : direct;
  const postmasterPidLeft = fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
  const output = child.output();
  const marker = output.indexOf('received, shutting down');
  const afterSignal = marker >= 0 ? output.slice(marker) : '';
  const errorsOnShutdown = /error|exception/i.test(afterSignal.replace(/npm warn[^\n]*/gi, ''));
  return {
    readyMs: readyAt - child.startedAt,
    launcherMs: launcherAt === null ? null : launcherAt - child.startedAt,
    builtDashboard: output.includes('Building the dashboard'),
    pidSigtermStops: !direct.groupAlive,
    survivorsOfPidSigterm: survivors,
    stopMs: stop.ms,
    clean: !stop.forced && !postmasterPidLeft && !errorsOnShutdown && marker >= 0,
    forcedKill: stop.forced,
    postmasterPidLeft,
    errorsOnShutdown,
    shutdownMessageSeen: marker >= 0,
    shutdownLog: errorsOnShutdown || marker < 0 ? output.slice(-2000) : null,
  };
}

/** A first start on an empty data directory, then a second start on the same directory. */
export async function runColdStart(root: string): Promise<{ cold: StartResult; warm: StartResult; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-bench-cold-'));
  // PostgreSQL runs as the postgres user when we are root: it must reach its directory.
  fs.chmodSync(dataDir, 0o755);
  try {
    const cold = await startOnce(root, dataDir, 'cold');
    const warm = await startOnce(root, dataDir, 'warm');
    return { cold, warm, dataDir };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
