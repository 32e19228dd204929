import type { StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { TAG_NAME_MAX_LENGTH, TAG_NAME_TAKEN, tagNameKey } from './attendee-tag-rules.ts';
import { checkField, maxLength, required } from '../validation/rules.ts';

/** An event's group tags (stream `hostgroup-tags-{eventUuid}`), in the order they were added. */
export interface HostGroupTagCatalogue {
  tags: { id: string; name: string }[];
}

export type HostGroupTagCommand =
  { type: 'AddHostGroupTag'; event_uuid: string; tag_id: string; name: unknown } | { type: 'DeleteHostGroupTag'; event_uuid: string; tag_id: string };

export const hostGroupTagDecider: Decider<HostGroupTagCatalogue, HostGroupTagCommand, StreamEvent<'hostgroup_tags'>> = {
  initialState: () => ({ tags: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'HostGroupTagAdded':
        return { tags: [...state.tags, { id: event.data.tag_id, name: event.data.name }] };
      case 'HostGroupTagDeleted':
        return { tags: state.tags.filter((tag) => tag.id !== event.data.tag_id) };
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'hostgroup_tags'>[] {
    switch (command.type) {
      case 'AddHostGroupTag': {
        // The same name rules as guest tags: required, 255 characters, unique per event ignoring case.
        const name = typeof command.name === 'string' ? command.name.trim() : command.name;
        const messages = checkField(name, 'Name', [required, maxLength(TAG_NAME_MAX_LENGTH)]);
        if (messages.length === 0 && state.tags.some((tag) => tagNameKey(tag.name) === tagNameKey(String(name)))) messages.push(TAG_NAME_TAKEN);
        if (messages.length > 0) throw DomainError.validation({ name: messages });
        return [{ type: 'HostGroupTagAdded', data: { event_uuid: command.event_uuid, tag_id: command.tag_id, name: String(name) } }];
      }
      case 'DeleteHostGroupTag':
        if (!state.tags.some((tag) => tag.id === command.tag_id)) throw DomainError.notFound('host_group_tag');
        return [{ type: 'HostGroupTagDeleted', data: { event_uuid: command.event_uuid, tag_id: command.tag_id } }];
    }
  },
};
