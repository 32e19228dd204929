import { z } from 'zod';
import type { EventAction } from '@usher/domain/access/event-roles';
import { EventParams, pagingQuery } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { customFieldFiltersOf } from '../fields/custom-field-filters.ts';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { askerAbilities, judgedRoleOf } from '../access/asker-abilities.ts';
import { ATTENDEE_FILTERS, parseFilters } from '@usher/domain/guest-selection/guest-filter-names';
import { attendeeIdsOf, attendeeStats, eventOfGuestRow, showAttendee } from './attendee-queries.ts';
import { objectEventOf } from '../access/object-event.ts';
import { requireAllowed } from '../access/event-role.ts';
import { judgedEventOf } from '@usher/infra/http/declared-access';
import { listAttendeesForReader } from './list-for-reader.ts';
import { isUuid } from '@usher/domain/ids/uuid';
import { parseTagIds } from '@usher/read-models/guest-selection/tag-filters';
import { parseAsOf } from '../time-travel/as-of.ts';
import { attendeeStatsAsOf, listAttendeesAsOf } from '../time-travel/past-guest-list.ts';
import { GetAttendeesReplies, GetEventsAttendeesIdsReplies, GetEventsAttendeesReplies, GetEventsAttendeesStatsReplies } from '@usher/domain/contract/attendees';

/** `tags=id,id` (Selected Tags) and `except_tags=id,id` (Except Tags). */
const tagIdsParam = safeText({ max: 40_000 })
  .optional()
  .transform((value, ctx) => {
    const ids = parseTagIds(value);
    if (ids === null) ctx.addIssue({ code: 'custom', message: 'The selected tags is invalid.' });
    return ids ?? undefined;
  });

/** The selection both the list and the export take: filters (comma list, all must hold), search, sort, ids. */
export const SelectionQuery = z.object({
  search: safeText({ max: 200 }).optional(),
  sort: z.enum(['created_at', '-created_at']).optional(),
  filter: safeText({ max: 500 })
    .optional()
    .transform((value, ctx) => {
      const filters = parseFilters(value);
      if (!filters) ctx.addIssue({ code: 'custom', message: `Filter must be any of ${ATTENDEE_FILTERS.join(', ')}.` });
      return filters ?? [];
    }),
  ids: safeText({ max: 40_000 })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const ids = value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.some((id) => !isUuid(id))) ctx.addIssue({ code: 'custom', message: 'Ids is invalid.' });
      return ids;
    }),
  tags: tagIdsParam,
  except_tags: tagIdsParam,
});

const ListQuery = SelectionQuery.extend({
  ...pagingQuery('working'),
  as_of: safeId().optional(),
});
/** Time travel (`as_of`) is for those who view the event; door staff read the live list alone (event-areas.ts pastViews). */
const PAST_VIEW_READERS: EventAction[] = ['view'];
/** `as_of`: the view as it was at that moment (time-travel/), replayed from the log. */
const StatsQuery = z.object({ as_of: safeId().optional() });

export function attendeeQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['attendees'];
    app.get(
      '/api/v2/events/:e/attendees',
      { config: { need: ['find', 'event'] }, schema: { params: EventParams, querystring: ListQuery, tags, response: GetEventsAttendeesReplies } },
      async (request) => {
        const { filter, as_of, ...rest } = request.query;
        const asOf = parseAsOf(as_of, context.clock.now());
        if (asOf) {
          // A past view is replayed from the log: it waits for no projection. It is the organiser's
          // record (who had answered, who was invited then), not the door's: those who view the event only.
          requireAllowed(judgedRoleOf(request), PAST_VIEW_READERS);
          // What the role may do with the event's guests now, as the live list says: the dashboard shows a past moment read only.
          return {
            ...(await listAttendeesAsOf(context, request.params.e, asOf, { ...rest, filters: filter }, request.url)),
            abilities: askerAbilities(request, 'guest'),
          };
        }
        await waitForPosition(context, request, 'events', 'guest_list', 'attendee_tags');
        return {
          ...(await listAttendeesForReader(context, judgedRoleOf(request), request.params.e, { ...rest, filters: filter }, request.url)),
          abilities: askerAbilities(request, 'guest'),
        };
      },
    );
    // "Select all in this view": the ids a bulk action is then sent with.
    app.get(
      '/api/v2/events/:e/attendees/ids',
      { config: { need: ['read', 'event'] }, schema: { params: EventParams, querystring: SelectionQuery, tags, response: GetEventsAttendeesIdsReplies } },
      async (request) => {
        await waitForPosition(context, request, 'events', 'guest_list', 'attendee_tags');
        const { filter, ...rest } = request.query;
        const custom_field_filters = await customFieldFiltersOf(context, request.params.e, request.url);
        return attendeeIdsOf(context, request.params.e, { ...rest, filters: filter, custom_field_filters });
      },
    );
    app.get(
      '/api/v2/events/:e/attendees/stats',
      { config: { need: ['find', 'event'] }, schema: { params: EventParams, querystring: StatsQuery, tags, response: GetEventsAttendeesStatsReplies } },
      async (request) => {
        const asOf = parseAsOf(request.query.as_of, context.clock.now());
        if (!asOf) await waitForPosition(context, request, 'events', 'guest_list');
        // The door's check-in role reads today's counts (the route's need); a past moment is the organiser's record.
        if (asOf) requireAllowed(judgedRoleOf(request), PAST_VIEW_READERS);
        return asOf ? attendeeStatsAsOf(context, request.params.e, asOf) : attendeeStats(context, request.params.e);
      },
    );
    app.get(
      '/api/v2/attendees/:id',
      {
        config: {
          need: ['find', 'event_object'],
          eventOf: objectEventOf(context, 'attendee', ['events', 'guest_list'], (id, request) => eventOfGuestRow(context, request.user, id)),
        },
        schema: { params: z.object({ id: safeId() }), tags, response: GetAttendeesReplies },
      },
      async (request) => {
        return { ...(await showAttendee(context, judgedEventOf(request), request.params.id)), abilities: askerAbilities(request, 'guest') };
      },
    );
  };
}
