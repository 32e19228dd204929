import { sql, type Kysely } from 'kysely';

/**
 * Signing up first makes sure the team read model holds every invitation in the
 * log (it looks the new address up there). Invitations are a handful of rows in
 * a log of millions, and the team projection's checkpoint moves only over its
 * own events, so without this partial index that check walked everything
 * appended since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index es_events_team_invitations on es_events (transaction_id, global_position) where type = 'EventAdministratorInvited'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index es_events_team_invitations`.execute(db);
}
