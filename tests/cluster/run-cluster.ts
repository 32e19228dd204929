/**
 * `npm run test:cluster`: Usher on a PostgreSQL cluster built on this machine
 * from Debian's packages (Patroni + etcd, three PostgreSQL 15 servers,
 * HAProxy, nginx), under a door load, through the death of the primary's
 * postmaster and then of a replica's. Checks that nothing acknowledged is
 * lost or doubled, that every server's read models equal a rebuild from the
 * log, and that the dashboards' websockets keep receiving; prints the figures.
 * Not part of `npm test`: it needs the packages and several minutes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { missingPackages } from './support/required-packages.ts';
import { PostgresCluster, type PostgresNode } from './support/postgres-cluster.ts';
import { UsherServices } from './support/usher-services.ts';
import { Organisers, DashboardSocket } from './support/organisers.ts';
import { until } from './support/processes.ts';
import { GuestClients } from '../fault/support/guest-clients.ts';
import { audit, guestEventsIn } from '../fault/support/log-audit.ts';
import { describeDifferences, primaryWal, projectionsBehind, readModelSnapshot, serversBehind } from './support/convergence.ts';
import { readsPerSecond } from './support/reads-per-second.ts';

const SCANNERS = 20;
const ORGANISERS = 20;
const DASHBOARDS = 4;
const GUESTS_PER_SCANNER = 5;
const LOAD_BEFORE_KILL_MS = 8000;
const LOAD_AFTER_RECOVERY_MS = 8000;
const FAILOVER_TARGET_MS = 15_000;
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const missing = missingPackages();
if (missing.length > 0) {
  console.error(
    `The cluster test builds its cluster from Debian's packages; missing: ${missing.join(', ')}.\nInstall them with:\n  sudo apt-get install -y ${missing.join(' ')}\n(the packages' own services need not run: the test starts its own on free loopback ports.)`,
  );
  process.exit(2);
}

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-cluster-'));
// PostgreSQL and Patroni run as `postgres`, which must reach their directories inside.
fs.chmodSync(runDir, 0o755);
const cluster = new PostgresCluster(runDir);
let services: UsherServices | null = null;
const sockets: DashboardSocket[] = [];

async function api(method: string, url: string, authorization: string | null, body?: unknown) {
  const response = await fetch(`${services!.baseUrl}${url}`, {
    method,
    headers: { ...(authorization ? { authorization } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as Record<string, unknown>;
  assert.ok(response.status < 300, `${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Replay lag of every standby as the primary reports it, sampled through the load. */
