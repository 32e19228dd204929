import { sql } from 'kysely';
import { streamIds } from '@usher/events';
import { eventDecider, type EventCommand } from '@usher/domain/deciders/event-decider';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventFieldsState } from '@usher/domain/deciders/event-fields-decider';
import { customFieldMappingKey, type MappingKey } from '@usher/domain/guest-import/guest-fields';
import { SKIPPED_STATUS_KEYS } from '@usher/domain/guest-import/import-status';
import type { TicketVariationInput } from '@usher/domain/fields/ticket-variations';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';

const eventChanges = inSequence(eventDecider);
const labelKey = (label: string) => label.trim().toLowerCase();

/**
 * The custom fields the mapping asks for ('New custom field' columns): a text
 * field named after each column's header, or the event's field of that name
 * when it has one already. Answers the commands to add, and the mapping with
 * each such column pointing at its field.
 */
function newCustomFields(context: ServiceContext, mapping: readonly (string | null)[], headers: readonly string[], fields: EventFieldsState) {
  const commands: EventCommand[] = [];
  const byLabel = new Map(fields.custom_fields.map((field) => [labelKey(field.label), field.id]));
  const rewritten = mapping.map((key, column) => {
    if (key !== 'new_custom_field') return key;
    const label = (headers[column] ?? '').trim();
    if (label === '')
      throw DomainError.validation({
        'upload.mapping': [`Column ${column + 1} has no header to name a custom field after: give it one, or choose another field.`],
      });
    let id = byLabel.get(labelKey(label));
    if (id === undefined) {
      id = context.ids.uuid();
      byLabel.set(labelKey(label), id);
      commands.push({ type: 'AddCustomField', field_id: id, field: { label, type: 'text' } });
    }
    return customFieldMappingKey(id);
  });
  return { commands, mapping: rewritten };
}

/**
 * The ticket variations the file names that the event lacks, appended to the
 * event's list (the first one the default when the event has none). Rows whose
 * status keeps them out of the list do not create a variation.
 */
async function missingVariations(
  context: ServiceContext,
  uploadId: string,
  mapping: readonly (string | null)[],
  fields: EventFieldsState,
): Promise<EventCommand[]> {
  const column = mapping.indexOf('ticket_variation');
  if (column === -1) return [];
  const statusColumn = mapping.indexOf('attendee_status');
  // Distinct names read in SQL: the rows can be 100,000 long and need not come to this process.
  const names = await sql<{ name: string }>`
    select (array_agg(name order by ord))[1] as name
    from (
      select trim(r.value ->> ${column}::int) as name, r.ord
      from uploads u, jsonb_array_elements(u.rows) with ordinality as r(value, ord)
      where u.id = ${uploadId} and trim(coalesce(r.value ->> ${column}::int, '')) <> ''
        -- The status normalised as the reader's statusKeyOf does for these plain ASCII values.
        and (${statusColumn}::int = -1 or lower(regexp_replace(coalesce(r.value ->> ${statusColumn}::int, ''), '[^[:alnum:]]', '', 'g')) <> all(${[...SKIPPED_STATUS_KEYS]}::text[]))
    ) named
    group by lower(name)
    -- In the order the file first names them, as the organiser reads it.
    order by min(ord)`.execute(context.db);
  const known = new Set(fields.ticket_variations.map((variation) => labelKey(variation.name)));
  const added = names.rows.map((row) => row.name).filter((name) => name.length <= 255 && !known.has(labelKey(name)));
  if (added.length === 0) return [];
  const type = fields.ticket_variations[0]?.type ?? 'ticket';
  const existing: TicketVariationInput[] = fields.ticket_variations.map((variation) => ({ ...variation }));
  const next = [...existing, ...added.map((name, index) => ({ name, type, is_default: existing.length === 0 && index === 0 }))];
  return [{ type: 'SetTicketVariations', ticket_variations: next, newId: () => context.ids.uuid() }];
}

/**
 * What the organiser confirmed in the mapping step that the event must hold
 * before the rows are read: new custom fields and missing ticket variations,
 * appended as the event's own events in one decision. Answers the mapping
 * with 'New custom field' columns pointing at their fields.
 */
export async function prepareImport(
  context: ServiceContext,
  upload: { id: string; event_uuid: string; headers: string[] },
  mapping: readonly (string | null)[],
  fields: EventFieldsState,
  metadata: EventMetadata,
): Promise<(MappingKey | null)[]> {
  const custom = newCustomFields(context, mapping, upload.headers, fields);
  const commands = [...custom.commands, ...(await missingVariations(context, upload.id, mapping, fields))];
  if (commands.length > 0) {
    await execute(context.store, eventChanges, [{ streamId: streamIds.event(upload.event_uuid), command: commands }], metadata);
  }
  return custom.mapping as (MappingKey | null)[];
}
