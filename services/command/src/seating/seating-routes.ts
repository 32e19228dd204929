import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import type { PlanKind } from '@usher/domain/deciders/seating-plan-decider';
import {
  AutoSeatReplies,
  SeatAssignmentReplies,
  SeatingAddReplies,
  SeatingDeleteReplies,
  SeatingSaveReplies,
  SeatingUpdateReplies,
} from '@usher/domain/contract/seating';
import {
  AddBodies,
  AssignBody,
  AutoSeatBody,
  DeleteBody,
  DisableSeatsBody,
  EventParams,
  IdParams,
  SavePlanBody,
  SeatIdsBody,
  SwapBody,
  UnassignBody,
  UpdateBodies,
} from './seating-schemas.ts';
import { savePlan, setSeatsDisabled } from './plan-handlers.ts';
import { addPiece, deletePiece, setLegendOfSeats, updatePiece } from './piece-handlers.ts';
import { assignSeats, swapSeats, unassignSeats } from './assignment-handlers.ts';
import { autoSeat } from './auto-seat-handler.ts';
import { eventOfPieceNamed } from './seating-loading.ts';
import { judgedEventOf } from '@usher/infra/http/declared-access';

/** The spec's `{kind}` path segments and the plan's collections they name. */
const SEGMENTS = { tables: 'tables', seats: 'seats', objects: 'canvas_objects', sections: 'sections', legends: 'seat_legends' } as const satisfies Record<
  string,
  PlanKind
>;

/** Writes of the floor plan and of who sits where (spec section 7 'Seating'); the reads are on the query side. */
export function seatingRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['seating'];

    app.post(
      '/api/v2/events/:e/seating/save',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: SavePlanBody, tags, summary: "Save the floor plan editor's changes", response: SeatingSaveReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return savePlan(context, user, e, request.body, request.metadata);
      },
    );

    for (const [segment, kind] of Object.entries(SEGMENTS) as [keyof typeof SEGMENTS, PlanKind][]) {
      app.post(
        `/api/v2/events/:e/seating/${segment}/add`,
        { config: { need: ['update', 'event'] }, schema: { params: EventParams, body: AddBodies[kind], tags, response: SeatingAddReplies[kind] } },
        async (request, reply) => {
          const { user } = request;
          const { e } = request.params;
          return reply.code(201).send((await addPiece(context, user, e, kind, request.body, request.metadata)) as never);
        },
      );
      const piece = eventOfPieceNamed(context, kind);
      app.post(
        `/api/v2/events/seating/${segment}/:id/update`,
        {
          config: { need: ['update', 'event_object'], eventOf: piece },
          schema: { params: IdParams, body: UpdateBodies[kind], tags, response: SeatingUpdateReplies[kind] },
        },
        async (request) => {
          return (await updatePiece(context, judgedEventOf(request), kind, request.params.id, request.body, request.metadata)) as never;
        },
      );
      app.post(
        `/api/v2/events/seating/${segment}/:id/delete`,
        { config: { need: ['update', 'event_object'], eventOf: piece }, schema: { params: IdParams, body: DeleteBody, tags, response: SeatingDeleteReplies } },
        async (request) => {
          return deletePiece(context, judgedEventOf(request), kind, request.params.id, request.body?.confirm_unseat ?? false, request.metadata);
        },
      );
    }

    const legend = eventOfPieceNamed(context, 'seat_legends');
    app.post(
      '/api/v2/events/seating/legends/:id/updateSeats',
      {
        config: { need: ['update', 'event_object'], eventOf: legend },
        schema: { params: IdParams, body: SeatIdsBody, tags, summary: 'Give the legend to seats', response: SeatingSaveReplies },
      },
      async (request) => {
        return setLegendOfSeats(context, judgedEventOf(request), request.params.id, request.body.seat_ids, true, request.metadata);
      },
    );
    app.post(
      '/api/v2/events/seating/legends/:id/removeSeats',
      {
        config: { need: ['update', 'event_object'], eventOf: legend },
        schema: { params: IdParams, body: SeatIdsBody, tags, summary: 'Take the legend from seats', response: SeatingSaveReplies },
      },
      async (request) => {
        return setLegendOfSeats(context, judgedEventOf(request), request.params.id, request.body.seat_ids, false, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:e/seating/seats/disable',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: DisableSeatsBody,
          tags,
          summary: 'Disable seats, with a message shown on hover and at the door',
          response: SeatingSaveReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return setSeatsDisabled(context, user, e, request.body.seat_ids, true, request.body.message ?? null, request.metadata);
      },
    );
    app.post(
      '/api/v2/events/:e/seating/seats/enable',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: SeatIdsBody, tags, summary: 'Enable seats', response: SeatingSaveReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return setSeatsDisabled(context, user, e, request.body.seat_ids, false, null, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:e/seating/assign',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: AssignBody, tags, summary: 'Seat guests (one, or a party together)', response: SeatAssignmentReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return assignSeats(context, user, e, request.body.assignments, request.body.swap ?? false, request.metadata);
      },
    );
    app.post(
      '/api/v2/events/:e/seating/unassign',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: UnassignBody, tags, summary: 'Take guests out of their seats', response: SeatAssignmentReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return unassignSeats(context, user, e, request.body.attendee_ids, request.metadata);
      },
    );
    app.put(
      '/api/v2/events/seating/seats/:id/swap',
      {
        config: { need: ['update', 'event_object'], eventOf: eventOfPieceNamed(context, 'seats') },
        schema: { params: IdParams, body: SwapBody, tags, summary: 'Swap the guests of two seats', response: SeatAssignmentReplies },
      },
      async (request) => {
        return swapSeats(context, judgedEventOf(request), request.params.id, request.body.with_seat_id, request.metadata);
      },
    );
    app.post(
      '/api/v2/events/:e/seating/auto-seat',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: AutoSeatBody,
          tags,
          summary: 'Fill the free seats, parties together, following tag rules',
          response: AutoSeatReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return autoSeat(context, user, e, request.body, request.metadata);
      },
    );
  };
}
