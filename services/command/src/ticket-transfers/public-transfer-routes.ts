import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '@usher/infra/context';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import {
  AnswerTransferOfferReplies,
  ChangePassTransferReplies,
  GetPassTransferReplies,
  GetTransferOfferReplies,
} from '@usher/domain/contract/ticket-transfers';
import { TokenParams, TransferRequestBody } from './ticket-transfer-schemas.ts';
import { answerTransferOffer, cancelPassTransfer, requestPassTransfer, showPassTransfer, showTransferOffer } from './public-transfer-handlers.ts';
import { GuestLanguageQuery } from '@usher/domain/contract/request-params';

// Like the pass and RSVP pages: only tokens that are not valid count against an address (a venue shares one).
const passGuarded = <T>(context: ServiceContext, request: FastifyRequest, handle: () => Promise<T>) =>
  countingBadTokens(context, request, 'pass', 'pass_not_found', handle);
const offerGuarded = <T>(context: ServiceContext, request: FastifyRequest, handle: () => Promise<T>) =>
  countingBadTokens(context, request, 'ticket-transfer', 'ticket_transfer_not_found', handle);

/**
 * Ticket transfers, from the guest's side: the holder's pass (by pass token) offers and takes
 * back a transfer; the person named answers through the emailed link (by transfer token).
 * No account: the signed links are the credentials. On the command side, GET included, so
 * every answer is the log's own (the pass of a transferred ticket is refused at once).
 */
export function publicTicketTransferRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['public'];
    const pass = '/api/v2/public/pass/:token/transfer';
    const offer = '/api/v2/public/ticket-transfers/:token';

    app.get(
      pass,
      {
        config: { need: 'public' },
        schema: { params: TokenParams, tags, summary: "Whether the pass's ticket can be transferred, and its open transfer", response: GetPassTransferReplies },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return passGuarded(context, request, () => showPassTransfer(context, request.params.token));
      },
    );

    app.post(
      pass,
      {
        config: { need: 'public' },
        schema: {
          params: TokenParams,
          body: TransferRequestBody,
          tags,
          summary: "Hand the pass's ticket to someone else",
          response: ChangePassTransferReplies,
        },
      },
      async (request) => passGuarded(context, request, () => requestPassTransfer(context, request, request.params.token, request.body)),
    );

    app.delete(
      pass,
      {
        config: { need: 'public' },
        schema: { params: TokenParams, tags, summary: 'Take back a transfer that has not taken effect', response: ChangePassTransferReplies },
      },
      async (request) => passGuarded(context, request, () => cancelPassTransfer(context, request, request.params.token)),
    );

    app.get(
      offer,
      {
        config: { need: 'public' },
        schema: {
          params: TokenParams,
          querystring: GuestLanguageQuery,
          tags,
          summary: 'The ticket offered to the person a transfer names',
          response: GetTransferOfferReplies,
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return offerGuarded(context, request, () => showTransferOffer(context, request, request.params.token));
      },
    );

    app.post(
      `${offer}/accept`,
      {
        config: { need: 'public' },
        schema: { params: TokenParams, querystring: GuestLanguageQuery, tags, summary: 'Accept the ticket offered', response: AnswerTransferOfferReplies },
      },
      async (request) => offerGuarded(context, request, () => answerTransferOffer(context, request, request.params.token, 'accept')),
    );

    app.post(
      `${offer}/decline`,
      {
        config: { need: 'public' },
        schema: { params: TokenParams, querystring: GuestLanguageQuery, tags, summary: 'Decline the ticket offered', response: AnswerTransferOfferReplies },
      },
      async (request) => offerGuarded(context, request, () => answerTransferOffer(context, request, request.params.token, 'decline')),
    );
  };
}
