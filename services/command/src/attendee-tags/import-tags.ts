import { streamIds } from '@usher/events';
import { attendeeTagDecider } from '@usher/domain/deciders/attendee-tag-decider';
import { TAG_NAME_MAX_LENGTH, tagNameKey } from '@usher/domain/deciders/attendee-tag-rules';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute } from '../handling/execute.ts';
import { loadTagCatalogue } from './tag-catalogue.ts';

const ATTEMPTS = 3;

/**
 * The ids of the event's tags with these names, adding (one AttendeeTagAdded
 * each) those the event lacks. Names match without case, as the uniqueness
 * rule does; names past 255 characters can not be tags and are left out.
 * Safe to run again: a resumed import finds the tags it added by name.
 */
export async function ensureTagsNamed(context: ServiceContext, eventUuid: string, names: string[], metadata: EventMetadata): Promise<Map<string, string>> {
  const wanted = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed && Array.from(trimmed).length <= TAG_NAME_MAX_LENGTH && !wanted.has(tagNameKey(trimmed))) wanted.set(tagNameKey(trimmed), trimmed);
  }
  for (let attempt = 1; ; attempt++) {
    const catalogue = await loadTagCatalogue(context, eventUuid);
    const ids = new Map(catalogue.tags.map((tag) => [tagNameKey(tag.name), tag.id]));
    const missing = [...wanted].filter(([key]) => !ids.has(key)).map(([, name]) => ({ tag_id: context.ids.uuid(), name, color: '' }));
    if (missing.length === 0) return ids;
    try {
      await execute(
        context.store,
        attendeeTagDecider,
        [{ streamId: streamIds.attendeeTags(eventUuid), command: { type: 'AddTags', event_uuid: eventUuid, tags: missing } }],
        metadata,
      );
    } catch (error) {
      // Someone added one of these names meanwhile (another batch, the settings screen): look again.
      if (!(error instanceof DomainError && error.kind === 'validation') || attempt >= ATTEMPTS) throw error;
    }
  }
}
