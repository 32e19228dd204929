import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { streamIds } from '@usher/events';
import { fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { messageTrackingDecider, type MessageTrackingCommand, type TrackedMessageState } from '@usher/domain/deciders/message-tracking-decider';
import { suppressionReasonOf, type MessageReport } from '@usher/domain/communications/message-reports';
import { suppressionAddressKey } from '@usher/infra/mail/message-tokens';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';

/** A message a report is about, with the organisation whose suppression list its address is on. */
export interface TrackedMessage extends TrackedMessageState {
  message_id: string;
  event_uuid: string;
  organisation_id: string | null;
}

/** Where a report came from: the guest's own link (a request), or a mail to the message's return address. */
export interface ReportOrigin {
  request: FastifyRequest | null;
  /** What the audit trail says it came through ('open tracking', 'inbound mail: delivery status'…). */
  source: string;
}

export const messageNotFound = () => new DomainError('not_found', 'message_not_found', 'This link is not valid.');

/** The message from its own stream and its organisation from the event's (the log, never behind); a message never made is the same 404 as a bad token. */
export async function loadTrackedMessage(context: ServiceContext, messageId: string): Promise<TrackedMessage> {
  const history = await context.store.readStream(streamIds.outboundMessage(messageId));
  const { message } = fold(messageTrackingDecider, history.map(toDomainEvent));
  if (!message.exists || !message.event_uuid || !message.message_id) throw messageNotFound();
  const event = await loadEvent(context, message.event_uuid);
  return { ...message, message_id: message.message_id, event_uuid: message.event_uuid, organisation_id: event.exists ? event.organisation_id : null };
}

/** Whether the event records opens and clicks (spec: switchable per event for privacy; on unless turned off), from the event's stream. */
export async function trackingOf(context: ServiceContext, eventUuid: string): Promise<{ opens: boolean; clicks: boolean }> {
  const { communications } = await loadEvent(context, eventUuid);
  return { opens: communications.is_open_tracking_enabled, clicks: communications.is_click_tracking_enabled };
}

/** The address's stream on its organisation's suppression list; null when there is no address left (a forgotten guest's). */
export function suppressionStreamOf(organisationId: string, email: string): string | null {
  return email.trim() ? streamIds.suppression(organisationId, suppressionAddressKey(email)) : null;
}

export function reportMetadata(context: ServiceContext, message: TrackedMessage, origin: ReportOrigin): EventMetadata {
  const correlation = origin.request?.headers['x-correlation-id'];
  return {
    // A guest's link is the guest's act; a mail system's report is nobody's in particular.
    actor: origin.request ? { type: 'guest_link', id: message.attendee_id, name: null } : { type: 'system', id: null, name: 'Inbound mail' },
    event_uuid: message.event_uuid,
    organisation_id: message.organisation_id,
    correlation_id: typeof correlation === 'string' && correlation.length > 0 && correlation.length <= 200 ? correlation : (origin.request?.id ?? randomUUID()),
    causation_id: null,
    socket_id: null,
    occurred_at: context.clock.now().toISOString(),
    source: origin.source,
  };
}

/**
 * Records what came back about a message: its status change (once, as the
 * decider says) and, for a hard bounce, a complaint or an unsubscribe, its
 * address on the organisation's suppression list, in one append.
 */
export async function recordMessageReport(context: ServiceContext, message: TrackedMessage, report: MessageReport, origin: ReportOrigin) {
  const commands: { streamId: string; command: MessageTrackingCommand }[] = [
    { streamId: streamIds.outboundMessage(message.message_id), command: { type: 'RecordMessageReport', report } },
  ];
  const reason = suppressionReasonOf(report);
  const suppressionStream = message.organisation_id ? suppressionStreamOf(message.organisation_id, message.email) : null;
  if (reason && suppressionStream) {
    commands.push({
      streamId: suppressionStream,
      command: {
        type: 'SuppressAddress',
        organisation_id: message.organisation_id!,
        email: message.email,
        reason,
        attendee_id: message.attendee_id,
        message_id: message.message_id,
        event_uuid: message.event_uuid,
      },
    });
  }
  return execute(context.store, messageTrackingDecider, commands, reportMetadata(context, message, origin));
}

/** What the inbound mail listener calls: a report by mail about the message its return address names. */
export function recordInboundMailReport(context: ServiceContext) {
  return async (messageId: string, report: MessageReport): Promise<void> => {
    const message = await loadTrackedMessage(context, messageId);
    const source =
      report.kind === 'delivery_status'
        ? 'inbound mail: delivery status'
        : report.kind === 'complaint'
          ? 'inbound mail: complaint'
          : 'inbound mail: unsubscribe';
    await recordMessageReport(context, message, report, { request: null, source });
  };
}
