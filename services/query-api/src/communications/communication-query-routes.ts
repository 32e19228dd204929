import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams, IdParams, pagingQuery } from '@usher/domain/contract/request-params';
import {
  AlertListReply,
  AlertReply,
  AudienceBody,
  AudienceCountReply,
  OutboundMessageListReply,
  OutboundMessageReply,
} from '@usher/domain/contract/communications';
import { FIELD_LABEL_PLACEHOLDER, safeId, safeText } from '@usher/domain/validation/safe-text';
import { checkedAudience } from '@usher/infra/guest-selection/audience-check';
import { readModelIdsOfEvent } from './audience-ids.ts';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { askerAbilities } from '../access/asker-abilities.ts';
import { ALERT_LIST_STATUSES, alertOfEvent, isCalendarDay, listAlerts, showAlert } from './alert-queries.ts';
import { alertRecipients, eventOfMessage, MESSAGE_STATUS_FILTERS, messagesOfGuest, showMessage } from './message-queries.ts';
import { objectEventOf } from '../access/object-event.ts';
import { judgedEventOf } from '@usher/infra/http/declared-access';
import { countAudience } from './audience-count.ts';

const AlertParams = EventParams.extend({ alertId: safeId().describe("The communication's id.") });
const GuestParams = EventParams.extend({ attendeeId: safeId().describe("The guest's id.") });
const paging = pagingQuery();
/** A calendar day, as the filter's date range takes it. */
const day = () =>
  safeText({ max: 10 })
    .optional()
    // The placeholder takes the field's label (infra/src/http/errors.ts): 'From must be a date…'.
    .refine((value) => value === undefined || isCalendarDay(value), { message: `${FIELD_LABEL_PLACEHOLDER} must be a date in the form YYYY-MM-DD.` });
const ListQuery = z.object({
  ...paging,
  search: safeText({ max: 200 }).optional().describe('Part of the name.'),
  status: z.enum(ALERT_LIST_STATUSES).optional().describe('Only communications in this state: draft, scheduled, sending or sent.'),
  from: day().describe("From this day on (YYYY-MM-DD, the event's time zone), by the day it was sent, else created."),
  to: day().describe("Up to and including this day (YYYY-MM-DD, the event's time zone), by the day it was sent, else created."),
});
const STATUS_FILTERS = Object.keys(MESSAGE_STATUS_FILTERS);
const RecipientsQuery = z.object({
  ...paging,
  status: safeText({ max: 40 })
    .optional()
    .refine((value) => value === undefined || STATUS_FILTERS.includes(value), { message: `Status must be any of ${STATUS_FILTERS.join(', ')}.` })
    .describe('A counting group (delivered, opened, clicked, failed, pending, unsubscribed, complained, canceled) or one status.'),
  search: safeText({ max: 200 }).optional().describe("Part of the guest's name or address."),
});
const GuestMessagesQuery = z.object(paging);
const AudienceCountBody = z.object({ audience: AudienceBody });

/** The projections a communication's reads follow (its own, and the events it checks access against). */
const READS = ['events', 'communications'];

/**
 * Communications' reads (spec section 7 Alerts): the list, one alert, its
 * recipients, a guest's messages, the size of an audience, and one message
 * with its timeline. Whoever may view the event may read them; door roles
 * may not; another organisation's are 404.
 */
export function communicationQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['communications'];
    const base = '/api/v2/events/:e/alerts';

    app.get(
      base,
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: EventParams,
          querystring: ListQuery,
          tags,
          summary: "The event's communications, newest first, with their counts",
          response: { 200: AlertListReply },
        },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS);
        return { ...(await listAlerts(context, request.params.e, request.query)), abilities: askerAbilities(request, 'communication') };
      },
    );

    // Registered before '/:alertId' so 'list-for-attendee' is never read as an id.
    app.get(
      `${base}/list-for-attendee/:attendeeId`,
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: GuestParams,
          querystring: GuestMessagesQuery,
          tags,
          summary: "A guest's messages across communications, newest first",
          response: { 200: OutboundMessageListReply },
        },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS);
        return messagesOfGuest(context, request.params.e, request.params.attendeeId, request.query);
      },
    );

    app.get(
      `${base}/:alertId`,
      {
        config: { need: ['read', 'event'] },
        schema: { params: AlertParams, tags, summary: 'One communication with its counts', response: { 200: AlertReply } },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS);
        return { ...(await showAlert(context, request.params.e, request.params.alertId)), abilities: askerAbilities(request, 'communication') };
      },
    );

    app.get(
      `${base}/:alertId/messages`,
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: AlertParams,
          querystring: RecipientsQuery,
          tags,
          summary: "A communication's recipients: each one's latest message and its status",
          response: { 200: OutboundMessageListReply },
        },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS);
        const alert = await alertOfEvent(context, request.params.e, request.params.alertId);
        return alertRecipients(context, alert, request.query);
      },
    );

    app.get(
      `${base}/:alertId/audience-count`,
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: AlertParams,
          tags,
          summary: "How many guests the communication's saved audience reaches now (suppressed addresses left out)",
          response: { 200: AudienceCountReply },
        },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS, 'guest_list');
        const alert = await alertOfEvent(context, request.params.e, request.params.alertId);
        return countAudience(context, request.params.e, alert.audience);
      },
    );
    // A read, though a POST: an audience being edited may hand-pick more guests than a URL holds.
    app.post(
      `${base}/:alertId/audience-count`,
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: AlertParams,
          body: AudienceCountBody,
          tags,
          summary: 'How many guests an audience not saved yet would reach now (suppressed addresses left out)',
          response: { 200: AudienceCountReply },
        },
      },
      async (request) => {
        await waitForPosition(context, request, ...READS, 'guest_list');
        await alertOfEvent(context, request.params.e, request.params.alertId);
        return countAudience(
          context,
          request.params.e,
          await checkedAudience(context.db, request.params.e, request.body.audience, readModelIdsOfEvent(context.db)),
        );
      },
    );

    app.get(
      '/api/v2/outbound-messages/:id',
      {
        config: { need: ['read', 'event_object'], eventOf: objectEventOf(context, 'outbound_message', READS, (id) => eventOfMessage(context, id)) },
        schema: { params: IdParams, tags, summary: 'One message with its timeline, each step with its explanation', response: { 200: OutboundMessageReply } },
      },
      async (request) => {
        return showMessage(context, judgedEventOf(request), request.params.id);
      },
    );
  };
}
