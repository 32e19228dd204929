import { z } from 'zod';
import { EventParams } from '@usher/domain/contract/request-params';
import { GetSeatingPrintPlanReplies, GetSeatingPrintTableCardsReplies } from '@usher/domain/contract/seating-print';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { loadPrintPlan } from './print-plan-data.ts';
import { pdfFileName, PAPERS } from './pdf-document.ts';
import { renderPlanPdf } from './plan-pdf.ts';
import { renderTableCardsPdf } from './table-cards-pdf.ts';

/** A4 unless asked: most of the world prints on it; North America asks for `letter`, a wall plan for `a3`. */
const PrintQuery = z.object({ paper: z.enum(PAPERS).default('a4') });

/** The floor plan and the table cards as PDF files, for anyone who may view the event. */
export function seatingPrintRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['seating'];
    const printouts = [
      { path: 'plan.pdf', name: 'floor-plan', render: renderPlanPdf, response: GetSeatingPrintPlanReplies },
      { path: 'table-cards.pdf', name: 'table-cards', render: renderTableCardsPdf, response: GetSeatingPrintTableCardsReplies },
    ] as const;
    for (const printout of printouts) {
      app.get(
        `/api/v2/events/:e/seating/print/${printout.path}`,
        { config: { need: ['read', 'event'] }, schema: { params: EventParams, querystring: PrintQuery, tags, response: printout.response } },
        async (request, reply) => {
          const { user } = request;
          // Printed right after a save or a seating, the file must show it: the writer's position is honoured.
          await waitForPosition(context, request, 'events', 'guest_list', 'seating');
          const plan = await loadPrintPlan(context, user.organisation_id, request.params.e);
          const body = await printout.render(plan, request.query.paper);
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${pdfFileName(plan.event.name, printout.name)}"`)
            .header('cache-control', 'no-store')
            .send(body);
        },
      );
    }
  };
}
