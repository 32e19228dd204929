import type { z } from 'zod';
import type { AudienceBody } from '@usher/domain/contract/communications';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { addError, hasErrors, type FieldErrors } from '@usher/domain/validation/errors';
import type { Db } from '../db/database.ts';
import { attendeesAddedToEvent } from '../eventstore/log-lookups.ts';
import type { Audience } from '@usher/domain/guest-selection/audience';
import { ATTENDEE_FILTERS, filterNamed } from '@usher/domain/guest-selection/guest-filter-names';

/** What an audience may name of its event: which of these ids are the event's live tags, tabs or host groups. */
export type IdsOfEvent = (kind: 'tags' | 'tabs' | 'host_groups', eventUuid: string, ids: string[]) => Promise<Set<string>>;

/**
 * An audience as a request gives it, checked against its event: filters the
 * guest list knows, and a tab, tags and a host group of this event (422 by
 * field otherwise). Returns it as the log keeps it, without repeats. Saving a
 * communication and counting an audience being edited both go through here.
 */
export async function checkedAudience(db: Db, eventUuid: string, body: z.infer<typeof AudienceBody>, idsOfEvent: IdsOfEvent): Promise<Audience> {
  const errors: FieldErrors = {};
  // Kept by the filter's own name, whichever alias the request used.
  const named = body.filters
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => filterNamed(name) ?? name);
  const filters = [...new Set(named)];
  if (filters.some((name) => !(ATTENDEE_FILTERS as readonly string[]).includes(name)))
    addError(errors, 'audience.filters', `Filter must be any of ${ATTENDEE_FILTERS.join(', ')}.`);
  const tagIds = [...new Set(body.tag_ids)];
  const exceptTagIds = [...new Set(body.except_tag_ids)];
  const knownTags = await idsOfEvent('tags', eventUuid, [...tagIds, ...exceptTagIds]);
  if (tagIds.some((id) => !knownTags.has(id))) addError(errors, 'audience.tag_ids', 'The selected tags is invalid.');
  if (exceptTagIds.some((id) => !knownTags.has(id))) addError(errors, 'audience.except_tag_ids', 'The selected tags is invalid.');
  if (body.tab_id !== null && !(await idsOfEvent('tabs', eventUuid, [body.tab_id])).has(body.tab_id))
    addError(errors, 'audience.tab_id', 'The selected tab is invalid.');
  if (body.host_group_id !== null && !(await idsOfEvent('host_groups', eventUuid, [body.host_group_id])).has(body.host_group_id)) {
    addError(errors, 'audience.host_group_id', 'The selected host group is invalid.');
  }
  // Hand-picked guests are guests of this event (issue 27): another event's ids are refused, not kept.
  const attendeeIds = body.attendee_ids === null ? null : [...new Set(body.attendee_ids)];
  if (attendeeIds) {
    const valid = attendeeIds.filter(isUuid);
    const ofEvent = valid.length === attendeeIds.length ? await attendeesAddedToEvent(db, eventUuid, valid) : new Set<string>();
    if (attendeeIds.some((id) => !ofEvent.has(id))) addError(errors, 'audience.attendee_ids', 'The selected guests is invalid.');
  }
  if (hasErrors(errors)) throw DomainError.validation(errors);
  return { filters, tab_id: body.tab_id, tag_ids: tagIds, except_tag_ids: exceptTagIds, host_group_id: body.host_group_id, attendee_ids: attendeeIds };
}
