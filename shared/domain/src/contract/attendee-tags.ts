import { z } from 'zod';
import { BulkChangeReplySchema, PositionSchema } from './common.ts';

export const TagListItemSchema = z.object({ id: z.string(), name: z.string(), color: z.string(), created_at: z.string() });

/** POST /api/v2/events/:e/attendee-tags/add */
export const PostEventsAttendeeTagsAddReplies = {
  201: z.object({ data: z.object({ id: z.string(), name: z.string(), color: z.string() }), position: PositionSchema }),
};

/** POST /api/v2/events/attendee-tags/:id/update */
export const PostEventsAttendeeTagsUpdateReplies = {
  200: z.object({ data: z.object({ id: z.string(), name: z.string(), color: z.string() }), position: PositionSchema }),
};

/** POST /api/v2/events/attendee-tags/:id/delete */
export const PostEventsAttendeeTagsDeleteReplies = {
  200: z.object({ data: z.object({ id: z.string(), deleted: z.boolean() }), position: PositionSchema }),
};

/** PUT /api/v2/events/:e/attendees-bulk/add-tags */
export const PutEventsAttendeesBulkAddTagsReplies = { 200: BulkChangeReplySchema };

/** GET /api/v2/events/:e/attendee-tags */
export const GetEventsAttendeeTagsReplies = { 200: z.object({ attendee_tags: z.array(TagListItemSchema) }) };

/** POST /api/v2/events/:e/attendee-tags/list-by-ids */
export const PostEventsAttendeeTagsListByIdsReplies = { 200: z.object({ attendee_tags: z.array(TagListItemSchema) }) };
