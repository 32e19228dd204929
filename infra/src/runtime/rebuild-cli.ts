import path from 'node:path';
import { readConfig } from '@usher/infra/config';
import { startEmbeddedPostgres } from '@usher/infra/db/embedded-postgres';
import { createContext } from './create-context.ts';
import { allProjections } from '@usher/projections/all-projections';
import { rebuildAll } from '@usher/projections/rebuild';

/**
 * `npm run projections:rebuild`: every read model rebuilt from the log alone.
 * Against DATABASE_URL it runs beside live services; without it, it opens
 * the embedded database in DATA_DIR (stop `npm start` first: one server per
 * data directory).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), databaseName: 'usher' });
  const context = await createContext(config.databaseUrl ?? embedded!.url, { poolSize: 4, applicationName: 'usher rebuild' });
  try {
    const started = Date.now();
    // One pass over the log feeds them all, so each is timed from the start until its tables were swapped in.
    for (const report of await rebuildAll(context.db, context.store, allProjections)) {
      console.log(`${report.projection}: ${report.events.toLocaleString('en-US')} events applied, ready after ${report.ms.toLocaleString('en-US')} ms`);
    }
    console.log(`every read model rebuilt in ${(Date.now() - started).toLocaleString('en-US')} ms`);
  } finally {
    await context.close();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
