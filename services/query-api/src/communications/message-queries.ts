import type { z } from 'zod';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { MessageTimelineEntrySchema, OutboundMessageSchema } from '@usher/domain/contract/communications';
import { deliveryWordsOf } from '@usher/domain/communications/delivery-words';
import { messageNameOf } from '@usher/domain/communications/notification-message-names';
import {
  COUNTED_AS_CLICKED,
  COUNTED_AS_DELIVERED,
  COUNTED_AS_FAILED,
  COUNTED_AS_OPENED,
  MESSAGE_STATUSES,
  PENDING_STATUSES,
  STATUS_EXPLANATIONS,
  STATUS_LABELS,
  type MessageStatus,
} from '@usher/domain/communications/message-status';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { streamIds, type EventData } from '@usher/events';
import { latestMessagesOf } from '@usher/read-models/communications/alert-counts';
import { guestSearchCondition, likePattern } from '@usher/read-models/guest-selection/guest-search';
import type { ServiceContext } from '@usher/infra/context';

// Recipients' messages: an alert's recipients, a guest's messages, and one
// message with its timeline read from its own stream.

type OutboundMessage = z.infer<typeof OutboundMessageSchema>;
type TimelineEntry = z.infer<typeof MessageTimelineEntrySchema>;

/** The recipients filter: a counting group of the spec (section 4), or one raw status. */
export const MESSAGE_STATUS_FILTERS: Record<string, readonly MessageStatus[]> = {
  // Raw statuses first: a group of the same name (delivered, opened, clicked) counts as the spec says.
  ...Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, [status]])),
  delivered: COUNTED_AS_DELIVERED,
  opened: COUNTED_AS_OPENED,
  clicked: COUNTED_AS_CLICKED,
  failed: COUNTED_AS_FAILED,
  pending: PENDING_STATUSES,
  unsubscribed: ['unsubscribed'],
  complained: ['complained'],
  canceled: ['canceled'],
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface MessageRow {
  id: string;
  alert_id: string | null;
  alert_name: string | null;
  /** The guest's notification it carries (alert_id null), e.g. 'invitation'. */
  notification?: string | null;
  attendee_id: string | null;
  full_name: string | null;
  email: string;
  round: number;
  status: string;
  status_at: Date;
  detail: string | null;
  code: string | null;
  due_at: Date;
  sent_at: Date | null;
  opened_at: Date | null;
  clicked_at: Date | null;
}

function presentMessage(row: MessageRow): OutboundMessage {
  const status = row.status as MessageStatus;
  return {
    id: row.id,
    alert_id: row.alert_id,
    alert_name: messageNameOf(row.alert_name, row.notification),
    attendee_id: row.attendee_id,
    full_name: row.full_name,
    email: row.email,
    round: row.round,
    status,
    status_label: STATUS_LABELS[status],
    status_explanation: STATUS_EXPLANATIONS[status],
    status_description: deliveryWordsOf({ status, code: row.code, detail: row.detail }),
    status_at: iso(row.status_at)!,
    detail: row.detail,
    code: row.code,
    due_at: iso(row.due_at)!,
    sent_at: iso(row.sent_at),
    opened_at: iso(row.opened_at),
    clicked_at: iso(row.clicked_at),
  };
}

const pageMeta = (total: number, page: number, perPage: number) => ({ total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) });

