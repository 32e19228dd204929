import { spawnChild } from './processes.ts';
import { ROOT } from './standalone-product.ts';

/** An event seeded by tests/seed/seed-cli.ts, and how to sign in as its organiser. */
export interface SeededEvent {
  eventUuid: string;
  email: string;
  password: string;
}

/** Seeds an event of `guests` guests through the command handlers, as a process of its own on `databaseUrl`. */
export async function seedThroughCommands(databaseUrl: string, guests: number, log: (message: string) => void): Promise<SeededEvent> {
  log(`seeding ${guests.toLocaleString('en-US')} guests through the command handlers…`);
  const child = spawnChild('seed', process.execPath, ['--import', 'tsx', 'tests/seed/seed-cli.ts', '--guests', String(guests)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const exit = await child.exited;
  const output = child.output();
  if (exit.code !== 0) throw new Error(`seed exited with ${exit.code ?? exit.signal}:\n${output.slice(-3000)}`);
  const signIn = /Event ([0-9a-f-]{36}); sign in as (\S+) \/ (\S+)/.exec(output);
  if (!signIn) throw new Error(`seed output without event and credentials:\n${output.slice(-2000)}`);
  return { eventUuid: signIn[1]!, email: signIn[2]!, password: signIn[3]! };
}
