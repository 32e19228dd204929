import { streamIds } from '@usher/events';
import { attendeeTagDecider, type AttendeeTag, type AttendeeTagCatalogue } from '@usher/domain/deciders/attendee-tag-decider';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { tagFieldsOf } from '@usher/domain/presenters/tag-fields';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { eventOfAddedTag } from '@usher/infra/eventstore/log-lookups';
import type { EventOfObject } from '@usher/infra/http/declared-access';

export const TAGS_INVALID = 'The selected tags is invalid.';

/** An event's tags as the log has them now (a read model could lag a tag added a moment ago). */
export async function loadTagCatalogue(context: ServiceContext, eventUuid: string): Promise<AttendeeTagCatalogue> {
  const history = await context.store.readStream(streamIds.attendeeTags(eventUuid));
  return fold(attendeeTagDecider, history.map(toDomainEvent));
}

/**
 * The event a tag was added to, found in the log.
 * Routes address a tag by id alone; whether it is still live is the decider's call.
 */
export async function eventOfTag(context: ServiceContext, tagId: string): Promise<string> {
  if (!isUuid(tagId)) throw DomainError.notFound('attendee_tag');
  const eventUuid = await eventOfAddedTag(context.db, tagId);
  if (!eventUuid) throw DomainError.notFound('attendee_tag');
  return eventUuid;
}

/** For the routes that name a tag by id alone: their need is judged on the tag's event. */
export function eventOfTagNamed(context: ServiceContext): EventOfObject {
  return { object: 'attendee_tag', find: (request) => eventOfTag(context, (request.params as { id: string }).id) };
}

/** Tag ids a request names must all be live tags of the event: anything else is bad input (422). */
export function requireLiveTags(catalogue: AttendeeTagCatalogue, tagIds: string[], options: { required: boolean }): string[] {
  const unique = [...new Set(tagIds)];
  if (options.required && unique.length === 0) throw DomainError.validation({ tags: ['Tags is required.'] });
  const live = new Set(catalogue.tags.map((tag) => tag.id));
  if (unique.some((id) => !live.has(id))) throw DomainError.validation({ tags: [TAGS_INVALID] });
  return unique;
}

export function presentTag(tag: AttendeeTag) {
  return { id: tag.id, name: tag.name, color: tag.color };
}

/** A guest's tag fields (names, ids, colours) from the catalogue as the log has it. */
export function tagFieldsFromCatalogue(tagIds: string[], catalogue: AttendeeTagCatalogue) {
  return tagFieldsOf(tagIds, new Map(catalogue.tags.map((tag) => [tag.id, tag])));
}
