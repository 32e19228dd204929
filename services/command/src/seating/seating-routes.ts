import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { authenticate, authenticateBeforeValidation } from '@usher/infra/http/authenticate';
import { metadataFor } from '@usher/infra/http/request-metadata';
import type { PlanKind } from '@usher/domain/deciders/seating-plan-decider';
import { AutoSeatReplies, SeatAssignmentReplies, SeatingAddReplies, SeatingDeleteReplies, SeatingSaveReplies, SeatingUpdateReplies } from '@usher/domain/contract/seating';
import { AddBodies, AssignBody, AutoSeatBody, DeleteBody, DisableSeatsBody, EventParams, IdParams, SavePlanBody, SeatIdsBody, SwapBody, UnassignBody, UpdateBodies } from './seating-schemas.ts';
import { savePlan, setSeatsDisabled } from './plan-handlers.ts';
import { addPiece, deletePiece, setLegendOfSeats, updatePiece } from './piece-handlers.ts';
import { assignSeats, swapSeats, unassignSeats } from './assignment-handlers.ts';
import { autoSeat } from './auto-seat-handler.ts';

/** The spec's `{kind}` path segments and the plan's collections they name. */
const SEGMENTS = { tables: 'tables', seats: 'seats', objects: 'canvas_objects', sections: 'sections', legends: 'seat_legends' } as const satisfies Record<string, PlanKind>;

/** Writes of the floor plan and of who sits where (spec section 7 'Seating'); the reads are on the query side. */
export function seatingRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    authenticateBeforeValidation(app, context);
    const tags = ['seating'];

    app.post('/api/v2/events/:e/seating/save', { schema: { params: EventParams, body: SavePlanBody, tags, summary: "Save the floor plan editor's changes", response: SeatingSaveReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return savePlan(context, user, e, request.body, metadataFor(request, user, e));
    });

    for (const [segment, kind] of Object.entries(SEGMENTS) as [keyof typeof SEGMENTS, PlanKind][]) {
      app.post(`/api/v2/events/:e/seating/${segment}/add`, { schema: { params: EventParams, body: AddBodies[kind], tags, response: SeatingAddReplies[kind] } }, async (request, reply) => {
        const user = await authenticate(context, request);
        const { e } = request.params;
        return reply.code(201).send((await addPiece(context, user, e, kind, request.body, metadataFor(request, user, e))) as never);
      });
      app.post(`/api/v2/events/seating/${segment}/:id/update`, { schema: { params: IdParams, body: UpdateBodies[kind], tags, response: SeatingUpdateReplies[kind] } }, async (request) => {
        const user = await authenticate(context, request);
        return (await updatePiece(context, user, kind, request.params.id, request.body, metadataFor(request, user, null))) as never;
      });
      app.post(`/api/v2/events/seating/${segment}/:id/delete`, { schema: { params: IdParams, body: DeleteBody, tags, response: SeatingDeleteReplies } }, async (request) => {
        const user = await authenticate(context, request);
        return deletePiece(context, user, kind, request.params.id, request.body?.confirm_unseat ?? false, metadataFor(request, user, null));
      });
    }

    app.post('/api/v2/events/seating/legends/:id/updateSeats', { schema: { params: IdParams, body: SeatIdsBody, tags, summary: 'Give the legend to seats', response: SeatingSaveReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return setLegendOfSeats(context, user, request.params.id, request.body.seat_ids, true, metadataFor(request, user, null));
    });
    app.post('/api/v2/events/seating/legends/:id/removeSeats', { schema: { params: IdParams, body: SeatIdsBody, tags, summary: 'Take the legend from seats', response: SeatingSaveReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return setLegendOfSeats(context, user, request.params.id, request.body.seat_ids, false, metadataFor(request, user, null));
    });

    app.post('/api/v2/events/:e/seating/seats/disable', { schema: { params: EventParams, body: DisableSeatsBody, tags, summary: 'Disable seats, with a message shown on hover and at the door', response: SeatingSaveReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return setSeatsDisabled(context, user, e, request.body.seat_ids, true, request.body.message ?? null, metadataFor(request, user, e));
    });
    app.post('/api/v2/events/:e/seating/seats/enable', { schema: { params: EventParams, body: SeatIdsBody, tags, summary: 'Enable seats', response: SeatingSaveReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return setSeatsDisabled(context, user, e, request.body.seat_ids, false, null, metadataFor(request, user, e));
    });

    app.post('/api/v2/events/:e/seating/assign', { schema: { params: EventParams, body: AssignBody, tags, summary: 'Seat guests (one, or a party together)', response: SeatAssignmentReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return assignSeats(context, user, e, request.body.assignments, request.body.swap ?? false, metadataFor(request, user, e));
    });
    app.post('/api/v2/events/:e/seating/unassign', { schema: { params: EventParams, body: UnassignBody, tags, summary: 'Take guests out of their seats', response: SeatAssignmentReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return unassignSeats(context, user, e, request.body.attendee_ids, metadataFor(request, user, e));
    });
    app.put('/api/v2/events/seating/seats/:id/swap', { schema: { params: IdParams, body: SwapBody, tags, summary: 'Swap the guests of two seats', response: SeatAssignmentReplies } }, async (request) => {
      const user = await authenticate(context, request);
      return swapSeats(context, user, request.params.id, request.body.with_seat_id, metadataFor(request, user, null));
    });
    app.post('/api/v2/events/:e/seating/auto-seat', { schema: { params: EventParams, body: AutoSeatBody, tags, summary: 'Fill the free seats, parties together, following tag rules', response: AutoSeatReplies } }, async (request) => {
      const user = await authenticate(context, request);
      const { e } = request.params;
      return autoSeat(context, user, e, request.body, metadataFor(request, user, e));
    });
  };
}