/** An alert's recipients (each one's latest message), filtered by status and searched by name or address. */
export async function alertRecipients(
  context: ServiceContext,
  alert: { id: string; name: string },
  query: { page: number; per_page: number; status?: string; search?: string },
) {
  const conditions: Expression<SqlBool>[] = [];
  const statuses = query.status ? MESSAGE_STATUS_FILTERS[query.status] : undefined;
  if (statuses) conditions.push(sql<SqlBool>`m.status = any(${[...statuses]}::text[])`);
  const search = query.search?.trim().toLowerCase();
  // By address on the message itself (a removed guest's too), or by the guest's name in the list.
  const byGuest = guestSearchCondition(search);
  if (search && byGuest) conditions.push(sql<SqlBool>`(lower(m.email) like ${likePattern(search)} or ${byGuest})`);
  const rows = context.db
    .selectFrom(latestMessagesOf(context.db, [alert.id]).as('m'))
    .leftJoin('rm_attendees as a', 'a.id', 'm.attendee_id')
    .where((eb) => eb.and(conditions));
  const [page, total] = await Promise.all([
    rows
      .select([
        'm.id',
        'm.alert_id',
        'm.attendee_id',
        'a.full_name',
        'm.email',
        'm.round',
        'm.status',
        'm.status_at',
        'm.detail',
        'm.code',
        'm.due_at',
        'm.sent_at',
        'm.opened_at',
        'm.clicked_at',
      ])
      .orderBy(sql`lower(coalesce(a.full_name, m.email))`)
      .orderBy('m.id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    rows.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: page.map((row) => presentMessage({ ...row, alert_name: alert.name })), meta: pageMeta(total.n, query.page, query.per_page) };
}

function messagesWithNames(context: ServiceContext) {
  return context.db
    .selectFrom('rm_outbound_messages as m')
    .leftJoin('rm_attendees as a', 'a.id', 'm.attendee_id')
    .leftJoin('rm_alerts as al', 'al.id', 'm.alert_id')
    .select([
      'm.id',
      'm.event_uuid',
      'm.alert_id',
      'al.name as alert_name',
      'al.subject as alert_subject',
      'm.notification',
      'm.attendee_id',
      'a.full_name',
      'm.email',
      'm.round',
      'm.status',
      'm.status_at',
      'm.detail',
      'm.code',
      'm.due_at',
      'm.sent_at',
      'm.opened_at',
      'm.clicked_at',
    ]);
}

/** Every message of one guest of the event, newest first (communications and notifications alike). */
export async function messagesOfGuest(context: ServiceContext, eventUuid: string, attendeeId: string, query: { page: number; per_page: number }) {
  if (!isUuid(attendeeId)) throw DomainError.notFound('attendee');
  const mine = context.db.selectFrom('rm_outbound_messages as m').where('m.event_uuid', '=', eventUuid).where('m.attendee_id', '=', attendeeId);
  const [page, total] = await Promise.all([
    messagesWithNames(context)
      .where('m.event_uuid', '=', eventUuid)
      .where('m.attendee_id', '=', attendeeId)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    mine.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: page.map(presentMessage), meta: pageMeta(total.n, query.page, query.per_page) };
}

type Created = EventData<'OutboundMessageCreated'>;
type Changed = EventData<'OutboundMessageStatusChanged'>;

/** One step per event of the message's stream: each status as it was reported, with the spec's words for it. */
function timelineEntry(type: string, data: Created | Changed, at: Date): TimelineEntry {
  const status = data.status as MessageStatus;
  const changed = type === 'OutboundMessageStatusChanged' ? (data as Changed) : null;
  return {
    status,
    label: STATUS_LABELS[status],
    explanation: STATUS_EXPLANATIONS[status],
    description: deliveryWordsOf({ status, code: changed?.code ?? null, detail: changed?.detail ?? null }),
    at: at.toISOString(),
    detail: changed?.detail ?? null,
    code: changed?.code ?? null,
    url: changed?.url ?? null,
    retry_at: changed?.retry_at ?? null,
  };
}

/** The event of the message a route names by id: the route's need is judged on it. */
export async function eventOfMessage(context: ServiceContext, messageId: string): Promise<string> {
  const row = isUuid(messageId)
    ? await context.db.selectFrom('rm_outbound_messages').select('event_uuid').where('id', '=', messageId).executeTakeFirst()
    : undefined;
  if (!row) throw DomainError.notFound('outbound_message');
  return row.event_uuid;
}

/** One message of the event (which the route was judged on) with its timeline. */
export async function showMessage(context: ServiceContext, eventUuid: string, messageId: string) {
  const row = await messagesWithNames(context).where('m.id', '=', messageId).where('m.event_uuid', '=', eventUuid).executeTakeFirst();
  if (!row) throw DomainError.notFound('outbound_message');
  const history = await context.store.readStream(streamIds.outboundMessage(messageId));
  const timeline = history
    .filter((event) => event.type === 'OutboundMessageCreated' || event.type === 'OutboundMessageStatusChanged')
    .map((event) => timelineEntry(event.type, event.data as unknown as Created | Changed, event.recordedAt));
  return { data: { ...presentMessage(row), subject: row.alert_subject, timeline } };
}
