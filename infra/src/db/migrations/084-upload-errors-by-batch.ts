import { sql, type Kysely } from 'kysely';

/**
 * An upload's refused rows, one row per batch of the import (its 1,000 file
 * rows' errors), instead of one list on the upload that every batch wrote
 * again whole: a file whose every row was refused made that quadratic, in the
 * import (the list serialised again per batch) and in PostgreSQL (the list
 * decompressed, extended and compressed again per batch). 100,000 such rows
 * took 33.6 s to import; appending to the list in place still took PostgreSQL
 * 17 s. A batch's errors are written once (again, the same, by a resumed run).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table upload_errors (
      upload_id uuid not null references uploads (id) on delete cascade,
      batch integer not null,
      errors jsonb not null,
      error_count integer not null,
      primary key (upload_id, batch)
    )`.execute(db);
  // An earlier upload's list becomes its batch 0: the order is the same, and nothing reads batch numbers but to order.
  await sql`
    insert into upload_errors (upload_id, batch, errors, error_count)
    select id, 0, errors, jsonb_array_length(errors) from uploads where jsonb_array_length(errors) > 0`.execute(db);
  await sql`alter table uploads drop column errors`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads add column errors jsonb not null default '[]'`.execute(db);
  await sql`
    update uploads u set errors = e.errors
    from (
      select upload_id, jsonb_agg(error order by batch, position) as errors
      from upload_errors, jsonb_array_elements(errors) with ordinality as l(error, position)
      group by upload_id
    ) e
    where e.upload_id = u.id`.execute(db);
  await sql`drop table upload_errors`.execute(db);
}
