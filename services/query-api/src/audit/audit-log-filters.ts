import { z } from 'zod';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { isEventType, streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import type { EventLogFilter } from '@usher/infra/eventstore/event-store';
import type { LogPosition } from '@usher/infra/eventstore/types';

/** Actors without an account are chosen by kind: every guest link, every API token, the system itself. */
export const ACTOR_KINDS = ['user', 'api_token', 'guest_link', 'system'] as const;
type ActorKind = (typeof ACTOR_KINDS)[number];

const CURSOR = /^(\d{1,20})\.(\d{1,19})$/;
const isActorKind = (value: string): value is ActorKind => (ACTOR_KINDS as readonly string[]).includes(value);
const typesOf = (value: string) =>
  value
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);

/** The filters both the list and the export take. */
export const AuditLogFilterQuery = z.object({
  /** A user's id (or an API token's, or a guest's for their link), or a kind of actor. */
  actor: safeId()
    .refine((value) => isUuid(value) || isActorKind(value))
    .optional(),
  /** A guest's id: the changes of their stream. */
  attendee: safeId().refine(isUuid).optional(),
  /** Event types, comma-separated. */
  types: safeText({ max: 4000 })
    .refine((value) => typesOf(value).every(isEventType))
    .optional(),
  /** Event types left out, comma-separated: the dashboard leaves out message deliveries unless asked. */
  except_types: safeText({ max: 4000 })
    .refine((value) => typesOf(value).every(isEventType))
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

export const AuditLogListQuery = AuditLogFilterQuery.extend({
  /** Where the previous page ended: `next_cursor` of its meta. */
  cursor: safeText({ max: 50 }).regex(CURSOR).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export type AuditLogFilterInput = z.infer<typeof AuditLogFilterQuery>;

/** The query's filters as the event store reads them; 422 for a range that ends before it starts. */
export function eventLogFilter(eventUuid: string, input: AuditLogFilterInput): EventLogFilter {
  const from = input.from ? new Date(input.from) : undefined;
  const to = input.to ? new Date(input.to) : undefined;
  if (from && to && to < from) throw DomainError.validation({ to: ['To can not be earlier than From.'] });
  const types = input.types ? typesOf(input.types) : [];
  const exceptTypes = input.except_types ? typesOf(input.except_types) : [];
  return {
    eventUuid,
    ...(input.actor && (isActorKind(input.actor) ? { actorType: input.actor } : { actorId: input.actor.toLowerCase() })),
    ...(input.attendee && { streamId: streamIds.attendee(input.attendee.toLowerCase()) }),
    ...(types.length > 0 && { types }),
    ...(exceptTypes.length > 0 && { exceptTypes }),
    ...(from && { from }),
    ...(to && { to }),
  };
}

export function cursorOf(position: LogPosition): string {
  return `${position.transactionId}.${position.globalPosition}`;
}

export function positionOf(cursor: string | undefined): LogPosition | undefined {
  const match = cursor ? CURSOR.exec(cursor) : null;
  return match ? { transactionId: match[1]!, globalPosition: match[2]! } : undefined;
}
