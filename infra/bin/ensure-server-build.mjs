// Builds the server (infra/dist) when it is missing or older than its sources,
// so `npm start` (and the end-to-end tests, which start it that way) run the
// code as it is now.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './build-freshness.mjs';
import { buildServer, SERVER_DIST } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sources = ['infra/src', 'services', 'shared/events/src', 'shared/domain/src', 'read-models/src', 'infra/bin/build-server.mjs', 'package-lock.json'].map(
  (source) => path.join(root, source),
);

/** The built server's entry, as `npm start` runs it. */
export const SERVER_ENTRY = path.join(SERVER_DIST, 'main.mjs');

/**
 * Node's flags for the product's processes: package.json's start scripts give
 * them (a test holds the scripts to them), and the bench's product runs with
 * them. A larger young generation (64 MB semi-spaces, against 16 MB by default
 * on a 64-bit machine) lets a batch's objects die young instead of being
 * copied and promoted: 100,000 guests uploaded took 6 % less CPU, the product's
 * and PostgreSQL's (tests/bench/upload-run.ts, five alternating runs a side),
 * for some 150 MB more at the peak (issue 31).
 */
export const SERVER_HEAP_FLAGS = ['--max-semi-space-size=64'];
export const SERVER_NODE_FLAGS = ['--enable-source-maps', ...SERVER_HEAP_FLAGS];

export async function ensureServerBuild() {
  if (!isStale(SERVER_ENTRY, sources)) return;
  console.log('Building the server…');
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureServerBuild();
