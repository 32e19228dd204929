import type { Db } from '@usher/infra/db/database';
import type { Clock } from '@usher/infra/clock';
import { isPermanentMailError, isRecipientDeferral, isRecipientRefusal, type MailTransport } from '@usher/infra/mail/mail-transport';
import { afterDeferral } from '../communications-engine/deferral-schedule.ts';
import type { StoredEvent } from '@usher/infra/eventstore/types';
import { composeMail, type ComposeContext, type ComposedMail } from './compose-mail.ts';
import { guestMailEventOf, withGuestSender } from './guest-sender.ts';
import type { GuestMailRoutes } from './guest-mail-routes.ts';
import { suppressRefusedAddress } from '../communications-engine/suppress-refused.ts';
import { suppressedAmong } from '../communications-engine/suppressions.ts';
import { asNotificationMessage, recordNotificationStatus, type NotificationContext } from './notification-messages.ts';

const REPLY_MAX = 500;
const DUE_BATCH = 100;

/** What one try at a recipient came to, as its receipt records it. */
export type Receipt =
  | { status: 'sent'; message_id: string; error: null; tries: number; retry_at: null }
  | { status: 'failed'; message_id: null; error: string; tries: number; retry_at: null }
  | { status: 'deferred'; message_id: null; error: string; tries: number; retry_at: Date };

/** A try's receipt, and whether the server refused the address itself for good (550 at RCPT: to be suppressed). */
export type TryOutcome = Receipt & { refusedAddress?: boolean };

/** The receipt's columns of mail_deliveries. */
export const receiptColumns = ({ refusedAddress: _, ...receipt }: TryOutcome): Receipt => receipt;

/**
 * The mail server did not take a message for a reason of its own (down,
 * refusing connections, a 421, a cut connection): no recipient's fault and no
 * event's, so nothing is recorded or set aside, and the sender tries again.
 */
export class MailServerUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The mail server did not take the message: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'MailServerUnavailable';
  }
}

const replyOf = (error: unknown) => String((error as Error)?.message ?? error).slice(0, REPLY_MAX);

/**
 * The receipt of the `tries`-th try, from the server's answer: sent; failed
 * for good on 5xx; on a 4xx about this recipient, deferred to its next time
 * (the communications engine's schedule) or, past the last try, failed. Any
 * other failure (the server down, a cut connection) is thrown as
 * MailServerUnavailable: it is no recipient's, and nothing is recorded.
 */
export async function tryToSend(transport: MailTransport, mail: Parameters<MailTransport['send']>[0], tries: number, now: Date): Promise<TryOutcome> {
  try {
    const { messageId } = await transport.send(mail);
    return { status: 'sent', message_id: messageId, error: null, tries, retry_at: null };
  } catch (error) {
    if (isPermanentMailError(error))
      return { status: 'failed', message_id: null, error: replyOf(error), tries, retry_at: null, refusedAddress: isRecipientRefusal(error) };
    if (!isRecipientDeferral(error)) throw new MailServerUnavailable(error);
    const next = afterDeferral(tries, now);
    if (next.status === 'failed')
      return { status: 'failed', message_id: null, error: `Given up after ${tries} tries: ${replyOf(error)}`.slice(0, REPLY_MAX), tries, retry_at: null };
    return { status: 'deferred', message_id: null, error: replyOf(error), tries, retry_at: next.retryAt };
  }
}

export type DeliveryContext = ComposeContext &
  NotificationContext & {
    /** The instance's mail: the team's own mail, and guests' mail of an event without an SMTP configuration. */
    transport: MailTransport;
    /** How a guest's mail of an event leaves (its SMTP configuration and pace). */
    guestRoutes: GuestMailRoutes;
    clock: Clock;
  };

/**
 * One try at one recipient of a logged event's mail: a guest's notification
 * goes as its outbound message (VERP, statuses), the rest as it is.
 */
