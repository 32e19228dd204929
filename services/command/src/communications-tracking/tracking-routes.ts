import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TokenParams } from '@usher/domain/contract/request-params';
import { fileReply } from '@usher/domain/contract/common';
import { ClickQuery, ClickReplies, PreferencesBody, PreferencesCommandReply, PreferencesReply } from '@usher/domain/contract/communications';
import type { ServiceContext } from '@usher/infra/context';
import { countingBadTokens } from '@usher/infra/http/bad-token-limit';
import { HttpError } from '@usher/infra/http/errors';
import { followClick, preferencesOf, recordOpen, setPreferences } from './tracking-handlers.ts';

/** The smallest transparent GIF: 1×1, one colour. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// Only tokens that are not valid count against an address (bad-token-limit.ts): a venue's guests share its Wi-Fi.
export const guardedMessageLink = <T>(context: ServiceContext, request: FastifyRequest, handle: () => Promise<T>) =>
  countingBadTokens(context, request, 'message', 'message_not_found', handle);

const PAGES = {
  404: {
    title: 'This link is not valid',
    text: 'It may have been copied incompletely: the message it came from holds the whole link.',
    code: 'message_not_found',
  },
  429: { title: 'Too many requests', text: 'Please try again in a minute.', code: 'too_many_requests' },
} as const;

/** A person followed the link from their mail: they get a page to read; a program that asks for JSON gets the usual error body. */
function page(request: FastifyRequest, reply: FastifyReply, status: keyof typeof PAGES) {
  const { title, text, code } = PAGES[status];
  const accept = request.headers.accept ?? '';
  if (accept.includes('application/json') && !accept.includes('text/html'))
    return reply.code(status).header('cache-control', 'no-store').send({ message: title, code });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * A sent message's links (issue 20): its tracking image, its tracked links
 * and its preferences page's API. No account: the message's signed token is
 * the credential, and bad tokens are rate-limited per address.
 */
export function trackingRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['public'];

    // Always the image, whatever the token: a mail showing a broken image helps nobody, and the answer tells a guesser nothing.
    app.get(
      '/m/:token/open.gif',
      {
        config: { need: 'public' },
        attachValidation: true,
        schema: {
          params: TokenParams,
          tags,
          summary: 'The tracking image of a message: records an open',
          response: { 200: fileReply('A transparent 1×1 GIF', ['image/gif']) },
        },
      },
      async (request, reply) => {
        if (!request.validationError) await recordOpen(context, request, request.params.token);
        return reply.code(200).header('cache-control', 'no-store, max-age=0').type('image/gif').send(PIXEL);
      },
    );

    app.get(
      '/m/:token/click',
      {
        config: { need: 'public' },
        attachValidation: true,
        schema: {
          params: TokenParams,
          querystring: ClickQuery,
          tags,
          summary: "A message's tracked link: records the click and redirects, only to a link the message holds",
          response: ClickReplies,
        },
      },
      async (request, reply) => {
        if (request.validationError) return page(request, reply, 404);
        try {
          const target = await guardedMessageLink(context, request, () =>
            followClick(context, request, request.params.token, request.query.u, request.query.s),
          );
          return reply.header('cache-control', 'no-store').redirect(target, 302);
        } catch (error) {
          if ((error as { code?: unknown }).code === 'message_not_found') return page(request, reply, 404);
          if (error instanceof HttpError && error.statusCode === 429) return page(request, reply, 429);
          throw error;
        }
      },
    );

    app.get(
      '/api/v2/public/messages/:token/preferences',
      { config: { need: 'public' }, schema: { params: TokenParams, tags, response: { 200: PreferencesReply } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return guardedMessageLink(context, request, () => preferencesOf(context, request, request.params.token));
      },
    );

    app.put(
      '/api/v2/public/messages/:token/preferences',
      { config: { need: 'public' }, schema: { params: TokenParams, body: PreferencesBody, tags, response: { 200: PreferencesCommandReply } } },
      async (request) => {
        return guardedMessageLink(context, request, () => setPreferences(context, request, request.params.token, request.body.subscribed));
      },
    );
  };
}
