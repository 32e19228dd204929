import type { z } from 'zod';
import { streamIds } from '@usher/events';
import type { CreateAlertBody, UpdateAlertBody, AlertSchema } from '@usher/domain/contract/communications';
import { alertDecider, type AlertCommand, type AlertState, type ResendScope } from '@usher/domain/communications/alert-decider';
import type { AlertContent } from '@usher/domain/communications/alert-rules';
import type { EventTimes } from '@usher/domain/communications/alert-schedule';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { NO_COUNTS } from '@usher/domain/communications/alert-counts';
import { EVERYONE } from '@usher/domain/guest-selection/audience';
import { checkedAudience } from '@usher/infra/guest-selection/audience-check';
import { DuplicateIdempotencyKeyError, type EventMetadata } from '@usher/infra/eventstore/types';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { loadEvent } from '../access/event-access.ts';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { NOW, scheduleOf, templateWordsOf } from './alert-inputs.ts';
import { streamIdsOfEvent } from './audience-streams.ts';

// The organiser's writes of communications (spec section 7 Alerts): each
// checks the role (editors write; another organisation's event is 404), turns
// the request into a command of the alert decider and answers the alert as
// it now stands.

type Alert = z.infer<typeof AlertSchema>;
export type AlertCommandReply = { data: Alert; position: string };

async function present(
  context: ServiceContext,
  alertId: string,
  state: AlertState,
  times: { created_at: string; updated_at: string } | undefined,
): Promise<Alert> {
  const content = state.content!;
  // Shown, never decided from: how its messages are doing is the read side's to count (ReadModelViews).
  const counts = (await context.views.alertCounts([alertId])).get(alertId) ?? NO_COUNTS;
  const resending = state.status === 'sent' && state.round > (state.dispatched_round ?? 0);
  const now = context.clock.now().toISOString();
  return {
    id: alertId,
    event_uuid: state.event_uuid!,
    ...content,
    translations: content.translations ?? {},
    is_continuous_delivery: state.is_continuous_delivery,
    status: resending ? 'sending' : state.status === 'scheduled' || state.status === 'sent' ? state.status : 'draft',
    due_at: state.due_at,
    dispatched_at: state.dispatched_at,
    counts,
    created_at: times?.created_at ?? now,
    updated_at: times?.updated_at ?? now,
  };
}

function eventTimesOf(settings: {
  starts_date: string | null;
  starts_time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string;
}): EventTimes {
  return {
    starts_date: settings.starts_date,
    starts_time: settings.starts_time,
    end_date: settings.end_date,
    end_time: settings.end_time,
    timezone: settings.timezone,
  };
}

/** The alert as its stream has it now (a retried request's answer). */
async function presentFromLog(context: ServiceContext, alertId: string): Promise<Alert> {
  const history = await context.store.readStream(streamIds.alert(alertId));
  const state = fold(alertDecider, history.map(toDomainEvent));
  const times =
    history.length > 0 ? { created_at: history[0]!.recordedAt.toISOString(), updated_at: history[history.length - 1]!.recordedAt.toISOString() } : undefined;
  return present(context, alertId, state, times);
}

/**
 * One command on one alert's stream. With an Idempotency-Key, a retried
 * request appends nothing and answers the alert the first one made (a retried
 * create makes no second communication, a retried resend no second round).
 */
async function run(
  context: ServiceContext,
  user: AuthUser,
  alertId: string,
  command: AlertCommand,
  metadata: EventMetadata,
  idempotencyKey: string | null,
): Promise<AlertCommandReply> {
  const streamId = streamIds.alert(alertId);
  const actorKey = user.apiToken ? `api_token:${user.apiToken.id}` : `user:${user.id}`;
  const replayed = async (): Promise<AlertCommandReply | null> => {
    const earlier = idempotencyKey ? await context.store.findIdempotent(actorKey, idempotencyKey) : null;
    const first = earlier?.response as { data: { id: string }; position: string } | undefined;
    return first ? { data: await presentFromLog(context, first.data.id), position: first.position } : null;
  };
  const earlier = await replayed();
  if (earlier) return earlier;
  try {
    const result = await execute(context.store, alertDecider, [{ streamId, command }], metadata, {
      // Recorded in the append's own transaction: the position is not known yet, so a replay answers the log's start.
      idempotency: idempotencyKey ? () => ({ actorKey, key: idempotencyKey, status: 200, response: { data: { id: alertId }, position: '0' } }) : undefined,
    });
    return { data: await present(context, alertId, result.states.get(streamId)!, result.timestamps.get(streamId)), position: result.position };
  } catch (error) {
    if (!(error instanceof DuplicateIdempotencyKeyError)) throw error;
    return (await replayed())!;
  }
}

