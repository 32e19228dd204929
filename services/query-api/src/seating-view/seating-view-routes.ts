import { z } from 'zod';
import { credential, EventParams } from '@usher/domain/contract/request-params';
import { DoorSeatPlanSchema } from '@usher/domain/contract/seating-view';
import { safeId } from '@usher/domain/validation/safe-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { eventRoleFor } from '../access/event-role.ts';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { doorSeatPlan, requireDoorPlanRole } from './door-seat-plan.ts';
import { tableOwnerPage } from './table-owner-page.ts';
import { GetTableOwnerPageReplies } from '@usher/domain/contract/table-owner';
import { safeText } from '@usher/domain/validation/safe-text';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';

const GuestParams = EventParams.extend({ id: safeId().describe("The arriving guest's id.") });

const OwnerParams = EventParams.extend({ token: credential(safeText({ max: 200 }).describe("The table owner's personal token.")) });

/** A table owner's page, by their signed link (no account); bad tokens are rate-limited like the host portal's. */
export function tableOwnerPageRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/public/events/:e/table-owner/:token',
      {
        config: { need: 'public' },
        schema: {
          params: OwnerParams,
          tags: ['public'],
          summary: "A table owner's table: who sits there, their own guests and what they may still seat",
          response: GetTableOwnerPageReplies,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        await waitForPosition(context, request, 'guest_list', 'seating', 'table_owners');
        return countingBadTokens(context, request, 'table-owner', 'table_owner_link_not_found', () =>
          tableOwnerPage(context, request.params.e, request.params.token),
        );
      },
    );
  };
}

/** The door's plan (issue 19 section 3): shown after a scan to the 'Check-in with Floorplan' role. */
export function seatingViewRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/scanner/guests/:id/seat-plan',
      {
        config: { need: ['read_floorplan', 'event'] },
        schema: {
          params: GuestParams,
          tags: ['scanner'],
          summary: "The floor plan at the door: the arriving guest's seat lit and where their party sits",
          response: { 200: z.object({ data: DoorSeatPlanSchema }) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { user } = request;
        requireDoorPlanRole(await eventRoleFor(context, user, request.params.e));
        await waitForPosition(context, request, 'guest_list', 'seating');
        return doorSeatPlan(context, request.params.e, request.params.id);
      },
    );
  };
}
