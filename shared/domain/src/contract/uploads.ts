import { z } from 'zod';
import { UploadSchema } from './attendees.ts';
import { fileReply } from './common.ts';
import { GUEST_FIELD_KEYS } from '../guest-import/guest-fields.ts';

export const GuestFieldSchema = z.object({
  key: z.enum(GUEST_FIELD_KEYS),
  label: z.string(),
});

/** POST /api/v2/events/:e/attendees/upload */
export const PostEventsAttendeesUploadReplies = { 201: z.object({ data: UploadSchema }) };

/** GET /api/v2/events/:e/attendees/upload/:id */
export const GetEventsAttendeesUploadReplies = { 200: z.object({ data: UploadSchema }) };

/** GET /api/v2/events/:e/attendees/upload/:id/rejected-rows */
export const GetEventsAttendeesUploadRejectedRowsReplies = {
  200: fileReply('The rows the import left out: the file\'s own columns and one saying why', ['text/csv; charset=utf-8']),
};

/** GET /api/v2/attendees/upload-fields */
export const GetAttendeesUploadFieldsReplies = { 200: z.object({ data: z.array(GuestFieldSchema).readonly() }) };
