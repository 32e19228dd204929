import { fileReply } from './common.ts';

/** GET /api/v2/events/:e/attendees/export */
export const GetEventsAttendeesExportReplies = {
  200: fileReply('The guest list as CSV or Excel', ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']),
};
