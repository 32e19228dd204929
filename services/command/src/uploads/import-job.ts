import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeCommand } from '@usher/domain/deciders/attendee-decider';
import { guestUpdateOf } from '@usher/domain/guest-import/guest-update';
import type { MappingKey } from '@usher/domain/guest-import/guest-fields';
import { importFormRules } from '../fields/import-form.ts';
import type { GuestFormRules } from '@usher/domain/deciders/attendee-guest-fields';
import { loadEvent } from '../access/event-access.ts';
import { MemberReader, type ImportedMember } from '@usher/domain/guest-import/rows-to-members';
import { DuplicateIdempotencyKeyError, type EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import { tagNameKey } from '@usher/domain/deciders/attendee-tag-rules';
import { ensureTagsNamed } from '../attendee-tags/import-tags.ts';
import { newGuestId } from '../attendees/new-guest-id.ts';
import { keepBatchErrors } from './upload-errors.ts';
import { liveGuestsOfEvent } from '../attendees/event-guests.ts';

// A guest of the file may need two decisions on its stream (added, then tagged): made as one.
const importDecider = inSequence(attendeeDecider);

const BATCH = 1000;
// One batch appends while the next is read and decided: PostgreSQL and Node
// each get a core instead of taking turns.
const BATCHES_IN_FLIGHT = 2;

type BatchCounts = { created: number; updated: number };

/** Who each row's guest is: an existing guest (matched by email) or a new one, and the guest a plus-one comes with. */
interface RowGuest {
  id: string;
  isNew: boolean;
  parentId: string | null;
}

/** Ticket variation, RSVP and approval as the file gives them, after the guest is added or updated. */
function statesOf(member: ImportedMember, variationIds: ReadonlyMap<string, string>, at: Date): AttendeeCommand[] {
  const commands: AttendeeCommand[] = [];
  const variationId = member.ticket_variation === null ? undefined : variationIds.get(member.ticket_variation.trim().toLowerCase());
  if (variationId) commands.push({ type: 'SetTicketVariation', ticket_variation_id: variationId });
  if (member.status.is_attending !== undefined) commands.push({ type: 'SetRsvp', is_attending: member.status.is_attending, at });
  if (member.status.is_approved !== undefined) commands.push({ type: 'SetApproval', is_approved: member.status.is_approved });
  return commands;
}

type EventGuests = Awaited<ReturnType<typeof liveGuestsOfEvent>>;

/**
 * The event's guests by email (the spec's email index), read once per import
 * from their streams: a file's own rows never share an email (the reader makes
 * a repeat a plus-one without it), so who was a guest when the import began
 * (a moment-old guest too, and on a resume every guest its committed batches
 * added) is all a batch can match.
 */
function guestsByEmail(guests: EventGuests): Map<string, string> {
  return new Map(guests.flatMap(({ id, state }) => (state.email ? [[state.email, id] as const] : [])));
}

const plusOneKey = (parentId: string, firstName: string, lastName: string, reference: string | null) =>
  `${parentId}|${`${firstName} ${lastName}`.trim().toLowerCase()}|${reference ?? ''}`;

/**
 * The event's plus-ones by guest, name and reference: the same file imported
 * again finds an order's extra tickets, which have no email to match by, and
 * updates them instead of adding them twice. Several alike (two tickets in
 * the buyer's name) are matched one by one.
 */
function plusOnesByKey(guests: EventGuests): Map<string, string[]> {
  const plusOnes = guests.filter(({ state }) => state.parent_attendee_id !== null).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byKey = new Map<string, string[]>();
  for (const { id, state } of plusOnes) {
    const key = plusOneKey(state.parent_attendee_id!, state.first_name, state.last_name, state.reference);
    byKey.set(key, [...(byKey.get(key) ?? []), id]);
  }
  return byKey;
}

/**
 * Imports one batch: new emails become guests, known ones are updated. The
 * batch's events and its idempotency record commit in one statement, so a
 * batch that was committed before a restart is recognised, not repeated.
 */
async function importBatch(
  context: ServiceContext,
  uploadId: string,
  eventUuid: string,
  index: number,
  members: ImportedMember[],
  guests: ReadonlyMap<number, RowGuest>,
  mapped: Set<MappingKey>,
  metadata: EventMetadata,
  form: GuestFormRules,
  variationIds: ReadonlyMap<string, string>,
  emptyCellsClear: boolean,
): Promise<BatchCounts> {
  const actorKey = `upload:${uploadId}`;
  const key = `batch:${index}`;
  // A batch another run committed already counts as it did then: this run,
  // having read the list after it, would see its guests as known and count none.
  const committed = await context.store.findIdempotent(actorKey, key);
  if (committed) return committed.response as BatchCounts;
  // The file's tags column names tags; missing ones join the catalogue first (found again by name on a resume).
  const tagIds = mapped.has('tags')
    ? await ensureTagsNamed(
        context,
        eventUuid,
        members.flatMap((m) => m.tags),
        metadata,
      )
    : new Map<string, string>();
  const tagging = (member: ImportedMember): AttendeeCommand[] => {
    const ids = member.tags.flatMap((name) => tagIds.get(tagNameKey(name)) ?? []);
    return ids.length > 0 ? [{ type: 'AddAttendeeTags', tag_ids: ids }] : [];
  };
  const at = context.clock.now();
  const commands = members.map((member) => {
    const guest = guests.get(member.row)!;
    const { contact, custom_fields } = guestUpdateOf(member, mapped, { isNew: guest.isNew, emptyCellsClear });
    const first: AttendeeCommand = guest.isNew
      ? { type: 'AddAttendee', attendee_id: guest.id, event_uuid: eventUuid, contact, parent_attendee_id: guest.parentId, form, custom_fields }
      : { type: 'ChangeAttendeeDetails', contact, form, custom_fields };
    return { streamId: streamIds.attendee(guest.id), command: [first, ...statesOf(member, variationIds, at), ...tagging(member)] };
  });
  const added = new Set(commands.filter((c) => c.command[0]!.type === 'AddAttendee').map((c) => c.streamId));
  const counts: BatchCounts = { created: added.size, updated: commands.length - added.size };
  const idempotency = { actorKey, key, status: 200, response: counts };
  try {
    await execute(context.store, importDecider, commands, metadata, { idempotency: () => idempotency, newStreams: added, remember: false });
    return counts;
  } catch (error) {
    if (!(error instanceof DuplicateIdempotencyKeyError)) throw error;
    const earlier = await context.store.findIdempotent(idempotency.actorKey, idempotency.key);
    return earlier!.response as BatchCounts;
  }
}

// The runs of this process, by upload: a second start of the same import joins the first.
const runningImports = new Map<string, Promise<void>>();

/**
 * Runs (or resumes) an upload's import in batches of rows, keeping its
 * progress for the dashboard to poll. Bad rows are reported with their
 * spreadsheet row number; the good ones are imported. Batches are fixed row
 * ranges, so a resumed run rebuilds each batch exactly and its idempotency
 * record recognises the ones already committed.
 */
export function runImport(context: ServiceContext, uploadId: string): Promise<void> {
  const running = runningImports.get(uploadId);
  if (running) return running;
  const run = importUpload(context, uploadId).finally(() => runningImports.delete(uploadId));
  runningImports.set(uploadId, run);
  return run;
}

async function importUpload(context: ServiceContext, uploadId: string): Promise<void> {
  const upload = await context.db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
  if (!upload || upload.status !== 'importing') return;
  const user = await context.db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', '=', upload.user_id).executeTakeFirst();
  const mapping = upload.mapping as (MappingKey | null)[];
  const mapped = new Set(mapping.filter((key): key is MappingKey => key !== null));
  const { fields } = await loadEvent(context, upload.event_uuid);
  const eventFields = fields.custom_fields;
  // Created when the import started (prepare-import.ts); matched whatever the case.
  const variationIds = new Map(fields.ticket_variations.map((variation) => [variation.name.trim().toLowerCase(), variation.id]));
  const form = importFormRules(eventFields, mapped);
  // The reader checks cells against the fields as they are, required ones included.
  const reader = new MemberReader(mapping, { firstRowNumber: 2, rowNumbers: upload.row_numbers, customFields: eventFields });
  const metadata: EventMetadata = {
    actor: { type: 'user', id: upload.user_id, name: user ? `${user.first_name} ${user.last_name}` : null },
    event_uuid: upload.event_uuid,
    organisation_id: upload.organisation_id,
    correlation_id: upload.id,
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: `upload ${upload.file_name}`,
  };
  const totals = { created: 0, updated: 0 };
  // A row with two bad cells is one failed row.
  const failedRows = new Set<number>();
  const recordProgress = (processed: number, status?: 'done') =>
    context.db
      .updateTable('uploads')
      .set({ ...(status ? { status } : {}), processed, ...totals, failed: failedRows.size, updated_at: new Date() })
      .where('id', '=', upload.id)
      .execute();

  const rows = upload.rows;
  const guests = mapped.has('email') ? await liveGuestsOfEvent(context, upload.event_uuid, { personalData: true }) : [];
  const known = guestsByEmail(guests);
  // Each row's guest, chosen in row order before its batch runs: a plus-one's guest may be in an earlier batch.
  const guestOfRow = new Map<number, RowGuest>();
  const knownPlusOnes = plusOnesByKey(guests);
  const chooseGuests = (members: readonly ImportedMember[]) => {
    for (const member of members) {
      const parent = member.plus_one_of_row === null ? undefined : guestOfRow.get(member.plus_one_of_row);
      const parentId = parent?.id ?? null;
      // A plus-one is known only under a guest who was on the list already.
      const existing = member.email
        ? known.get(member.email)
        : parent && !parent.isNew
          ? knownPlusOnes.get(plusOneKey(parent.id, member.first_name, member.last_name, member.reference))?.shift()
          : undefined;
      guestOfRow.set(member.row, existing ? { id: existing, isNew: false, parentId: null } : { id: newGuestId(context.ids), isNew: true, parentId });
    }
  };
  const inFlight: Promise<void>[] = [];
  try {
    for (let index = 0; index * BATCH < rows.length; index++) {
      const end = Math.min((index + 1) * BATCH, rows.length);
      const read = reader.read(rows, index * BATCH, end);
      chooseGuests(read.members);
      if (inFlight.length >= BATCHES_IN_FLIGHT) await inFlight.shift();
      // Chained on the batch before it, so progress is recorded in row order.
      const previous = inFlight[inFlight.length - 1] ?? Promise.resolve();
      const imported = importBatch(
        context,
        upload.id,
        upload.event_uuid,
        index,
        read.members,
        guestOfRow,
        mapped,
        { ...metadata, occurred_at: new Date().toISOString() },
        form,
        variationIds,
        upload.empty_cells_clear,
      );
      const committed = Promise.all([imported, previous]).then(async ([counts]) => {
        totals.created += counts.created;
        totals.updated += counts.updated;
        for (const error of read.errors) failedRows.add(error.row);
        // Each batch's errors are kept apart: one list written again whole by every batch was quadratic (migration 084).
        await keepBatchErrors(context.db, upload.id, index, read.errors);
        await recordProgress(end);
      });
      // Its failure is awaited below; until then it must not count as unhandled.
      committed.catch(() => undefined);
      inFlight.push(committed);
    }
    await Promise.all(inFlight);
    await recordProgress(upload.total_rows, 'done');
  } catch (error) {
    // Let the batches still running settle before the upload is marked failed.
    await Promise.allSettled(inFlight);
    const failure = error instanceof Error ? error.message : String(error);
    await context.db.updateTable('uploads').set({ status: 'failed', failure, updated_at: new Date() }).where('id', '=', upload.id).execute();
  }
}

/** Imports a process was running when it stopped carry on from their last committed batch. */
export async function resumeImports(context: ServiceContext): Promise<void> {
  const pending = await context.db.selectFrom('uploads').select('id').where('status', '=', 'importing').execute();
  for (const { id } of pending) await runImport(context, id);
}
