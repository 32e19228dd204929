import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { credential, EventIdParams, EventParams } from '@usher/domain/contract/request-params';
import { GetTableOwnerReplies, OwnerSeatingReplies, SetTableOwnerReplies } from '@usher/domain/contract/table-owner';
import { TABLE_OWNER_LIMIT_MAX } from '@usher/domain/deciders/table-owner-decider';
import { safeId, safeText } from '@usher/domain/validation/safe-text';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import type { ServiceContext } from '@usher/infra/context';
import { ownerGrantOf, ownerSeatGuest, ownerUnseatGuest, setTableOwner, tableOwnerOf } from './table-owner-handlers.ts';

const SetOwnerBody = z.object({
  attendee_id: safeId().nullable().describe('The owning guest, or null to take the owner away.'),
  may_seat_guests: z.boolean().default(false),
  limit: z.number().int().min(0).max(TABLE_OWNER_LIMIT_MAX).default(0).describe("At most this many of the owner's own guests seated by the owner."),
});
const OwnerParams = EventParams.extend({ token: credential(safeText({ max: 200 }).describe("The owner's personal token.")) });
const OwnerGuestParams = OwnerParams.extend({ id: safeId().describe("One of the owner's own guests.") });
const SeatBody = z.object({ seat_id: safeId().describe("A free seat of the owner's table.") });

// Only links that are not valid count against an address (a table of guests shares the venue's Wi-Fi).
const guarded = <T>(context: ServiceContext, request: FastifyRequest, handle: () => Promise<T>) =>
  countingBadTokens(context, request, 'table-owner', 'table_owner_link_not_found', handle);

/**
 * Table owners (issue 19 section 3): the organiser sets a table's owner; the
 * owner, by their signed link, seats their own guests at free seats of it.
 * The owner's page reads are on the query side.
 */
export function tableOwnerRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (organiser) => {
    const tags = ['seating'];
    {
      organiser.get(
        '/api/v2/events/:e/seating/tables/:id/owner',
        {
          config: { need: ['update', 'event'] },
          schema: { params: EventIdParams, tags, summary: "A table's owner and their link", response: GetTableOwnerReplies },
        },
        async (request) => {
          const { user } = request;
          return tableOwnerOf(context, user, request.params.e, request.params.id);
        },
      );
      organiser.post(
        '/api/v2/events/:e/seating/tables/:id/owner',
        {
          config: { need: ['update', 'event'] },
          schema: {
            params: EventIdParams,
            body: SetOwnerBody,
            tags,
            summary: 'Give a table an owner (a guest), set what they may do, or take the owner away',
            response: SetTableOwnerReplies,
          },
        },
        async (request) => {
          const { user } = request;
          const { e, id } = request.params;
          return setTableOwner(context, user, e, id, request.body, request.metadata);
        },
      );
    }
  };
}

/** The owner's writes by their signed link: no account, rate-limited on bad tokens like the host portal. */
export function tableOwnerLinkRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const publicTags = ['public'];
    app.post(
      '/api/v2/public/events/:e/table-owner/:token/guests/:id/seat',
      {
        config: { need: 'public' },
        schema: {
          params: OwnerGuestParams,
          body: SeatBody,
          tags: publicTags,
          summary: 'A table owner seats one of their own guests at a free seat of their table',
          response: OwnerSeatingReplies,
        },
      },
      async (request) =>
        guarded(context, request, async () =>
          ownerSeatGuest(context, request, await ownerGrantOf(context, request.params.e, request.params.token), request.params.id, request.body.seat_id),
        ),
    );
    app.post(
      '/api/v2/public/events/:e/table-owner/:token/guests/:id/unseat',
      {
        config: { need: 'public' },
        schema: {
          params: OwnerGuestParams,
          tags: publicTags,
          summary: 'A table owner takes one of their own guests out of a seat of their table',
          response: OwnerSeatingReplies,
        },
      },
      async (request) =>
        guarded(context, request, async () =>
          ownerUnseatGuest(context, request, await ownerGrantOf(context, request.params.e, request.params.token), request.params.id),
        ),
    );
  };
}
