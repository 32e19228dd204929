import type { FastifyRequest } from 'fastify';
import { fold } from '@usher/domain/deciders/decider';
import { messageTrackingDecider } from '@usher/domain/deciders/message-tracking-decider';
import { isClickSignatureValid, messageIdOfToken } from '@usher/infra/mail/message-tokens';
import type { ServiceContext } from '@usher/infra/context';
import { streamIds } from '@usher/events';
import { resolveGuestLanguage } from '@usher/domain/i18n/languages';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { execute, toDomainEvent } from '../handling/execute.ts';
import { loadEvent } from '../access/event-access.ts';
import { foldOrganisation } from '../organisations/organisation-state.ts';
import {
  loadTrackedMessage,
  messageNotFound,
  recordMessageReport,
  reportMetadata,
  suppressionStreamOf,
  trackingOf,
  type TrackedMessage,
} from './message-reports.ts';

async function messageOfToken(context: ServiceContext, token: string): Promise<TrackedMessage> {
  const messageId = await messageIdOfToken(context.db, token);
  if (!messageId) throw messageNotFound();
  return loadTrackedMessage(context, messageId);
}

/**
 * The tracking image was loaded: 'opened', once, when the event records
 * opens. Nothing the image answers depends on it, so a bad token, a message
 * never made or a failure only means nothing is recorded.
 */
export async function recordOpen(context: ServiceContext, request: FastifyRequest, token: string): Promise<void> {
  try {
    const message = await messageOfToken(context, token);
    if (!(await trackingOf(context, message.event_uuid)).opens) return;
    await recordMessageReport(context, message, { kind: 'open' }, { request, source: 'open tracking' });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'message_not_found') request.log.warn({ err: error }, 'an open could not be recorded');
  }
}

/** Only the web's own schemes: a signed link to `javascript:` or `data:` (which no message holds) is not followed either. */
function redirectTargetOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  // The normalised form: a Location header carries ASCII only (a raw non-ASCII link would not be sent).
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/**
 * A tracked link followed: where to send the guest, only when the signature
 * over the message and this exact link holds (never an open redirect); then
 * 'clicked' with the link, once per link, when the event records clicks.
 * The guest is sent on even when recording fails.
 */
export async function followClick(context: ServiceContext, request: FastifyRequest, token: string, link: string, signature: string): Promise<string> {
  const messageId = await messageIdOfToken(context.db, token);
  if (!messageId || !(await isClickSignatureValid(context.db, messageId, link, signature))) throw messageNotFound();
  const target = redirectTargetOf(link);
  if (!target) throw messageNotFound();
  try {
    const message = await loadTrackedMessage(context, messageId);
    if ((await trackingOf(context, message.event_uuid)).clicks) {
      await recordMessageReport(context, message, { kind: 'click', url: link }, { request, source: 'click tracking' });
    }
  } catch (error) {
    request.log.warn({ err: error }, 'a click could not be recorded');
  }
  return target;
}

/** RFC 8058: the mail app's one-click unsubscribe. Idempotent: a second one changes nothing. */
export async function unsubscribeOneClick(context: ServiceContext, request: FastifyRequest, token: string) {
  const message = await messageOfToken(context, token);
  await recordMessageReport(
    context,
    message,
    { kind: 'unsubscribe', detail: 'The recipient unsubscribed with their mail app (one-click unsubscribe).' },
    { request, source: 'one-click unsubscribe' },
  );
  return { data: { subscribed: false as const } };
}

/** a•••@example.com: enough for the guest to know it is their address, too little for anyone else to learn it. */
export function emailHintOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** Whether the address is on the organisation's suppression list, from its own stream. */
async function isSuppressed(context: ServiceContext, message: TrackedMessage): Promise<boolean> {
  const stream = message.organisation_id ? suppressionStreamOf(message.organisation_id, message.email) : null;
  if (!stream) return true;
  return fold(messageTrackingDecider, (await context.store.readStream(stream)).map(toDomainEvent)).suppression.suppressed;
}

/** Whose messages these are, from the event's and the organisation's own streams. */
async function presentPreferences(context: ServiceContext, request: FastifyRequest, message: TrackedMessage, subscribed: boolean) {
  const event = await loadEvent(context, message.event_uuid);
  const guest = message.attendee_id
    ? fold(attendeeDecider, (await context.store.readStream(streamIds.attendee(message.attendee_id))).map(toDomainEvent))
    : null;
  const eventName = event.exists ? event.settings.name : null;
  const organisation = message.organisation_id ? foldOrganisation(await context.store.readStream(streamIds.organisation(message.organisation_id))) : null;
  return {
    // Empty when neither has a name: the page then words it in the guest's language, not in English here.
    organisation_name: organisation?.profile?.name?.trim() || eventName || '',
    event_name: eventName,
    email_hint: emailHintOf(message.email),
    subscribed,
    language: resolveGuestLanguage({
      guest: guest?.language,
      event: event.exists ? event.settings.default_language : null,
      browser: request.headers['accept-language'],
    }),
  };
}

/** The preferences page: whose messages these are and whether this address receives them. */
export async function preferencesOf(context: ServiceContext, request: FastifyRequest, token: string) {
  const message = await messageOfToken(context, token);
  return { data: await presentPreferences(context, request, message, !(await isSuppressed(context, message))) };
}

/**
 * The preferences page's answer: unsubscribing records the message's status
 * and suppresses the address, like the one-click link; subscribing again
 * takes the address off the list (not when an organiser put it there).
 */
export async function setPreferences(context: ServiceContext, request: FastifyRequest, token: string, subscribed: boolean) {
  const message = await messageOfToken(context, token);
  const origin = { request, source: 'preferences page' };
  const stream = message.organisation_id ? suppressionStreamOf(message.organisation_id, message.email) : null;
  if (!stream) throw messageNotFound();
  const result = subscribed
    ? await execute(
        context.store,
        messageTrackingDecider,
        [
          {
            streamId: stream,
            command: {
              type: 'UnsuppressAddress',
              organisation_id: message.organisation_id!,
              email: message.email,
              reason: 'resubscribed',
              attendee_id: message.attendee_id,
            },
          },
        ],
        reportMetadata(context, message, origin),
      )
    : await recordMessageReport(context, message, { kind: 'unsubscribe', detail: 'The recipient unsubscribed on the preferences page.' }, origin);
  return { data: await presentPreferences(context, request, message, subscribed), position: result.position };
}