function sampleLag(samples: number[]): () => void {
  let stopped = false;
  void (async () => {
    while (!stopped) {
      try {
        const { rows } = await cluster.asSuperuser((client) =>
          client.query<{ lag_ms: number | null }>(`select extract(epoch from replay_lag) * 1000 as lag_ms from pg_stat_replication`),
        );
        for (const row of rows) samples.push(Number(row.lag_ms ?? 0));
      } catch {
        // No primary for a moment: nothing to sample.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return () => {
    stopped = true;
  };
}

async function killAndWatch(label: string, victim: PostgresNode, scanners: GuestClients, guestsByScanner: string[][]) {
  const killedAt = performance.now();
  cluster.killPostmaster(victim);
  console.log(`[cluster] ${label}: killed the postmaster of ${victim.name}`);
  // Every scanner has had a write accepted after the kill: its queue (the request it kept retrying) is flushed.
  await until(
    `every scanner to have a write accepted after the ${label}`,
    async () => guestsByScanner.every((guests) => scanners.acknowledged.some((ack) => ack.sentAt > killedAt && guests.includes(ack.guestId))),
    120_000,
    100,
  );
  const after = scanners.acknowledged.filter((ack) => ack.sentAt > killedAt);
  const firstAccepted = Math.min(...after.map((ack) => ack.acknowledgedAt)) - killedAt;
  const flushed =
    Math.max(...guestsByScanner.map((guests) => Math.min(...after.filter((ack) => guests.includes(ack.guestId)).map((ack) => ack.acknowledgedAt)))) - killedAt;
  console.log(
    `[cluster] ${label}: first write accepted ${(firstAccepted / 1000).toFixed(1)} s after, every scanner's queue flushed ${(flushed / 1000).toFixed(1)} s after`,
  );
  return { killedAt, firstAcceptedMs: firstAccepted, flushedMs: flushed };
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`[cluster] run directory ${runDir}`);
  await cluster.start();
  console.log(
    `[cluster] Patroni cluster up (${cluster.nodes.map((node) => node.name).join(', ')}), HAProxy on ${cluster.haproxyPort}, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  services = new UsherServices(runDir, { primaryUrl: cluster.primaryUrl, replicaUrls: cluster.replicaUrls });
  await services.start();
  console.log(`[cluster] nginx on ${services.nginxPort}, 2 command, 2 query, 1 projection process, in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const signup = (await api('POST', '/api/auth/signup', null, {
    first_name: 'Door',
    last_name: 'Lead',
    email: 'door@example.com',
    password: 'correct horse battery staple',
  })) as { access_token: string };
  const authorization = `Bearer ${signup.access_token}`;
  const event = (await api('POST', '/api/v2/events', authorization, { name: 'Gala', starts_date: '2099-01-01', starts_time: '19:00' })) as {
    data: { uuid: string };
  };
  const eventUuid = event.data.uuid;
  const members = Array.from({ length: SCANNERS * GUESTS_PER_SCANNER }, (_, index) => ({ first_name: 'Guest', last_name: String(index + 1) }));
  const added = (await api('POST', `/api/v2/events/${eventUuid}/attendees`, authorization, { members })) as { data: { id: string }[] };
  const guestIds = added.data.map((guest) => guest.id);
  const guestsByScanner = Array.from({ length: SCANNERS }, (_, index) => guestIds.slice(index * GUESTS_PER_SCANNER, (index + 1) * GUESTS_PER_SCANNER));

  for (let index = 0; index < DASHBOARDS; index++) {
    const socket = new DashboardSocket(`ws://127.0.0.1:${services.nginxPort}/api/v2/ws`, authorization, `event.${eventUuid}`);
    socket.open();
    sockets.push(socket);
  }
  const scanners = new GuestClients(services.baseUrl, authorization, guestsByScanner);
  const organisers = new Organisers(services.baseUrl, authorization, eventUuid, scanners);
  const lagSamples: number[] = [];
  const stopSampling = sampleLag(lagSamples);
  scanners.start();
  organisers.start(ORGANISERS);
  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_KILL_MS));

  // 1. The primary's postmaster dies: Patroni promotes the synchronous standby, HAProxy follows it.
  const oldPrimary = (await cluster.primaryNode())!;
  const failover = await killAndWatch('primary kill', oldPrimary, scanners, guestsByScanner);
  await until('Patroni to report the new primary', async () => (await cluster.primaryNode()) !== null, 60_000, 500);
  console.log(`[cluster] new primary: ${(await cluster.primaryNode())?.name}`);
  await new Promise((resolve) => setTimeout(resolve, LOAD_AFTER_RECOVERY_MS));

  // 2. A replica's postmaster dies: the query API reads from the others, Patroni restarts it.
  // The replica found streaming is the one killed (asked twice, Patroni's answer could change in between).
  const streaming: { replica?: PostgresNode } = {};
  await until('a replica streaming again', async () => (streaming.replica = (await cluster.replicaNodes())[0]) !== undefined, 120_000, 500);
  const replica = streaming.replica!;
  const replicaKill = await killAndWatch('replica kill', replica, scanners, guestsByScanner);
  await new Promise((resolve) => setTimeout(resolve, LOAD_AFTER_RECOVERY_MS));
  const lastKillAt = replicaKill.killedAt;

  await organisers.stop();
  await scanners.stop();
  stopSampling();

  // Nothing acknowledged lost or doubled, across both kills.
  const logged = await cluster.asSuperuser((client) => guestEventsIn(client), cluster.haproxyPort, 'usher');
  const found = audit(scanners.acknowledged, logged);
  assert.deepEqual(scanners.unexpected, [], 'unexpected answers to the scanners');
  assert.equal(found.lost, 0, 'acknowledged writes lost');
  assert.equal(found.doubled, 0, 'acknowledged writes doubled');
  assert.equal(found.unasked, 0, 'events nobody asked for');
  console.log(`[cluster] ${found.acknowledged} acknowledged writes: lost ${found.lost}, doubled ${found.doubled}`);

  // Dashboards still hear of changes after the last kill.
  const quietSockets = sockets.filter((socket) => socket.receivedSince(lastKillAt) === 0).length;
  assert.equal(quietSockets, 0, 'dashboards whose websocket received nothing after the replica kill');

  // Every server's read models equal a rebuild from the log.
  await until('the projections to catch up', () => projectionsBehind(cluster), 180_000, 500);
  const caughtUp = await primaryWal(cluster);
  await until('every server to replay the caught-up read models', () => serversBehind(cluster, caughtUp), 120_000, 500);
  const before = await Promise.all(cluster.nodes.map((node) => readModelSnapshot(cluster, node, eventUuid)));
  const rebuild = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO, 'infra/src/runtime/rebuild-cli.ts')], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: cluster.primaryUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  assert.equal(rebuild.status, 0, `rebuild failed: ${rebuild.stderr}`);
  const rebuiltAt = await primaryWal(cluster);
  await until('every server to replay the rebuild', () => serversBehind(cluster, rebuiltAt), 120_000, 500);
  const rebuilt = await readModelSnapshot(cluster, (await cluster.primaryNode())!, eventUuid);
  for (const [index, node] of cluster.nodes.entries()) {
    const differences = await describeDifferences(cluster, node, before[index]!, rebuilt);
    assert.equal(differences, '', `read models on ${node.name} differ from a rebuild:\n${differences}`);
  }

  // Guest-list reads per second, the replicas against the primary alone, same cluster, same moment.
  const viaReplicas = await readsPerSecond(services.baseUrl, authorization, eventUuid, {});
  const primaryAlone = await readsPerSecond(services.baseUrl, authorization, eventUuid, { 'x-read-from': 'primary' });

  const lagP95 = percentile(lagSamples, 95);
  console.log(`[cluster] figures:
  primary kill (${oldPrimary.name}): first accepted write after ${(failover.firstAcceptedMs / 1000).toFixed(1)} s (target ≤ ${FAILOVER_TARGET_MS / 1000} s), every scanner's queue flushed after ${(failover.flushedMs / 1000).toFixed(1)} s
  replica kill (${replica.name}): first accepted write after ${(replicaKill.firstAcceptedMs / 1000).toFixed(1)} s, every scanner's queue flushed after ${(replicaKill.flushedMs / 1000).toFixed(1)} s
  acknowledged writes: ${found.acknowledged}, lost ${found.lost}, doubled ${found.doubled}; scanners' answers ${JSON.stringify(Object.fromEntries(scanners.answers))}
  replica lag under the door load: p95 ${lagP95.toFixed(0)} ms (${lagSamples.length} samples of pg_stat_replication.replay_lag)
  organisers' reads: ${JSON.stringify(Object.fromEntries(organisers.sources))}, statuses ${JSON.stringify(Object.fromEntries(organisers.statuses))}
  X-Min-Position reads (the newest acknowledged check-in's position): ${organisers.minPositionReads}, answered by the primary after the replica did not reach it in 1 s: ${organisers.minPositionFallbacks} (${((100 * organisers.minPositionFallbacks) / Math.max(1, organisers.minPositionReads)).toFixed(1)} %), of which the primary's read models had not reached it either in 2 s (answered behind): ${organisers.answeredBehind}
  dashboards: ${sockets.map((socket) => `${socket.messages.length} messages/${socket.reconnects} reconnects`).join(', ')}
  guest-list reads/s: ${viaReplicas.toFixed(0)} from the replicas, ${primaryAlone.toFixed(0)} from the primary alone (one 2-core machine runs every server: this shows the routing works, not that replicas add speed)
  read models on ${cluster.nodes.length} servers equal a rebuild from the log; whole run ${((performance.now() - started) / 1000).toFixed(0)} s`);
  assert.ok(
    failover.firstAcceptedMs <= FAILOVER_TARGET_MS,
    `first accepted write ${failover.firstAcceptedMs.toFixed(0)} ms after the primary's death, target ${FAILOVER_TARGET_MS} ms`,
  );
}

async function shutDown(): Promise<void> {
  for (const socket of sockets) socket.close();
  await services?.stop().catch(() => undefined);
  await cluster.stop().catch(() => undefined);
}

// Interrupted: stop what it started (Patroni stops its PostgreSQL) rather than leave a cluster running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[cluster] ${signal}: stopping the cluster (logs kept in ${runDir})`);
    void shutDown().finally(() => process.exit(130));
  });
}

main()
  .then(async () => {
    await shutDown();
    fs.rmSync(runDir, { recursive: true, force: true });
    console.log('[cluster] passed');
  })
  .catch(async (error: unknown) => {
    console.error(`[cluster] FAILED: ${(error as Error).stack ?? String(error)}\n(logs kept in ${runDir})`);
    await shutDown();
    process.exit(1);
  });
