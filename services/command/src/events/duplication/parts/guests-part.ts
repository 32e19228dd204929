import { streamIds } from '@usher/events';
import { attendeeDecider, type AttendeeCommand, type AttendeeState } from '@usher/domain/deciders/attendee-decider';
import { attendeeTagDecider } from '@usher/domain/deciders/attendee-tag-decider';
import type { GuestFormRules } from '@usher/domain/deciders/attendee-guest-fields';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { fold } from '@usher/domain/deciders/decider';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import { streamsOfTypeInEvent } from '@usher/infra/eventstore/duplication-lookups';
import type { ServiceContext } from '@usher/infra/context';
import { loadEvent } from '../../../access/event-access.ts';
import { execute, toDomainEvent } from '../../../handling/execute.ts';
import { copiedId } from '../copied-id.ts';
import type { DuplicationJob, DuplicationPart } from '../duplication-part.ts';
import { copyMetadata, foldStream } from '../source-streams.ts';

// Guests per append: one transaction each, so a restart loses at most one batch's work (which the next run redoes).
const BATCH = 500;

const guestInSequence = inSequence(attendeeDecider);

type Guest = AttendeeState & { attendee_id: string };

/**
 * The guest list, only when the organiser asks: each live guest (not a host
 * group's placeholder: groups stay behind) with their contact, custom-field
 * values, tags and ticket variation pointing at the copy's, and their
 * plus-ones under them; with no RSVP, check-in, approval decision, invitation
 * or seat: the copy's guests start afresh. The same AddAttendee the guest list
 * makes, so every read model and webhook sees a guest added.
 */
export const guestsPart: DuplicationPart = {
  key: 'guests',
  label: 'Guests',
  appliesTo: (job) => job.include_guests,
  async copy(context, job) {
    const copy = await loadEvent(context, job.target_uuid);
    // The copy's own form checks the values' types; what was required of guests is not asked again of old ones.
    const form: GuestFormRules = {
      custom_fields: copy.fields.custom_fields.map((field) => ({ ...field, is_required: false })),
      default_fields: Object.fromEntries(
        Object.entries(copy.fields.default_fields).map(([key, setting]) => [key, { ...setting, is_required: false }]),
      ) as GuestFormRules['default_fields'],
    };
    // A deleted tag's id may linger on a guest: only the catalogue's live tags were copied.
    const liveTags = new Set((await foldStream(context, attendeeTagDecider, streamIds.attendeeTags(job.source_uuid))).tags.map((tag) => tag.id));
    const guests = await liveGuestsOf(context, job.source_uuid);
    // Guests before plus-ones: a plus-one's command names its guest's copy, which must exist.
    const ordered = [...guests.filter((guest) => !guest.parent_attendee_id), ...guests.filter((guest) => guest.parent_attendee_id)];
    const copiedIds = new Set(guests.map((guest) => guest.attendee_id));
    let copied = 0;
    for (let start = 0; start < ordered.length; start += BATCH) {
      const batch = ordered.slice(start, start + BATCH).filter((guest) => !guest.parent_attendee_id || copiedIds.has(guest.parent_attendee_id));
      copied += await copyBatch(context, job, batch, form, liveTags);
    }
    return { copied };
  },
};

/** The source's guests that are still on its list, folded from their streams. */
async function liveGuestsOf(context: ServiceContext, eventUuid: string): Promise<Guest[]> {
  const streams = await streamsOfTypeInEvent(context.db, eventUuid, 'AttendeeAdded');
  const guests: Guest[] = [];
  for (let start = 0; start < streams.length; start += BATCH) {
    const histories = await context.store.readStreams(streams.slice(start, start + BATCH));
    for (const history of histories.values()) {
      const state = fold(attendeeDecider, history.map(toDomainEvent));
      if (state.exists && !state.removed && !state.forgotten && state.is_real_ticket && state.event_uuid === eventUuid) guests.push(state as Guest);
    }
  }
  return guests;
}

function commandsFor(job: DuplicationJob, guest: Guest, form: GuestFormRules, liveTags: ReadonlySet<string>): AttendeeCommand[] {
  const id = (sourceId: string) => copiedId(job.target_uuid, sourceId);
  const custom_fields = Object.fromEntries(Object.entries(guest.custom_fields).map(([fieldId, value]) => [id(fieldId), value]));
  const commands: AttendeeCommand[] = [
    {
      type: 'AddAttendee',
      attendee_id: id(guest.attendee_id),
      event_uuid: job.target_uuid,
      contact: { first_name: guest.first_name, last_name: guest.last_name, email: guest.email, phone_number: guest.phone_number, reference: guest.reference },
      parent_attendee_id: guest.parent_attendee_id ? id(guest.parent_attendee_id) : null,
      form,
      custom_fields,
    },
  ];
  const tagIds = guest.tag_ids.filter((tagId) => liveTags.has(tagId));
  if (tagIds.length > 0) commands.push({ type: 'AddAttendeeTags', tag_ids: tagIds.map(id) });
  if (guest.ticket_variation_id) commands.push({ type: 'SetTicketVariation', ticket_variation_id: id(guest.ticket_variation_id) });
  return commands;
}

/** One append for the batch; a guest the copy has already (a resumed run) is left alone, one refused by today's rules is skipped. */
async function copyBatch(context: ServiceContext, job: DuplicationJob, batch: Guest[], form: GuestFormRules, liveTags: ReadonlySet<string>): Promise<number> {
  const targets = batch.map((guest) => streamIds.attendee(copiedId(job.target_uuid, guest.attendee_id)));
  const existing = await context.store.readStreams(targets);
  const todo = batch.filter((_, index) => (existing.get(targets[index]!)?.length ?? 0) === 0);
  if (todo.length === 0) return 0;
  const commands = todo.map((guest) => ({
    streamId: streamIds.attendee(copiedId(job.target_uuid, guest.attendee_id)),
    command: commandsFor(job, guest, form, liveTags),
  }));
  try {
    await execute(context.store, guestInSequence, commands, copyMetadata(job), {
      newStreams: new Set(commands.map((c) => c.streamId)),
      remember: false,
      inPartsOn: context.db,
    });
    return todo.length;
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== 'validation') throw error;
    // Guest by guest, so one guest today's rules refuse does not keep the others out.
    let copied = 0;
    for (const command of commands) {
      try {
        await execute(context.store, guestInSequence, [command], copyMetadata(job), { newStreams: new Set([command.streamId]), remember: false });
        copied++;
      } catch (refused) {
        if (!(refused instanceof DomainError) || refused.kind !== 'validation') throw refused;
      }
    }
    return copied;
  }
}
