import { z } from 'zod';
import { UploadSchema } from './attendees.ts';

export const GuestFieldSchema = z.object({
  key: z.enum(['ignore', 'tags', 'first_name', 'last_name', 'email', 'phone_number', 'full_name']),
  label: z.string(),
});

/** POST /api/v2/events/:e/attendees/upload */
export const PostEventsAttendeesUploadReplies = { 201: z.object({ data: UploadSchema }) };

/** GET /api/v2/events/:e/attendees/upload/:id */
export const GetEventsAttendeesUploadReplies = { 200: z.object({ data: UploadSchema }) };

/** GET /api/v2/attendees/upload-fields */
export const GetAttendeesUploadFieldsReplies = { 200: z.object({ data: z.array(GuestFieldSchema).readonly() }) };
