import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams, IdParams } from '@usher/domain/contract/request-params';
import { safeId } from '@usher/domain/validation/safe-text';
import { GetSeatingPlanReplies, SeatingListReplies, SectionItemSchema, SeatItemSchema, TableItemSchema } from '@usher/domain/contract/seating';
import { SEATING_LIMITS } from '@usher/domain/seating/seating-constants';
import type { ServiceContext } from '@usher/infra/context';
import { type AuthUser } from '@usher/infra/http/authenticate';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { askerAbilities } from '../access/asker-abilities.ts';
import { eventRoleFor, requireAllowed } from '../access/event-role.ts';
import { objectEventOf } from '../access/object-event.ts';
import { judgedEventOf } from '@usher/infra/http/declared-access';
import {
  eventOfPiece,
  listOfKind,
  SEATING_LIST_KEYS,
  type SeatingPathKind,
  seatingPlan,
  seatsOfTable,
  sectionOfTable,
  tablesOfSection,
} from './seating-queries.ts';

// A list-by-ids may name every seat of the biggest plan.
const IdsBody = z.object({ ids: z.array(safeId()).max(SEATING_LIMITS.seatsPerPlan) });
const KINDS = Object.keys(SEATING_LIST_KEYS) as SeatingPathKind[];

/**
 * The door's 'Check-in with Floorplan' role sees the whole plan (spec section 4: the arriving
 * guest's seat and party), though it may not view the event otherwise.
 */
async function requirePlanReader(context: ServiceContext, user: AuthUser, eventUuid: string): Promise<void> {
  const role = await eventRoleFor(context, user, eventUuid);
  if (role !== 'check_in_with_floorplan') requireAllowed(role, ['view']);
}

/**
 * The floor plan's reads (spec section 7 'Seating'): the whole plan, each
 * kind's list and list-by-ids (a read, though the spec makes it a POST), and
 * a table's seats and section, a section's tables. Whoever may view the event
 * may read them; another organisation's plan is 404.
 */
export function seatingQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['seating'];
    // A table or section named by id alone: the route's need is judged on the plan's event.
    const PLAN_READS = ['events', 'guest_list', 'seating'];
    const tableEvent = objectEventOf(context, 'table', PLAN_READS, (id) => eventOfPiece(context, 'rm_seating_tables', id, 'table'));
    const sectionEvent = objectEventOf(context, 'section', PLAN_READS, (id) => eventOfPiece(context, 'rm_seating_sections', id, 'section'));

    app.get(
      '/api/v2/events/:e/seating/plan',
      { config: { need: ['read_floorplan', 'event'] }, schema: { params: EventParams, tags, response: GetSeatingPlanReplies } },
      async (request) => {
        const { user } = request;
        await waitForPosition(context, request, 'events', 'guest_list', 'seating');
        await requirePlanReader(context, user, request.params.e);
        return { ...(await seatingPlan(context, request.params.e)), abilities: askerAbilities(request, 'plan') };
      },
    );

    for (const kind of KINDS) {
      const response = SeatingListReplies[SEATING_LIST_KEYS[kind]];
      app.get(
        `/api/v2/events/:e/seating/${kind}`,
        { config: { need: ['read', 'event'] }, schema: { params: EventParams, tags, response } },
        async (request) => {
          await waitForPosition(context, request, 'events', 'guest_list', 'seating');
          return listOfKind(context.db, request.params.e, kind);
        },
      );
      app.post(
        `/api/v2/events/:e/seating/${kind}/list-by-ids`,
        { config: { need: ['read', 'event'] }, schema: { params: EventParams, body: IdsBody, tags, response } },
        async (request) => {
          await waitForPosition(context, request, 'events', 'guest_list', 'seating');
          return listOfKind(context.db, request.params.e, kind, request.body.ids);
        },
      );
    }

    app.get(
      '/api/v2/events/seating/tables/:id/seats',
      {
        config: { need: ['read', 'event_object'], eventOf: tableEvent },
        schema: { params: IdParams, tags, response: { 200: z.object({ seats: z.array(SeatItemSchema) }) } },
      },
      async (request) => {
        const eventUuid = judgedEventOf(request);
        return seatsOfTable(context, eventUuid, request.params.id);
      },
    );
    app.get(
      '/api/v2/events/seating/tables/:id/section',
      {
        config: { need: ['read', 'event_object'], eventOf: tableEvent },
        schema: { params: IdParams, tags, response: { 200: z.object({ data: SectionItemSchema.nullable() }) } },
      },
      async (request) => {
        const eventUuid = judgedEventOf(request);
        return sectionOfTable(context, eventUuid, request.params.id);
      },
    );
    app.get(
      '/api/v2/events/seating/sections/:id/tables',
      {
        config: { need: ['read', 'event_object'], eventOf: sectionEvent },
        schema: { params: IdParams, tags, response: { 200: z.object({ tables: z.array(TableItemSchema) }) } },
      },
      async (request) => {
        const eventUuid = judgedEventOf(request);
        return tablesOfSection(context, eventUuid, request.params.id);
      },
    );
  };
}
