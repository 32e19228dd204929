import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams, pagingQuery } from '@usher/domain/contract/request-params';
import { GetTicketTransfersReplies } from '@usher/domain/contract/ticket-transfers';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { listTicketTransfers, TRANSFER_LIST_FILTERS, type TransferListFilter } from './ticket-transfer-queries.ts';

const ListQuery = z.object({
  ...pagingQuery(),
  filter: z
    .enum(Object.keys(TRANSFER_LIST_FILTERS) as [TransferListFilter, ...TransferListFilter[]])
    .default('all')
    .describe('pending, awaiting_approval or all.'),
});

/** The event's ticket transfers (Event builder → Ticket transfers): whoever may view the event may read them. */
export function ticketTransferQueryRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/ticket-transfers',
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: EventParams,
          querystring: ListQuery,
          tags: ['ticket-transfers'],
          summary: "The event's ticket transfers, newest first",
          response: GetTicketTransfersReplies,
        },
      },
      async (request) => {
        await waitForPosition(context, request, 'events', 'ticket_transfers');
        return listTicketTransfers(context, request.params.e, request.query);
      },
    );
  };
}
