import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '@usher/infra/runtime/context';
import { HttpError } from '@usher/infra/http/errors';
import { isLimited, recordHit } from '../identity/rate-limit.ts';
import { RsvpAnswerBody, TokenParams } from './invitation-schemas.ts';
import { answerInvitation, openInvitation } from './public-rsvp-handlers.ts';
import { GetPublicRsvpReplies, PostPublicRsvpReplies } from '@usher/domain/contract/invitations';

// Generous for a person, tight for someone guessing links.
const RSVP_LIMIT = { max: 60, windowSeconds: 60 };

async function limit(context: ServiceContext, request: FastifyRequest): Promise<void> {
  const bucket = `rsvp:${request.ip}`;
  if (await isLimited(context.db, { bucket, ...RSVP_LIMIT })) throw new HttpError(429, 'Too many requests. Please try again in a minute.', 'too_many_requests');
  await recordHit(context.db, bucket);
}

/** The public RSVP page's API: no account, the signed link is the credential. */
export function publicRsvpRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['public'];

    app.get('/api/v2/public/rsvp/:token', { schema: { params: TokenParams, tags, response: GetPublicRsvpReplies } }, async (request, reply) => {
      await limit(context, request);
      reply.header('cache-control', 'no-store');
      return openInvitation(context, request, request.params.token);
    });

    app.post('/api/v2/public/rsvp/:token', { schema: { params: TokenParams, body: RsvpAnswerBody, tags, response: PostPublicRsvpReplies } }, async (request) => {
      await limit(context, request);
      return answerInvitation(context, request, request.params.token, request.body);
    });
  };
}
