import { z } from 'zod';
import { PositionSchema } from './common.ts';

export const ViewColumnSchema = z.object({ key: z.string(), visible: z.boolean() });

export const AttendeeTabSchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  sort: z.string().nullable(),
  columns: z.array(ViewColumnSchema),
  position: z.number(),
});

/** POST /api/v2/events/:e/attendee-tabs */
export const PostEventsAttendeeTabsReplies = { 201: z.object({ data: AttendeeTabSchema, position: PositionSchema }) };

/** POST /api/v2/events/:e/attendee-tabs/reorder */
export const PostEventsAttendeeTabsReorderReplies = { 200: z.object({ tabs: z.array(AttendeeTabSchema), position: PositionSchema }) };

/** PUT /api/v2/events/:e/attendee-tabs/:id */
export const PutEventsAttendeeTabsReplies = { 200: z.object({ data: AttendeeTabSchema, position: PositionSchema }) };

/** DELETE /api/v2/events/:e/attendee-tabs/:id */
export const DeleteEventsAttendeeTabsReplies = { 200: z.object({ data: z.object({ id: z.string() }), position: PositionSchema }) };

/** PUT /api/v2/events/:e/column-settings */
export const PutEventsColumnSettingsReplies = { 200: z.object({ data: z.object({ columns: z.array(ViewColumnSchema) }), position: PositionSchema }) };

/** GET /api/v2/events/:e/attendee-tabs */
export const GetEventsAttendeeTabsReplies = {
  200: z.object({
    tabs: z.array(
      z.object({
        id: z.string(),
        event_uuid: z.string(),
        name: z.string(),
        filters: z.record(z.string(), z.string()),
        sort: z.string().nullable(),
        columns: z.array(z.object({ key: z.string(), visible: z.boolean() })),
        position: z.number(),
        created_at: z.string(),
        updated_at: z.string(),
      }),
    ),
  }),
};

/** GET /api/v2/events/:e/column-settings */
export const GetEventsColumnSettingsReplies = {
  200: z.object({ data: z.object({ columns: z.array(z.object({ key: z.string(), visible: z.boolean() })).nullable() }) }),
};
