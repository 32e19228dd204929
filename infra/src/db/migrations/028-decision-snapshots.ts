import { sql, type Kysely } from 'kysely';

/**
 * Snapshots of streams as bulk commands fold them, so a command over 50,000
 * guests reads one row and a short tail per guest instead of each guest's
 * whole history. A cache of the log, never its source: the state is what
 * `revision` of the deciders' code folded from the stream's first `version`
 * events, with personal fields withheld (so it holds nothing personal). The
 * state is JSON text: nothing queries into it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table es_decision_snapshots (
      stream_id text primary key,
      revision text not null,
      version integer not null,
      state text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table es_decision_snapshots`.execute(db);
}
