import { sql } from 'kysely';
import { eventCatalogue } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { EVENT_ROLES, permissionsOf } from '@usher/domain/access/event-roles';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ReadAllOptions } from '@usher/infra/eventstore/event-store';
import type { ServiceContext } from '@usher/infra/context';
import { provedAddressOf } from '../access/event-role.ts';

// A person's own account trail (logins with their address, read markers,
// column preferences) is theirs, not the organisation's integration data.
const PERSONAL_STREAMS = new Set<string>(['user', 'column_settings']);

/** Every event type an integrator may read, from the catalogue (new types join on their own). */
export const STREAMABLE_TYPES: readonly string[] = Object.entries(eventCatalogue)
  .filter(([, entry]) => !PERSONAL_STREAMS.has(entry.stream))
  .map(([type]) => type);

const ROLES_WITHOUT_VIEW = EVENT_ROLES.filter((role) => !permissionsOf(role).view);

/** The `types` filter: a comma-separated list of catalogue types (422 for any other), or every streamable type. */
export function typesFilter(types: string | undefined): readonly string[] {
  if (!types) return STREAMABLE_TYPES;
  const asked = [
    ...new Set(
      types
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean),
    ),
  ];
  if (asked.length === 0) return STREAMABLE_TYPES;
  if (asked.some((type) => !STREAMABLE_TYPES.includes(type))) throw DomainError.validation({ types: ['Types is invalid.'] });
  return asked;
}

/**
 * The organisation's stream, as its reader may see it. Its routes let through
 * organisation-wide members only (whose default role lets them see all the
 * organisation's events: ALL_EVENTS_OF_ORGANISATION); they read it all except
 * the events whose team gives them a role that cannot view. People invited to
 * single events read those events' streams instead.
 */
export async function organisationScope(context: ServiceContext, user: AuthUser, types: readonly string[]): Promise<ReadAllOptions> {
  const hidden = await sql<{ event_uuid: string }>`
    select a.event_uuid::text as event_uuid from rm_event_administrators a
    join rm_events e on e.uuid = a.event_uuid
    where e.organisation_id = ${user.organisation_id}
      and (a.user_id = ${user.id} or (a.user_id is null and a.email = ${provedAddressOf(user)}))
      and a.role = any(${ROLES_WITHOUT_VIEW as string[]}::text[])`.execute(context.db);
  return { organisationId: user.organisation_id, types, excludeEventUuids: hidden.rows.map((row) => row.event_uuid) };
}

/** One organiser's event's stream, once its route judged that the reader may read the event. */
export function eventScope(user: AuthUser, eventUuid: string, types: readonly string[]): ReadAllOptions {
  return { organisationId: user.organisation_id, eventUuid, types };
}
