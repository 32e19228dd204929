import { streamIds } from '@usher/events';
import { attendeeTagDecider, type AttendeeTagCommand } from '@usher/domain/deciders/attendee-tag-decider';
import type { TagInput } from '@usher/domain/deciders/attendee-tag-rules';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { presentTag } from './tag-catalogue.ts';

async function decideOnCatalogue(context: ServiceContext, eventUuid: string, command: AttendeeTagCommand, metadata: EventMetadata) {
  const streamId = streamIds.attendeeTags(eventUuid);
  const result = await execute(context.store, attendeeTagDecider, [{ streamId, command }], metadata);
  return { catalogue: result.states.get(streamId)!, position: result.position };
}

export async function addTag(context: ServiceContext, eventUuid: string, input: TagInput, metadata: EventMetadata) {
  const tagId = context.ids.uuid();
  const tag = { tag_id: tagId, name: input.name ?? '', color: input.color ?? '' };
  const { catalogue, position } = await decideOnCatalogue(context, eventUuid, { type: 'AddTags', event_uuid: eventUuid, tags: [tag] }, metadata);
  return { data: presentTag(catalogue.tags.find((candidate) => candidate.id === tagId)!), position };
}

/** A rename is one event on the catalogue: guests carry the tag's id, so every guest shows the new name. */
export async function updateTag(context: ServiceContext, eventUuid: string, tagId: string, changes: TagInput, metadata: EventMetadata) {
  const { catalogue, position } = await decideOnCatalogue(context, eventUuid, { type: 'UpdateTag', event_uuid: eventUuid, tag_id: tagId, changes }, metadata);
  return { data: presentTag(catalogue.tags.find((candidate) => candidate.id === tagId)!), position };
}

/** One event; the guest list drops the tag from every guest carrying it. */
export async function deleteTag(context: ServiceContext, eventUuid: string, tagId: string, metadata: EventMetadata) {
  const { position } = await decideOnCatalogue(context, eventUuid, { type: 'DeleteTag', event_uuid: eventUuid, tag_id: tagId }, metadata);
  return { data: { id: tagId, deleted: true }, position };
}
