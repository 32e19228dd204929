import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { DecideTicketTransferReplies } from '@usher/domain/contract/ticket-transfers';
import { EventTransferParams } from './ticket-transfer-schemas.ts';
import { decideTransfer } from './organiser-transfer-handlers.ts';

/** An editor approves or rejects a transfer that waits for approval (Event builder → Ticket transfers). */
export function organiserTicketTransferRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ticket-transfers'];
    for (const decision of ['approve', 'reject'] as const) {
      app.post(
        `/api/v2/events/:e/ticket-transfers/:transferId/${decision}`,
        {
          config: { need: ['update', 'event'] },
          schema: {
            params: EventTransferParams,
            tags,
            summary:
              decision === 'approve'
                ? 'Approve a ticket transfer: the ticket moves to its new holder'
                : 'Reject a ticket transfer: the ticket stays with its holder',
            response: DecideTicketTransferReplies,
          },
        },
        async (request) => {
          const { user } = request;
          const { e, transferId } = request.params;
          return decideTransfer(context, user, e, transferId, decision, request.metadata);
        },
      );
    }
  };
}