function requireAlertId(alertId: string): void {
  if (!isUuid(alertId)) throw DomainError.notFound('alert');
}

/** "Create a communication by name": a draft to the whole list, now, with the template's words or the event's name as its subject. */
export async function createAlert(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  body: z.infer<typeof CreateAlertBody>,
  metadata: EventMetadata,
  idempotencyKey: string | null,
) {
  const event = await loadEvent(context, eventUuid);
  const words = body.template_id ? await templateWordsOf(context, eventUuid, body.template_id) : { template_id: null, subject: event.settings.name, body: '' };
  const content: AlertContent = { name: body.name, ...words, audience: { ...EVERYONE }, schedule: NOW, attach_calendar: true };
  const alertId = context.ids.uuid();
  return run(
    context,
    user,
    alertId,
    { type: 'CreateAlert', event_uuid: eventUuid, alert_id: alertId, content, is_continuous_delivery: false },
    metadata,
    idempotencyKey,
  );
}

/** Change it, and with `send` send it or take it back. */
export async function updateAlert(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  alertId: string,
  body: z.infer<typeof UpdateAlertBody>,
  metadata: EventMetadata,
  idempotencyKey: string | null,
) {
  requireAlertId(alertId);
  const changes: Partial<AlertContent> = {};
  // Choosing a template brings its words, unless the request brings its own.
  if (body.template_id) Object.assign(changes, await templateWordsOf(context, eventUuid, body.template_id));
  else if (body.template_id === null) changes.template_id = null;
  if (body.name !== undefined) changes.name = body.name;
  if (body.subject !== undefined) changes.subject = body.subject;
  if (body.body !== undefined) changes.body = body.body;
  if (body.translations !== undefined) changes.translations = body.translations;
  if (body.audience) changes.audience = await checkedAudience(context.db, eventUuid, body.audience, streamIdsOfEvent(context));
  if (body.schedule) changes.schedule = scheduleOf(body.schedule);
  if (body.attach_calendar !== undefined) changes.attach_calendar = body.attach_calendar;
  const event = await loadEvent(context, eventUuid);
  const command: AlertCommand = {
    type: 'UpdateAlert',
    event_uuid: eventUuid,
    alert_id: alertId,
    changes,
    send: body.send,
    event_times: eventTimesOf(event.settings),
    now: context.clock.now(),
  };
  return run(context, user, alertId, command, metadata, idempotencyKey);
}

export async function setContinuousDelivery(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  alertId: string,
  enabled: boolean,
  metadata: EventMetadata,
  idempotencyKey: string | null,
) {
  requireAlertId(alertId);
  return run(context, user, alertId, { type: 'SetContinuousDelivery', event_uuid: eventUuid, alert_id: alertId, enabled }, metadata, idempotencyKey);
}

export async function resendAlert(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  alertId: string,
  scope: ResendScope,
  metadata: EventMetadata,
  idempotencyKey: string | null,
) {
  requireAlertId(alertId);
  return run(context, user, alertId, { type: 'ResendAlert', event_uuid: eventUuid, alert_id: alertId, scope }, metadata, idempotencyKey);
}

export async function deleteAlert(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  alertId: string,
  metadata: EventMetadata,
  idempotencyKey: string | null,
) {
  requireAlertId(alertId);
  const reply = await run(context, user, alertId, { type: 'DeleteAlert', event_uuid: eventUuid, alert_id: alertId }, metadata, idempotencyKey);
  return { data: { id: alertId }, position: reply.position };
}
