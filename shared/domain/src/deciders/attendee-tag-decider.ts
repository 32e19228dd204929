import type { StreamEvent } from '@usher/events';
import type { Decider } from './decider.ts';
import { DomainError } from './domain-error.ts';
import { normalizeTag, tagNameKey, validateTag, type TagInput } from './attendee-tag-rules.ts';

export interface AttendeeTag {
  id: string;
  name: string;
  color: string;
}

/** An event's tag catalogue (stream `attendee-tags-{eventUuid}`), in the order the tags were added. */
export interface AttendeeTagCatalogue {
  tags: AttendeeTag[];
}

export type AttendeeTagCommand =
  /** Several at once for an upload that brings new tag names; the routes add one. */
  | { type: 'AddTags'; event_uuid: string; tags: { tag_id: string; name: string; color: string }[] }
  | { type: 'UpdateTag'; event_uuid: string; tag_id: string; changes: TagInput }
  | { type: 'DeleteTag'; event_uuid: string; tag_id: string };

function takenNames(catalogue: AttendeeTagCatalogue, except?: string): Set<string> {
  return new Set(catalogue.tags.filter((tag) => tag.id !== except).map((tag) => tagNameKey(tag.name)));
}

function findTag(catalogue: AttendeeTagCatalogue, tagId: string): AttendeeTag {
  const tag = catalogue.tags.find((candidate) => candidate.id === tagId);
  if (!tag) throw DomainError.notFound('attendee_tag');
  return tag;
}

export const attendeeTagDecider: Decider<AttendeeTagCatalogue, AttendeeTagCommand, StreamEvent<'attendee_tags'>> = {
  initialState: () => ({ tags: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'AttendeeTagAdded':
        return { tags: [...state.tags, { id: event.data.tag_id, name: event.data.name, color: event.data.color }] };
      case 'AttendeeTagUpdated':
        return { tags: state.tags.map((tag) => (tag.id === event.data.tag_id ? { ...tag, ...event.data.changes } : tag)) };
      case 'AttendeeTagDeleted':
        return { tags: state.tags.filter((tag) => tag.id !== event.data.tag_id) };
      default:
        return state;
    }
  },

  decide(command, state): StreamEvent<'attendee_tags'>[] {
    switch (command.type) {
      case 'AddTags': {
        const taken = takenNames(state);
        const events: StreamEvent<'attendee_tags'>[] = [];
        for (const candidate of command.tags) {
          const errors = validateTag({ name: candidate.name, color: candidate.color }, { partial: false, takenNames: taken });
          if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
          const tag = normalizeTag(candidate);
          taken.add(tagNameKey(tag.name!));
          events.push({ type: 'AttendeeTagAdded', data: { event_uuid: command.event_uuid, tag_id: candidate.tag_id, name: tag.name!, color: tag.color! } });
        }
        return events;
      }
      case 'UpdateTag': {
        const current = findTag(state, command.tag_id);
        const errors = validateTag(command.changes, { partial: true, takenNames: takenNames(state, command.tag_id) });
        if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
        const normalized = normalizeTag(command.changes);
        const changes = Object.fromEntries(Object.entries(normalized).filter(([key, value]) => current[key as 'name' | 'color'] !== value));
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'AttendeeTagUpdated', data: { event_uuid: command.event_uuid, tag_id: command.tag_id, changes } }];
      }
      case 'DeleteTag':
        findTag(state, command.tag_id);
        return [{ type: 'AttendeeTagDeleted', data: { event_uuid: command.event_uuid, tag_id: command.tag_id } }];
    }
  },
};
