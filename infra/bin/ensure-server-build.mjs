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

export async function ensureServerBuild() {
  if (!isStale(SERVER_ENTRY, sources)) return;
  console.log('Building the server…');
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureServerBuild();
