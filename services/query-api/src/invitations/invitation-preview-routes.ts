import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventIdParams } from '@usher/domain/contract/request-params';
import { GetEventsAttendeesInvitationPreviewReplies } from '@usher/domain/contract/invitations';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { invitationPreviewFor } from '@usher/projections';
import type { ServiceContext } from '@usher/infra/context';
import { readConfig } from '@usher/infra/config';
import { organisationNameOfEvent } from '@usher/read-models/organisations/organisation-brand';

/** What guests read as the sender when the organisation has no name (the product's own). */
const PRODUCT_SENDER_NAME = 'Usher';

/**
 * The invitation a guest would get if invited now, written by the same code
 * the mail dispatcher sends with (the event's active invitation template, else
 * the product's words), for the Bulk Invite dialog to show before anything is
 * sent. Nothing is appended. A read of the event's guests: editors and viewers.
 */
export function invitationPreviewRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v2/events/:e/attendees/:id/invitation-preview',
      {
        config: { need: ['read', 'event'] },
        schema: {
          params: EventIdParams,
          tags: ['invitations'],
          summary: 'The invitation as this guest would receive it',
          response: GetEventsAttendeesInvitationPreviewReplies,
        },
      },
      async (request) => {
        const { e, id } = request.params;
        if (!isUuid(id)) throw DomainError.notFound('attendee');
        const preview = await invitationPreviewFor({ db: context.db, store: context.store, appUrl: readConfig().appUrl }, e, id.toLowerCase());
        if (!preview) throw DomainError.notFound('attendee');
        const { attachments = [], ...content } = preview;
        return {
          data: {
            ...content,
            from_name: (await organisationNameOfEvent(context.db, e)) ?? PRODUCT_SENDER_NAME,
            attachments: attachments.map((file) => ({ filename: file.filename, content_type: file.contentType })),
          },
        };
      },
    );
  };
}
