import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams, pagingQuery } from '@usher/domain/contract/request-params';
import { SUPPRESSION_REASONS, SuppressionListReply } from '@usher/domain/contract/communications';
import { SUPPRESSION_REASON_LABELS } from '@usher/domain/communications/message-reports';
import { safeText } from '@usher/domain/validation/safe-text';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';

const SuppressionListQuery = z.object({
  search: safeText({ max: 254 }).optional().describe('Part of the address.'),
  reason: z.enum(SUPPRESSION_REASONS).optional(),
  ...pagingQuery(),
});

/**
 * The suppression list of the event's organisation: the addresses its
 * communications skip (unsubscribed, bounced, marked as spam, or added by an
 * organiser), newest first. Those who may view the event read it.
 */
export function suppressionQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/suppressions',
      {
        config: { need: ['read', 'event'] },
        schema: { params: EventParams, querystring: SuppressionListQuery, tags: ['communications'], response: { 200: SuppressionListReply } },
      },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'communications');
        const { search, reason, page, per_page } = request.query;
        const needle = search?.trim().toLowerCase();
        let rows = context.db.selectFrom('rm_suppressions').where('organisation_id', '=', user.organisation_id);
        // strpos, not LIKE: a search for '50%' or 'a_b' finds those characters.
        if (needle) rows = rows.where((eb) => eb(eb.fn('strpos', ['email_lower', eb.val(needle)]), '>', 0));
        if (reason) rows = rows.where('reason', '=', reason);
        const [list, total] = await Promise.all([
          rows
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('email_lower')
            .limit(per_page)
            .offset((page - 1) * per_page)
            .execute(),
          rows.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
        ]);
        const count = Number(total.count);
        return {
          data: list.map((row) => ({
            // A forgotten guest's address is gone; the suppression still holds, by the address's key.
            email: row.email_lower ?? '',
            reason: row.reason as (typeof SUPPRESSION_REASONS)[number],
            reason_label: SUPPRESSION_REASON_LABELS[row.reason as (typeof SUPPRESSION_REASONS)[number]] ?? row.reason,
            event_uuid: row.event_uuid,
            attendee_id: row.attendee_id,
            message_id: row.message_id,
            created_at: new Date(row.created_at).toISOString(),
          })),
          meta: { total: count, page, per_page, last_page: Math.max(1, Math.ceil(count / per_page)) },
        };
      },
    );
  };
}
