import type { MappingKey } from '@usher/domain/guest-import/guest-fields';
import { MemberReader } from '@usher/domain/guest-import/rows-to-members';
import { changesOf, guestUpdateOf, type FieldChange } from '@usher/domain/guest-import/guest-update';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { loadEvent } from '../access/event-access.ts';
import { validateMapping } from './mapping-rules.ts';
import { findUpload } from './upload-handlers.ts';
import { liveGuestsOfEvent } from '../attendees/event-guests.ts';

// The preview lists this many changed guests; the counts cover them all.
const CHANGES_SHOWN = 100;

export interface GuestChangePreview {
  attendee_id: string;
  row: number;
  name: string;
  fields: FieldChange[];
}

/**
 * Before the organiser confirms a mapping: which guests already on the list
 * the file would change, and how (old → new), read with the import's own
 * reader and its own rule for empty cells. Matches guests by email, as the
 * import does (from the guests' own streams, so a guest added a moment ago
 * is matched as the import will match them); nothing is written.
 */
export async function previewImport(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  uploadId: string,
  input: { mapping: (string | null)[]; empty_cells_clear?: boolean | undefined },
) {
  const upload = await findUpload(context, user, eventUuid, uploadId);
  const { fields } = await loadEvent(context, eventUuid);
  const errors = validateMapping(input.mapping, upload.headers.length, new Set(fields.custom_fields.map((field) => field.id)));
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const mapping = input.mapping as (MappingKey | null)[];
  const mapped = new Set(mapping.filter((key): key is MappingKey => key !== null));
  const { rows, row_numbers } = await context.db.selectFrom('uploads').select(['rows', 'row_numbers']).where('id', '=', upload.id).executeTakeFirstOrThrow();
  const { members } = new MemberReader(mapping, { firstRowNumber: 2, rowNumbers: row_numbers, customFields: fields.custom_fields }).read(rows);
  const withEmail = members.filter((member) => member.email !== null);
  const emails = new Set(withEmail.map((member) => member.email!));
  const known = new Map<
    string,
    {
      id: string;
      first_name: string;
      last_name: string;
      email: string | null;
      phone_number: string | null;
      reference: string | null;
      custom_fields: Record<string, unknown>;
    }
  >();
  if (emails.size > 0) {
    for (const { id, state } of await liveGuestsOfEvent(context, eventUuid, { personalData: true })) {
      if (state.email && emails.has(state.email))
        known.set(state.email, {
          id,
          first_name: state.first_name,
          last_name: state.last_name,
          email: state.email,
          phone_number: state.phone_number,
          reference: state.reference,
          custom_fields: state.custom_fields,
        });
    }
  }
  const emptyCellsClear = input.empty_cells_clear ?? false;
  const changes: GuestChangePreview[] = [];
  let unchanged = 0;
  for (const member of withEmail) {
    const guest = known.get(member.email!);
    if (!guest) continue;
    const fieldChanges = changesOf(guest, guestUpdateOf(member, mapped, { isNew: false, emptyCellsClear }));
    if (fieldChanges.length === 0) unchanged++;
    else changes.push({ attendee_id: guest.id, row: member.row, name: `${guest.first_name} ${guest.last_name}`.trim(), fields: fieldChanges });
  }
  return {
    data: {
      empty_cells_clear: emptyCellsClear,
      new_guests: members.length - changes.length - unchanged,
      changed_guests: changes.length,
      unchanged_guests: unchanged,
      changes: changes.slice(0, CHANGES_SHOWN),
    },
  };
}
