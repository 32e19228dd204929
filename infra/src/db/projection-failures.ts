import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Events the followers of the log (read models, the mail dispatcher, the
 * webhook matcher) set aside and that are not yet resolved
 * (services/projections/src/reactor/set-aside.ts records them). A count on
 * a partial index of the open ones: the health route asks it often.
 */
export async function countOpenProjectionFailures(db: Db): Promise<number> {
  const { rows } = await sql<{ open: number }>`select count(*)::int as open from projection_failures where resolved_at is null`.execute(db);
  return rows[0]?.open ?? 0;
}
