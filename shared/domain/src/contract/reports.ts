import { z } from 'zod';
import { safeId } from '../validation/safe-text.ts';

/** What a report can be broken down by. */
export const REPORT_BREAKDOWNS = ['all', 'host_group', 'tag', 'ticket_variation'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

/** `?by=host_group&as_of=2026-05-01T22:00:00Z` */
export const ReportQuery = z.object({
  by: z.enum(REPORT_BREAKDOWNS).default('all').describe('What the figures are broken down by; all: the whole guest list.'),
  as_of: safeId().optional().describe('The report as it was at this moment (ISO 8601 with a zone), to the 5-minute bucket that holds it; absent: now.'),
});
export const OrganisationReportQuery = ReportQuery.pick({ as_of: true });

/** One value of the breakdown: a host group, a tag, a ticket variation ('' for guests without one). */
const BreakdownValueSchema = z.object({ value: z.string(), label: z.string() });

const reportHead = {
  time_zone: z.string().describe("The event's time zone: days and times of the report are in it."),
  as_of: z.string().nullable(),
  by: z.enum(REPORT_BREAKDOWNS),
  values: z.array(BreakdownValueSchema).describe('The breakdown values the rows name, with their labels, in the order to show them.'),
};

export const ArrivalsReportSchema = z.object({
  ...reportHead,
  rows: z.array(z.object({ start: z.string().describe('The 5-minute bucket’s start (ISO 8601, UTC).'), value: z.string(), arrivals: z.number() })),
  expected: z.array(z.object({ value: z.string(), rsvp_yes: z.number() })).describe('Guests who said Yes, per value: what the arrivals are measured against.'),
});

export const AttendanceReportSchema = z.object({
  ...reportHead,
  rows: z.array(
    z.object({
      value: z.string(),
      guests: z.number(),
      rsvp_yes: z.number(),
      checked_in: z.number(),
      yes_checked_in: z.number().describe('Guests who said Yes and were checked in.'),
      no_shows: z.number().describe('Guests who said Yes and were not checked in.'),
      walk_ins: z.number().describe('Guests checked in without a Yes.'),
      check_in_rate: z.number().nullable().describe('Yes guests checked in, out of the Yes guests (0–1); null without a Yes.'),
    }),
  ),
});

export const ResponsesReportSchema = z.object({
  ...reportHead,
  rows: z.array(
    z.object({
      day: z.string().describe("The day (YYYY-MM-DD in the event's zone); the figures are as they stood at its end."),
      value: z.string(),
      invited: z.number(),
      rsvp_yes: z.number(),
      rsvp_no: z.number(),
      approved: z.number(),
      rejected: z.number(),
    }),
  ),
});

export const JourneysReportSchema = z.object({
  ...reportHead,
  rows: z.array(
    z.object({
      journey_id: z.string(),
      journey_name: z.string(),
      version: z.number(),
      /** started, a step, completed: in the order a guest goes through them. */
      stage: z.enum(['started', 'step', 'completed']),
      step_id: z.string().nullable(),
      label: z.string(),
      position: z.number(),
      value: z.string(),
      guests: z.number(),
    }),
  ),
});

export const MessagesReportSchema = z.object({
  ...reportHead,
  rows: z.array(
    z.object({
      subject: z.string().describe("The communication's id, or `notification:invitation`… for the product's own messages."),
      label: z.string(),
      value: z.string(),
      sent: z.number(),
      delivered: z.number(),
      opened: z.number(),
      clicked: z.number(),
    }),
  ),
});

export const OrganisationReportSchema = z.object({
  as_of: z.string().nullable(),
  rows: z.array(
    z.object({
      event_uuid: z.string(),
      name: z.string(),
      starts_date: z.string().nullable(),
      time_zone: z.string(),
      is_archived: z.boolean(),
      invited: z.number(),
      rsvp_yes: z.number(),
      rsvp_no: z.number(),
      checked_in: z.number(),
      no_shows: z.number(),
      check_in_rate: z.number().nullable(),
      messages_sent: z.number(),
      messages_delivered: z.number(),
      messages_opened: z.number(),
      messages_clicked: z.number(),
    }),
  ),
});

export type ArrivalsReport = z.infer<typeof ArrivalsReportSchema>;
export type AttendanceReport = z.infer<typeof AttendanceReportSchema>;
export type ResponsesReport = z.infer<typeof ResponsesReportSchema>;
export type JourneysReport = z.infer<typeof JourneysReportSchema>;
export type MessagesReport = z.infer<typeof MessagesReportSchema>;
export type OrganisationReport = z.infer<typeof OrganisationReportSchema>;

export const GetArrivalsReportReplies = { 200: z.object({ data: ArrivalsReportSchema }) };
export const GetAttendanceReportReplies = { 200: z.object({ data: AttendanceReportSchema }) };
export const GetResponsesReportReplies = { 200: z.object({ data: ResponsesReportSchema }) };
export const GetJourneysReportReplies = { 200: z.object({ data: JourneysReportSchema }) };
export const GetMessagesReportReplies = { 200: z.object({ data: MessagesReportSchema }) };
export const GetOrganisationReportReplies = { 200: z.object({ data: OrganisationReportSchema }) };
