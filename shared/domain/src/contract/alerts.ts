import { z } from 'zod';
import { BulkChangeReplySchema, PositionSchema } from './common.ts';

/** POST /api/v2/events/:e/attendees/checkin-alert */
export const PostEventsAttendeesCheckinAlertReplies = { 200: BulkChangeReplySchema };

/** POST /api/v2/events/:e/attendees/action-alert */
export const PostEventsAttendeesActionAlertReplies = {
  201: z.object({
    data: z.object({
      id: z.string(),
      event_uuid: z.string(),
      user_id: z.string(),
      user: z.object({ id: z.string(), full_name: z.string(), email: z.string() }),
      action: z.enum(['check_in', 'rsvp_yes', 'rsvp_no', 'link_clicked']),
      created_at: z.string(),
    }),
    position: PositionSchema,
  }),
};

/** DELETE /api/v2/events/:e/attendees/action-alert/:id */
export const DeleteEventsAttendeesActionAlertReplies = {
  200: z.object({ data: z.object({ id: z.string(), deleted: z.boolean() }), position: PositionSchema }),
};

/** A rule: tell this user whenever any guest of the event does this. */
export const ActionAlertSchema = z.object({
  id: z.string(),
  event_uuid: z.string(),
  user_id: z.string(),
  user: z.object({ id: z.string(), full_name: z.string(), email: z.string() }),
  action: z.enum(['check_in', 'rsvp_yes', 'rsvp_no', 'link_clicked']),
  created_at: z.string(),
});

/** GET /api/v2/events/:e/attendees/action-alert */
export const GetEventsAttendeesActionAlertReplies = {
  200: z.object({
    data: z.array(ActionAlertSchema),
  }),
};

/** A user of the event's organisation who may be told about its guests. */
export const AlertUserSchema = z.object({ id: z.string(), full_name: z.string(), email: z.string() });

/** GET /api/v2/events/:e/alert-users */
export const GetEventsAlertUsersReplies = { 200: z.object({ data: z.array(AlertUserSchema) }) };
