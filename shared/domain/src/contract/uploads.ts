import { z } from 'zod';
import { UploadSchema } from './attendees.ts';
import { GUEST_FIELD_KEYS } from '../guest-import/guest-fields.ts';

export const GuestFieldSchema = z.object({
  key: z.enum(GUEST_FIELD_KEYS),
  label: z.string(),
});

/** POST /api/v2/events/:e/attendees/upload */
export const PostEventsAttendeesUploadReplies = { 201: z.object({ data: UploadSchema }) };

/** GET /api/v2/events/:e/attendees/upload/:id */
export const GetEventsAttendeesUploadReplies = { 200: z.object({ data: UploadSchema }) };

/** GET /api/v2/attendees/upload-fields */
export const GetAttendeesUploadFieldsReplies = { 200: z.object({ data: z.array(GuestFieldSchema).readonly() }) };
