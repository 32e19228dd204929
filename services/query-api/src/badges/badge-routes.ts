import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { GetEventsBadgeLayoutReplies, PostEventsBadgesPdfReplies } from '@usher/domain/contract/badges';
import { safeId } from '@usher/domain/validation/safe-text';
import { isUuid } from '@usher/domain/ids/uuid';
import { MAX_PRINTED_BADGES } from '@usher/domain/badges/badge-geometry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { pdfFileName } from '../seating-print/pdf-document.ts';
import { loadBadgeBatch, loadBadgeLayout } from './badge-data.ts';
import { renderBadgesPdf } from './badge-pdf.ts';

const BadgesBody = z.object({ ids: z.array(safeId()).min(1).max(MAX_PRINTED_BADGES) });

/**
 * The badge layout, and badges as a PDF for anyone who may find the event's guests (the door
 * staff print them at check-in). The PDF is a read, though a POST: five thousand ids do not fit
 * a URL. The dashboard shows the file in a frame of its own (a blob: address) and prints it.
 */
export function badgeRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['badges'];
    app.get(
      '/api/v2/events/:e/badge-layout',
      {
        config: { need: ['find', 'event'] },
        schema: { params: EventParams, tags, summary: "How the event's printed badges look", response: GetEventsBadgeLayoutReplies },
      },
      async (request) => {
        await waitForPosition(context, request, 'events');
        return { data: await loadBadgeLayout(context, request.user.organisation_id, request.params.e) };
      },
    );

    app.post(
      '/api/v2/events/:e/badges.pdf',
      {
        config: { need: ['find', 'event'] },
        schema: {
          params: EventParams,
          body: BadgesBody,
          tags,
          summary: "Guests' name badges as one PDF (a read, though a POST)",
          response: PostEventsBadgesPdfReplies,
        },
      },
      async (request, reply) => {
        // A badge printed right after a check-in or an edit must show it: the writer's position is honoured.
        await waitForPosition(context, request, 'events', 'guest_list', 'host_groups');
        const ids = [...new Set(request.body.ids.filter(isUuid).map((id) => id.toLowerCase()))];
        const batch = await loadBadgeBatch(context, request.user.organisation_id, request.params.e, ids);
        const body = await renderBadgesPdf(batch);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${pdfFileName(batch.event.name, 'badges')}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
