import type { EventCommand } from '@usher/domain/deciders/event-decider';
import { loadEvent } from '../../../access/event-access.ts';
import { copiedId } from '../copied-id.ts';
import type { DuplicationPart } from '../duplication-part.ts';
import { decideOnCopy } from '../source-streams.ts';

/**
 * The guest form: custom fields (new ids, the same labels, types, options
 * and order), which built-in fields are shown and required, and the ticket
 * variations; one append. A field or variation the copy has already (a
 * resumed run) is not added again.
 */
export const customFieldsPart: DuplicationPart = {
  key: 'custom_fields',
  label: 'Custom fields and guest form',
  async copy(context, job) {
    const source = await loadEvent(context, job.source_uuid);
    const copy = await loadEvent(context, job.target_uuid);
    const present = new Set(copy.fields.custom_fields.map((field) => field.id));
    const commands: EventCommand[] = [];
    for (const { id, label, type, options, is_required, ordering } of source.fields.custom_fields) {
      const fieldId = copiedId(job.target_uuid, id);
      if (!present.has(fieldId)) commands.push({ type: 'AddCustomField', field_id: fieldId, field: { label, type, options, is_required, ordering } });
    }
    const fields = commands.length;
    commands.push({ type: 'SetDefaultFields', default_fields: source.fields.default_fields });
    const variations = source.fields.ticket_variations;
    const copyVariations = variations.length > 0 && copy.fields.ticket_variations.length === 0;
    if (copyVariations) {
      // Sent without ids, as new variations are; the decider names each by its place with the copied id.
      // By place, not by taking ids off a list: a decision made again after a conflict (the runner's own
      // progress events move the stream on) asks for the ids again, and a drained list answered undefined.
      const newId = (index: number) => copiedId(job.target_uuid, variations[index]!.id);
      commands.push({ type: 'SetTicketVariations', ticket_variations: variations.map(({ name, type, is_default }) => ({ name, type, is_default })), newId });
    }
    await decideOnCopy(context, job, ...commands);
    return { copied: fields + (copyVariations ? variations.length : 0) };
  },
};
