import { GUEST_NOTIFICATIONS, streamIds, guestOfStream } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { WrongExpectedVersionError, type StoredEvent } from '@usher/infra/eventstore/types';
import { messageTokenFor, verpAddress } from '@usher/infra/mail/message-tokens';
import type { OutgoingMail } from '@usher/infra/mail/mail-transport';
import { messageIdHeaderOf } from '../communications-engine/compose-outbound-message.ts';
import { engineMetadata, messageCreation, messageStatusChange } from '../communications-engine/engine-appends.ts';
import type { EventTenants } from '../communications-engine/event-tenants.ts';
import { notificationMessageIdFor } from '../communications-engine/message-ids.ts';
import type { Receipt } from './mail-deferrals.ts';
import type { ComposedMail } from './compose-mail.ts';

/**
 * The notifications sent as outbound messages of their own (statuses, VERP,
 * bounces), by the dispatcher's kind: every mail a guest or host reads
 * (invitations and their reminders, host access, passes from a host group or
 * a transfer, a transfer's offer and notice, the answer to a guest's question).
 * Mail to organisers and team members (alerts, team invitations, support
 * questions) goes as it is.
 */
const AS_OUTBOUND_MESSAGES = GUEST_NOTIFICATIONS;
type NotificationKind = (typeof AS_OUTBOUND_MESSAGES)[number];

export interface NotificationContext {
  db: Db;
  store: EventStore;
  tenants: EventTenants;
  bounceDomain: string;
}

/** A guest's notification on its way: its outbound message, and the mail as it leaves. */
export interface NotificationMessage {
  messageId: string;
  eventUuid: string;
  attendeeId: string;
  mail: OutgoingMail;
}

const isOutbound = (kind: string): kind is NotificationKind => (AS_OUTBOUND_MESSAGES as readonly string[]).includes(kind);

/**
 * Makes a guest's notification (an invitation, a pass…) an outbound message, like a
 * communication's: its stream is created once (the id is a function of the
 * logged event and the address), and the mail carries the message's VERP
 * return address (its bounces come back to it), a Message-ID of the bounce
 * domain and a request for delivery reports. Null for mail that is not a
 * guest's notification (team invitations, alerts to organisers). The guest
 * is the one the mail names (a host group's), else the logged event's own.
 */
export async function asNotificationMessage(
  context: NotificationContext,
  stored: StoredEvent,
  composed: ComposedMail,
  now: Date,
): Promise<NotificationMessage | null> {
  const { kind, mail } = composed;
  const data = stored.data as { event_uuid?: string };
  const attendeeId = composed.attendeeId ?? guestOfStream(stored.streamId);
  if (!isOutbound(kind) || !data.event_uuid || !attendeeId) return null;
  const eventUuid = data.event_uuid;
  const messageId = notificationMessageIdFor(stored.eventId, mail.to);
  const creation = messageCreation(
    {
      event_uuid: eventUuid,
      message_id: messageId,
      alert_id: null,
      attendee_id: attendeeId,
      email: mail.to,
      round: 0,
      status: 'accepted',
      due_at: now.toISOString(),
      smtp_configuration_id: null,
      notification: kind,
    },
    engineMetadata(await context.tenants.of(eventUuid), now),
  );
  try {
    await context.store.append([creation]);
  } catch (error) {
    // Made by an earlier run that stopped before its receipt: the same message, sent again.
    if (!(error instanceof WrongExpectedVersionError)) throw error;
  }
  const returnPath = verpAddress(await messageTokenFor(context.db, messageId), context.bounceDomain);
  return {
    messageId,
    eventUuid,
    attendeeId,
    mail: {
      ...mail,
      envelope: { from: returnPath, to: mail.to },
      messageId: messageIdHeaderOf(messageId, context.bounceDomain),
      dsn: { id: messageId, return: 'headers', notify: ['failure', 'delay', 'success'], recipient: mail.to },
    },
  };
}

/** Records what the server answered as the message's status: sent, deferred (queued, with its next try) or failed. */
export async function recordNotificationStatus(context: NotificationContext, message: NotificationMessage, receipt: Receipt, now: Date): Promise<void> {
  const streamId = streamIds.outboundMessage(message.messageId);
  const change = {
    event_uuid: message.eventUuid,
    message_id: message.messageId,
    alert_id: null,
    attendee_id: message.attendeeId,
    ...(receipt.status === 'sent'
      ? { status: 'sent' as const, provider_message_id: receipt.message_id }
      : receipt.status === 'deferred'
        ? { status: 'queued' as const, detail: receipt.error, code: replyCodeOf(receipt.error), retry_at: receipt.retry_at.toISOString() }
        : { status: 'failed' as const, detail: receipt.error, code: replyCodeOf(receipt.error) }),
  };
  const metadata = engineMetadata(await context.tenants.of(message.eventUuid), now);
  // A report may have come in meanwhile: append at whatever version the stream is at now.
  for (let attempt = 0; ; attempt++) {
    try {
      await context.store.append([messageStatusChange(change, await context.store.streamVersion(streamId), metadata)]);
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= 3) throw error;
    }
  }
}

/** The SMTP reply code a server's words start with (nodemailer: "Can't send mail - all recipients were rejected: 450 4.7.1 …"). */
function replyCodeOf(reply: string): string | null {
  return /\b([245]\d\d)[ -]/.exec(reply)?.[1] ?? null;
}
