import { sql, type Kysely } from 'kysely';

/**
 * Issue 29 section 1 and issue 31: the guest list's history (time travel) is
 * a projection of its own, `guest_history`, so its copies leave the guest
 * list's batch. It keeps here what it could not copy yet (the guest list stood
 * at another position), and starts where the guest list stands: the history
 * tables already hold its copies up to there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_guest_history_pending (
      kind text not null,
      key text not null,
      constraint rm_guest_history_pending_pkey primary key (kind, key)
    )`.execute(db);
  await sql`
    insert into projection_checkpoints (name, transaction_id, global_position)
    select 'guest_history', transaction_id, global_position from projection_checkpoints where name = 'guest_list'
    on conflict (name) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_guest_history_pending`.execute(db);
  await sql`delete from projection_checkpoints where name = 'guest_history'`.execute(db);
}
