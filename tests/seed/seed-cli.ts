import '@usher/infra/runtime/signal-baseline';
import path from 'node:path';
import { readConfig } from '@usher/infra/config';
import { startEmbeddedPostgres } from '@usher/infra/db/embedded-postgres';
import { createContext } from '@usher/infra/runtime/create-context';
import { seedEvent } from './seed-event.ts';

/**
 * `npm run seed -- --guests 100000`: a realistic event built through the
 * command handlers. Against DATABASE_URL, or the embedded database in
 * DATA_DIR (with `npm start` stopped); start the product afterwards and its
 * projections catch up.
 */
async function main(): Promise<void> {
  const flag = process.argv.indexOf('--guests');
  const guests = flag >= 0 ? Number(process.argv[flag + 1]) : 1000;
  if (!Number.isInteger(guests) || guests < 1 || guests > 1_000_000) throw new Error('--guests takes a whole number from 1 to 1,000,000');
  const config = readConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), databaseName: 'usher' });
  const context = await createContext(config.databaseUrl ?? embedded!.url, { poolSize: 4 });
  const started = Date.now();
  try {
    const seeded = await seedEvent(context, { guests, log: (message) => console.log(message) });
    console.log(`Seeded ${seeded.guests.toLocaleString('en-US')} guests in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`Event ${seeded.eventUuid}; sign in as ${seeded.organiserEmail} / ${seeded.password}`);
  } finally {
    await context.close();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
