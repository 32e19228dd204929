import path from 'node:path';
import { readConfig } from '@usher/infra/config';
import { startEmbeddedPostgres } from '@usher/infra/db/embedded-postgres';
import { createContext } from '@usher/infra/runtime/create-context';
import { allProjections } from './all-projections.ts';
import { rebuildAll } from './rebuild.ts';

/**
 * `npm run projections:rebuild`: every read model rebuilt from the log alone.
 * Against DATABASE_URL it runs beside live services; without it, it opens
 * the embedded database in DATA_DIR (stop `npm start` first: one server per
 * data directory).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), databaseName: 'usher' });
  const context = await createContext(config.databaseUrl ?? embedded!.url, { poolSize: 4 });
  try {
    for (const report of await rebuildAll(context.db, context.store, allProjections)) {
      const rate = report.ms > 0 ? Math.round((report.events * 1000) / report.ms) : report.events;
      console.log(`${report.projection}: ${report.events} events in ${report.ms} ms (${rate} events/s)`);
    }
  } finally {
    await context.close();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
