import { sql } from 'kysely';
import { eventCatalogue } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { EVENT_ROLES, isEventRole, permissionsOf } from '@usher/domain/access/event-roles';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ReadAllOptions } from '@usher/infra/eventstore/event-store';
import type { ServiceContext } from '@usher/infra/context';
import { provedAddressOf, requireEventRead } from '../access/event-role.ts';

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
 * The organisation's stream, as its reader may see it: organisation-wide
 * members (whose default role lets them see the organisation's events) read
 * it all, except the events whose team gives them a role that cannot view.
 * People invited to single events read those events' streams instead.
 */
export async function organisationScope(context: ServiceContext, user: AuthUser, types: readonly string[]): Promise<ReadAllOptions> {
  const fallback = isEventRole(user.default_event_role) ? user.default_event_role : 'inactive';
  if (!permissionsOf(fallback).view) {
    throw new DomainError('forbidden', 'forbidden', "Your role does not allow you to read the organisation's stream; read your events' streams instead.");
  }
  const hidden = await sql<{ event_uuid: string }>`
    select a.event_uuid::text as event_uuid from rm_event_administrators a
    join rm_events e on e.uuid = a.event_uuid
    where e.organisation_id = ${user.organisation_id}
      and (a.user_id = ${user.id} or (a.user_id is null and a.email = ${provedAddressOf(user)}))
      and a.role = any(${ROLES_WITHOUT_VIEW as string[]}::text[])`.execute(context.db);
  return { organisationId: user.organisation_id, types, excludeEventUuids: hidden.rows.map((row) => row.event_uuid) };
}

/** One organiser's event's stream: 404 for another organisation's event, 403 without view. */
export async function eventScope(context: ServiceContext, user: AuthUser, eventUuid: string, types: readonly string[]): Promise<ReadAllOptions> {
  await requireEventRead(context, user, eventUuid);
  return { organisationId: user.organisation_id, eventUuid, types };
}
