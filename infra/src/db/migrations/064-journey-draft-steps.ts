import { sql, type Kysely } from 'kysely';

/**
 * A journey's draft as a row per step (issue 27). Kept as one jsonb value,
 * every change to a step read and rewrote the whole draft: 200 steps of
 * 250,000 characters made each change rewrite 50 MB, and the journeys
 * projection held its transaction for minutes. Now a change writes the step it
 * changes. `ordinal` keeps the steps in the order they were added; `targets`
 * the steps a step's actions lead to, so removing a step finds the arrows into
 * it without reading every step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_journey_draft_steps (
      journey_id uuid not null,
      step_id text not null,
      ordinal integer not null,
      targets text[] not null,
      step jsonb not null,
      primary key (journey_id, step_id)
    )`.execute(db);
  await sql`alter table rm_journeys add column start_step_id text`.execute(db);
  await sql`update rm_journeys set start_step_id = draft->>'start_step_id'`.execute(db);
  await sql`
    insert into rm_journey_draft_steps (journey_id, step_id, ordinal, targets, step)
    select j.id, s.step->>'id', (s.ordinal - 1)::int,
      array(select a->>'to_step_id' from jsonb_array_elements(s.step->'actions') a where a->>'to_step_id' is not null),
      s.step
    from rm_journeys j, jsonb_array_elements(j.draft->'steps') with ordinality as s(step, ordinal)
    on conflict do nothing`.execute(db);
  await sql`alter table rm_journeys drop column draft`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_journeys add column draft jsonb not null default '{"start_step_id": null, "steps": []}'`.execute(db);
  await sql`
    update rm_journeys j set draft = jsonb_build_object('start_step_id', j.start_step_id, 'steps',
      coalesce((select jsonb_agg(s.step order by s.ordinal) from rm_journey_draft_steps s where s.journey_id = j.id), '[]'::jsonb))`.execute(db);
  await sql`alter table rm_journeys alter column draft drop default, drop column start_step_id`.execute(db);
  await sql`drop table rm_journey_draft_steps`.execute(db);
}
