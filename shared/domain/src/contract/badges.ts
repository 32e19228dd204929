import { z } from 'zod';
import { fileReply, PositionSchema } from './common.ts';

export const BadgeLayoutSchema = z.object({
  size: z.enum(['4x3', '4x6', 'a6', 'avery_5392']),
  secondary_field: z.string().nullable(),
  show_ticket_variation: z.boolean(),
  show_host_group: z.boolean(),
  show_table: z.boolean(),
  show_qr: z.boolean(),
  show_logo: z.boolean(),
});

/** GET /api/v2/events/:e/badge-layout */
export const GetEventsBadgeLayoutReplies = { 200: z.object({ data: BadgeLayoutSchema }) };

/** PUT /api/v2/events/:uuid/badge-layout */
export const PutEventsBadgeLayoutReplies = { 200: z.object({ data: BadgeLayoutSchema, position: PositionSchema }) };

/** POST /api/v2/events/:e/badges.pdf */
export const PostEventsBadgesPdfReplies = {
  200: fileReply("The guests' name badges in the event's badge layout, one page per badge (six per page on Avery 5392 sheets), in the order asked", [
    'application/pdf',
  ]),
};
