import { streamIds } from '@usher/events';
import type { GuestFormRules } from '@usher/domain/deciders/attendee-guest-fields';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import type { AttendeeContact } from '@usher/domain/deciders/attendee-rules';
import { inSequence } from '@usher/domain/deciders/in-sequence';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { changeAttendees, guestsOf } from '../attendees/attendee-handlers.ts';
import { guestReplies } from '../attendees/guest-reply.ts';
import { loadTagCatalogue, requireLiveTags } from './tag-catalogue.ts';

/**
 * Bulk add-tags: one AttendeeTagsAdded per guest that lacks a tag, all in one
 * transaction, through the same path as the other bulk actions.
 */
export async function addTagsToAttendees(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  attendeeIds: string[],
  tagIds: string[],
  metadata: EventMetadata,
) {
  const tags = requireLiveTags(await loadTagCatalogue(context, eventUuid), tagIds, { required: true });
  return changeAttendees(context, user, eventUuid, attendeeIds, { type: 'AddAttendeeTags', tag_ids: tags }, metadata);
}

const detailsThenTags = inSequence(attendeeDecider);

/**
 * PUT /events/attendees/{id} with `tags`: the contact changes and the tag
 * changes are decided together and appended at once, so a bad tag or a bad
 * email changes nothing at all.
 */
export async function updateAttendeeWithTags(
  context: ServiceContext,
  /** The guest's event, which the route's declared need was judged on (attendees/guest-event.ts). */
  eventUuid: string,
  id: string,
  contact: AttendeeContact,
  tagIds: string[],
  metadata: EventMetadata,
  /** The event's guest-form rules and custom-field values sent with the edit (fields/guest-form.ts). */
  details: { form?: GuestFormRules; custom_fields?: Record<string, unknown> } = {},
) {
  const catalogue = await loadTagCatalogue(context, eventUuid);
  const tags = requireLiveTags(catalogue, tagIds, { required: false });
  const live = new Set(catalogue.tags.map((tag) => tag.id));
  const streamId = streamIds.attendee(id);
  const command = [
    { type: 'ChangeAttendeeDetails' as const, contact, ...details },
    { type: 'SetAttendeeTags' as const, tag_ids: tags, live_tag_ids: live },
  ];
  const result = await execute(context.store, detailsThenTags, [{ streamId, command }], metadata, { authorize: guestsOf(eventUuid) });
  const [data] = await guestReplies(context, [{ id, state: result.states.get(streamId)!, times: result.timestamps.get(streamId) }]);
  return { data: data!, position: result.position };
}
