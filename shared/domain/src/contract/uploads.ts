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
  200: fileReply("The rows the import left out: the file's own columns and one saying why", ['text/csv; charset=utf-8']),
};

/** GET /api/v2/attendees/upload-fields */
export const GetAttendeesUploadFieldsReplies = { 200: z.object({ data: z.array(GuestFieldSchema).readonly() }) };

const FieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).nullable();

/** POST /api/v2/events/:e/attendees/upload/:id/preview */
export const PostEventsAttendeesUploadPreviewReplies = {
  200: z.object({
    data: z.object({
      empty_cells_clear: z.boolean(),
      new_guests: z.number().int().describe('Rows that would add a guest (plus-ones of the file included).'),
      changed_guests: z.number().int().describe('Guests already on the list (matched by email) whose fields would change.'),
      unchanged_guests: z.number().int(),
      changes: z
        .array(
          z.object({
            attendee_id: z.string(),
            row: z.number().int(),
            name: z.string(),
            fields: z.array(
              z.object({ field: z.string().describe('The contact field, or custom_fields.{id}.'), from: FieldValueSchema, to: FieldValueSchema }),
            ),
          }),
        )
        .describe('The first 100 changed guests, each with its fields old → new (null: empty).'),
    }),
  }),
};
