import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { TokenParams } from '@usher/domain/contract/request-params';
import { OneClickUnsubscribeBody, OneClickUnsubscribeReply } from '@usher/domain/contract/communications';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import { unsubscribeOneClick } from './tracking-handlers.ts';
import { guardedMessageLink } from './tracking-routes.ts';

// The form is one short field (`List-Unsubscribe=One-Click`): anything much bigger is not one.
const FORM_BYTES = 4096;
const unreadable = () => DomainError.validation({ 'List-Unsubscribe': ['The unsubscribe request could not be read.'] });

/** A multipart form's fields (RFC 8058 prefers multipart/form-data); a body busboy cannot split is 422, not 500. */
async function formFieldsOf(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // The plugin's own refusals (too many parts, a file) carry their 4xx status.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw unreadable();
  }
  return fields;
}

/**
 * RFC 8058 one-click unsubscribe: the mail app POSTs the message's
 * List-Unsubscribe URL with `List-Unsubscribe=One-Click`, as
 * multipart/form-data or application/x-www-form-urlencoded (JSON is taken
 * too). A GET of the same URL is the dashboard's preferences page: a link
 * scanner fetching it unsubscribes nobody.
 */
export function oneClickUnsubscribeRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BYTES }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    await app.register(multipart, { limits: { fields: 4, fieldNameSize: 100, fieldSize: 200, files: 0, parts: 4 } });
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart()) request.body = await formFieldsOf(request);
    });

    app.post(
      '/m/:token/unsubscribe',
      {
        config: { need: 'public' },
        schema: {
          params: TokenParams,
          body: OneClickUnsubscribeBody,
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
          tags: ['public'],
          summary: 'One-click unsubscribe (RFC 8058): the message stops, and the address goes on the suppression list',
          response: { 200: OneClickUnsubscribeReply },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return guardedMessageLink(context, request, () => unsubscribeOneClick(context, request, request.params.token));
      },
    );
  };
}
