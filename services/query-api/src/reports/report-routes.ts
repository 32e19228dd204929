import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import {
  GetArrivalsReportReplies,
  GetAttendanceReportReplies,
  GetJourneysReportReplies,
  GetMessagesReportReplies,
  GetOrganisationReportReplies,
  GetResponsesReportReplies,
  OrganisationReportQuery,
  ReportQuery,
  type ReportBreakdown,
} from '@usher/domain/contract/reports';
import type { ServiceContext } from '@usher/infra/context';
import type { FastifyRequest } from 'fastify';
import { waitForPosition } from '../consistency/wait-for-position.ts';
import { parseAsOf } from '../time-travel/as-of.ts';
import { arrivalsReport, attendanceReport, messagesReport, responsesReport, type ReportAsk } from './event-reports.ts';
import { journeysReport } from './journeys-report.ts';
import { organisationReport } from './organisation-report.ts';
import { reportEventOf } from './report-event.ts';
import type { Db } from '@usher/infra/db/database';

type EventReport = (db: Db, ask: ReportAsk) => Promise<unknown>;

const EVENT_REPORTS: { path: string; summary: string; read: EventReport; response: Record<number, unknown> }[] = [
  { path: 'arrivals', summary: 'Arrivals per 5 minutes against the guests who said Yes', read: arrivalsReport, response: GetArrivalsReportReplies },
  { path: 'attendance', summary: 'Check-in rate and no-shows', read: attendanceReport, response: GetAttendanceReportReplies },
  { path: 'responses', summary: 'RSVP and approval per day since the invitations went out', read: responsesReport, response: GetResponsesReportReplies },
  { path: 'journeys', summary: "The journeys' funnels, per published version", read: journeysReport, response: GetJourneysReportReplies },
  { path: 'messages', summary: "Messages' delivery, opens and clicks per communication", read: messagesReport, response: GetMessagesReportReplies },
];

/**
 * Reports (issue 32 §4): read from the reports projection's buckets, never from the log. Those who view the
 * event read them (the organiser's record, like the guest list's past views); door staff do not.
 */
export function reportRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['reports'];
    for (const report of EVENT_REPORTS) {
      app.get(
        `/api/v2/events/:e/reports/${report.path}`,
        {
          config: { need: ['read', 'event'] },
          schema: {
            params: EventParams,
            querystring: ReportQuery,
            tags,
            summary: report.summary,
            response: report.response as typeof GetArrivalsReportReplies,
          },
        },
        async (request) => {
          const asOf = await momentOf(context, request);
          const event = await reportEventOf(context.db, request.params.e);
          return { data: (await report.read(context.db, { event, by: request.query.by as ReportBreakdown, asOf })) as never };
        },
      );
    }
    app.get(
      '/api/v2/reports/events',
      {
        config: { need: 'signed_in' },
        schema: { querystring: OrganisationReportQuery, tags, summary: "The organisation's events side by side", response: GetOrganisationReportReplies },
      },
      async (request) => {
        const asOf = await momentOf(context, request);
        return { data: await organisationReport(context, request.user, asOf) };
      },
    );
  };
}

/** The moment asked (`as_of`), or now once the reports have caught up with the asker's own writes. */
async function momentOf(context: ServiceContext, request: FastifyRequest & { query: { as_of?: string } }): Promise<Date | undefined> {
  const asOf = parseAsOf(request.query.as_of, context.clock.now());
  if (!asOf) await waitForPosition(context, request, 'reports', 'events');
  return asOf;
}