export async function deliver(context: DeliveryContext, stored: StoredEvent, composed: ComposedMail, tries: number): Promise<Receipt> {
  const now = context.clock.now();
  const mail = await withGuestSender(context.db, stored, composed.kind, composed.mail);
  const notification = await asNotificationMessage(context, stored, { ...composed, mail }, now);
  const outcome =
    notification && (await isSuppressed(context, notification.eventUuid, mail.to))
      ? NOT_SENT_SUPPRESSED(tries)
      : await tryToSend(await transportFor(context, stored, composed.kind), notification?.mail ?? mail, tries, now);
  const receipt = receiptColumns(outcome);
  if (notification) {
    await recordNotificationStatus(context, notification, receipt, now);
    // Refused at RCPT: the address is gone, like a hard bounce's, and goes on the suppression list.
    if (outcome.refusedAddress) {
      const recipient = {
        email: notification.mail.to,
        attendee_id: notification.attendeeId,
        message_id: notification.messageId,
        event_uuid: notification.eventUuid,
      };
      await suppressRefusedAddress(context.store, await context.tenants.of(notification.eventUuid), recipient, now);
    }
  }
  return receipt;
}

/** A guest's mail of an event leaves by the event's route, in its turn; the team's own mail by the instance's. */
function transportFor(context: DeliveryContext, stored: StoredEvent, kind: string): Promise<MailTransport> | MailTransport {
  const eventUuid = guestMailEventOf(stored, kind);
  return eventUuid ? context.guestRoutes.pacedTransportFor(eventUuid) : context.transport;
}

// As the communications engine's cancellation says it: an address that bounced, was refused or unsubscribed gets nothing more.
const NOT_SENT_SUPPRESSED = (tries: number): TryOutcome => ({
  status: 'failed',
  message_id: null,
  error: 'Not sent: the address is on the suppression list (the recipient unsubscribed, bounced or complained).',
  tries,
  retry_at: null,
});

async function isSuppressed(context: DeliveryContext, eventUuid: string, email: string): Promise<boolean> {
  const { organisationId } = await context.tenants.of(eventUuid);
  return organisationId ? (await suppressedAmong(context.db, organisationId, [email])).size > 0 : false;
}

/**
 * Tries again the deferred recipients whose time has come, each on its own:
 * the message is written again from the logged event that asked for it (the
 * event's details as they are now), and its receipt moves on only if no one
 * else moved it meanwhile. A recipient the event no longer asks to mail (the
 * guest was removed or lost their address) is given up.
 */
export async function retryDueDeferrals(context: DeliveryContext): Promise<number> {
  const { db, store, clock } = context;
  const now = clock.now();
  const due = await db
    .selectFrom('mail_deliveries')
    .select(['source_event_id', 'source_position', 'recipient', 'tries'])
    .where('status', '=', 'deferred')
    .where('retry_at', '<=', now)
    .orderBy('retry_at')
    .limit(DUE_BATCH)
    .execute();
  if (due.length === 0) return 0;
  const events = new Map(
    (await store.readAt([...new Set(due.flatMap((row) => (row.source_position ? [row.source_position] : [])))])).map((event) => [event.eventId, event]),
  );
  for (const row of due) {
    const event = events.get(row.source_event_id);
    const found = event ? (await composeMail(context, event)).find((message) => message.mail.to === row.recipient) : undefined;
    const receipt: Receipt = found
      ? await deliver(context, event!, found, row.tries + 1)
      : {
          status: 'failed',
          message_id: null,
          error: 'Given up: the message is no longer to be sent (the guest was removed or has no address).',
          tries: row.tries,
          retry_at: null,
        };
    await saveRetry(db, row, receipt, now);
  }
  return due.length;
}

async function saveRetry(db: Db, row: { source_event_id: string; recipient: string; tries: number }, receipt: Receipt, now: Date): Promise<void> {
  await db
    .updateTable('mail_deliveries')
    .set({ ...receipt, sent_at: now })
    .where('source_event_id', '=', row.source_event_id)
    .where('recipient', '=', row.recipient)
    .where('status', '=', 'deferred')
    .where('tries', '=', row.tries)
    .execute();
}
