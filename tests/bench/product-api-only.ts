// The all-in-one product as infra/src/main.ts composes it (embedded
// PostgreSQL in DATA_DIR, the projections thread, every service on PORT),
// without the dashboard, for figures that need the running API but not a
// dashboard build. Prints 'listening' when ready; SIGTERM stops it cleanly.
//   DATA_DIR=/tmp/x PORT=3999 node --import tsx tests/bench/product-api-only.ts
import path from 'node:path';
import { readConfig } from '@usher/infra/config';
import { startEmbeddedPostgres } from '@usher/infra/db/embedded-postgres';
import { buildApp } from '@usher/infra/runtime/build-app';
import { createContext } from '@usher/infra/runtime/create-context';
import { startProjectionsThread } from '@usher/infra/runtime/projections-thread';
import { onShutdown } from '@usher/infra/runtime/shutdown';

const dataDir = process.env.DATA_DIR;
const port = Number(process.env.PORT);
if (!dataDir || !port) throw new Error('DATA_DIR and PORT are required');

const embedded = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), databaseName: 'usher' });
const context = await createContext(embedded.url);
const projections = await startProjectionsThread({
  databaseUrl: embedded.url,
  appUrl: `http://localhost:${port}`,
  poolSize: 20,
  nice: readConfig().projectionsThreadNice,
});
const { app, hub } = await buildApp(context, { services: { command: true, queryApi: true }, logLevel: 'warn' });
onShutdown(async () => {
  hub?.closeAll();
  await app.close();
  await projections.stop();
  await context.close();
  await embedded.stop();
});
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
if (process.env.REPORT_LAG) {
  // Every second, the longest the event loop went without running a 1 ms timer, when over 20 ms.
  let last = performance.now();
  let held = 0;
  setInterval(() => {
    const now = performance.now();
    held = Math.max(held, now - last);
    last = now;
  }, 1).unref();
  setInterval(() => {
    if (held > 20) console.log(`event loop held ${Math.round(held)} ms`);
    held = 0;
  }, 1000).unref();
}
