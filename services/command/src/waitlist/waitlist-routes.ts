import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '@usher/infra/context';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import { EventParams, TokenParams } from '@usher/domain/contract/request-params';
import { ChangeGuestWaitlistReplies, ChangeWaitlistReplies, GetGuestWaitlistReplies, SetCapacityReplies } from '@usher/domain/contract/waitlist';
import { CapacityBody, ClaimOfferBody, JoinWaitlistBody, WaitlistEntryParams } from './waitlist-schemas.ts';
import { offerFreedPlaces, offerPlacesTo, removeFromWaitlist, setCapacity } from './organiser-waitlist-handlers.ts';
import { claimOffer, guestWaitlist, joinWaitlist, leaveWaitlist } from './guest-waitlist-handlers.ts';

/** Capacity and the waitlist from the organiser's side: event settings and the waitlist page. */
export function waitlistRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['waitlist'];
    app.put(
      '/api/v2/events/:e/capacity',
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: CapacityBody,
          tags,
          summary: "Set the event's capacity and how its waitlist offers freed places",
          response: SetCapacityReplies,
        },
      },
      async (request) => setCapacity(context, request.params.e, request.body, request.metadata),
    );
    app.post(
      '/api/v2/events/:e/waitlist/offer-freed',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, tags, summary: 'Offer every free place to the waiting parties that fit, in order', response: ChangeWaitlistReplies },
      },
      async (request) => offerFreedPlaces(context, request.params.e, request.metadata),
    );
    app.post(
      '/api/v2/events/:e/waitlist/:attendeeId/offer',
      {
        config: { need: ['update', 'event'] },
        schema: { params: WaitlistEntryParams, tags, summary: 'Offer places to one waiting party', response: ChangeWaitlistReplies },
      },
      async (request) => offerPlacesTo(context, request.params.e, request.params.attendeeId, request.metadata),
    );
    app.delete(
      '/api/v2/events/:e/waitlist/:attendeeId',
      {
        config: { need: ['update', 'event'] },
        schema: { params: WaitlistEntryParams, tags, summary: 'Take a party off the waitlist', response: ChangeWaitlistReplies },
      },
      async (request) => removeFromWaitlist(context, request.params.e, request.params.attendeeId, request.metadata),
    );
  };
}

// Like the RSVP page: only links that are not valid count against an address (a venue shares one).
const guarded = <T>(context: ServiceContext, request: FastifyRequest, handle: () => Promise<T>) =>
  countingBadTokens(context, request, 'rsvp', 'invitation_not_found', handle);

/** The waitlist from the guest's RSVP page: the signed link is the credential. */
export function publicWaitlistRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['public'];
    const path = '/api/v2/public/rsvp/:token/waitlist';
    app.get(
      path,
      {
        config: { need: 'public' },
        schema: { params: TokenParams, tags, summary: "Whether the event is full, and the guest's place in line or offer", response: GetGuestWaitlistReplies },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return guarded(context, request, () => guestWaitlist(context, request.params.token));
      },
    );
    app.post(
      path,
      {
        config: { need: 'public' },
        schema: { params: TokenParams, body: JoinWaitlistBody, tags, summary: 'Join the waitlist with a party', response: ChangeGuestWaitlistReplies },
      },
      async (request) => guarded(context, request, () => joinWaitlist(context, request, request.params.token, request.body.party_size)),
    );
    app.delete(
      path,
      { config: { need: 'public' }, schema: { params: TokenParams, tags, summary: 'Leave the waitlist', response: ChangeGuestWaitlistReplies } },
      async (request) => guarded(context, request, () => leaveWaitlist(context, request, request.params.token)),
    );
    app.post(
      `${path}/claim`,
      {
        config: { need: 'public' },
        schema: {
          params: TokenParams,
          body: ClaimOfferBody,
          tags,
          summary: 'Claim the places offered: the guest attends',
          response: ChangeGuestWaitlistReplies,
        },
      },
      async (request) => guarded(context, request, () => claimOffer(context, request, request.params.token, request.body.offer_id)),
    );
  };
}
