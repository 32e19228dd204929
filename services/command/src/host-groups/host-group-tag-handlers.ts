import { streamIds } from '@usher/events';
import { hostGroupTagDecider, type HostGroupTagCommand } from '@usher/domain/deciders/host-group-tag-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';

export async function decideOnGroupTags(context: ServiceContext, eventUuid: string, command: HostGroupTagCommand, metadata: EventMetadata) {
  const streamId = streamIds.hostGroupTags(eventUuid);
  const result = await execute(context.store, hostGroupTagDecider, [{ streamId, command }], metadata);
  return { catalogue: result.states.get(streamId)!, position: result.position };
}

export async function addGroupTag(context: ServiceContext, user: AuthUser, eventUuid: string, name: unknown, metadata: EventMetadata) {
  const tagId = context.ids.uuid();
  const { catalogue, position } = await decideOnGroupTags(
    context,
    eventUuid,
    { type: 'AddHostGroupTag', event_uuid: eventUuid, tag_id: tagId, name },
    metadata,
  );
  return { data: catalogue.tags.find((tag) => tag.id === tagId)!, position };
}

export async function deleteGroupTag(context: ServiceContext, user: AuthUser, eventUuid: string, tagId: string, metadata: EventMetadata) {
  if (!isUuid(tagId)) throw DomainError.notFound('host_group_tag');
  const { position } = await decideOnGroupTags(context, eventUuid, { type: 'DeleteHostGroupTag', event_uuid: eventUuid, tag_id: tagId }, metadata);
  return { data: { id: tagId, deleted: true }, position };
}
