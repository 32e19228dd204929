import { sql } from 'kysely';

// Select expressions on rm_attendees `a` joined to its event `ev` (rm_events).

/**
 * The guest's custom-field values of fields the event still has: a deleted
 * field is one event on the event stream, and its values drop out here
 * rather than by rewriting every guest row.
 */
export const liveCustomFields = sql<Record<string, unknown>>`case when a.custom_fields = '{}'::jsonb then a.custom_fields else (
  select coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb) from jsonb_each(a.custom_fields) f
  where coalesce(ev.body->'custom_fields', '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('id', f.key))
) end`;

/** The guest's ticket variation {id, name, type}; a guest without one (or whose one was removed) holds the default. */
export const ticketVariationOfGuest = sql<{ id: string; name: string; type: 'access_pass' | 'ticket' } | null>`(
  select jsonb_build_object('id', v->>'id', 'name', v->>'name', 'type', v->>'type')
  from jsonb_array_elements(coalesce(ev.body->'ticket_variations', '[]'::jsonb)) v
  where v->>'id' = a.ticket_variation_id::text or (v->>'is_default')::boolean
  order by (v->>'id' = a.ticket_variation_id::text) is true desc
  limit 1
)`;
