import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { attendeeTagDecider } from '@usher/domain/deciders/attendee-tag-decider';
import { attendeeTabsDecider } from '@usher/domain/views/attendee-tabs-decider';
import { isUuid } from '@usher/domain/ids/uuid';
import type { IdsOfEvent } from '@usher/infra/guest-selection/audience-check';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { loadGroup } from '../host-groups/group-loading.ts';

/**
 * What a communication's audience may name of its event, from the streams
 * that hold it (the event's tag catalogue, its tabs, each group's own): a tag
 * or group made a moment ago is accepted, one deleted a moment ago is not.
 */
export const streamIdsOfEvent =
  (context: ServiceContext): IdsOfEvent =>
  async (kind, eventUuid, ids) => {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Set();
    const history = async (streamId: string) => (await context.store.readStream(streamId)).map(toDomainEvent);
    switch (kind) {
      case 'tags': {
        const { tags } = fold(attendeeTagDecider, await history(streamIds.attendeeTags(eventUuid)));
        const live = new Set(tags.map((tag) => tag.id));
        return new Set(wanted.filter((id) => live.has(id)));
      }
      case 'tabs': {
        const { tabs } = fold(attendeeTabsDecider, await history(streamIds.attendeeTabs(eventUuid)));
        return new Set(wanted.filter((id) => tabs.has(id)));
      }
      case 'host_groups': {
        const groups = await Promise.all(wanted.map(async (id) => ({ id, group: await loadGroup(context, id) })));
        return new Set(groups.filter(({ group }) => group.exists && !group.deleted && group.event_uuid === eventUuid).map(({ id }) => id));
      }
    }
  };
