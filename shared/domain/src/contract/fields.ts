import { z } from 'zod';
import { BulkChangeReplySchema, PositionSchema } from './common.ts';
import { CustomFieldSchema, DefaultFieldsSchema, TicketVariationSchema } from './events.ts';

/** POST /api/v2/events/:e/custom-fields */
export const PostEventsCustomFieldsReplies = { 201: z.object({ data: CustomFieldSchema, position: PositionSchema }) };

/** PUT /api/v2/events/:e/custom-fields/:id */
export const PutEventsCustomFieldsReplies = { 200: z.object({ data: CustomFieldSchema, position: PositionSchema }) };

/** DELETE /api/v2/events/:e/custom-fields/:id */
export const DeleteEventsCustomFieldsReplies = { 200: z.object({ data: z.object({ id: z.string() }), position: PositionSchema }) };

/** PUT /api/v2/events/:e/default-fields */
export const PutEventsDefaultFieldsReplies = { 200: z.object({ data: DefaultFieldsSchema, position: PositionSchema }) };

/** PUT /api/v2/events/:e/ticket-variations */
export const PutEventsTicketVariationsReplies = { 200: z.object({ data: z.array(TicketVariationSchema), position: PositionSchema }) };

/** PUT /api/v2/events/:e/attendees-bulk/set-ticket-variation */
export const PutEventsAttendeesBulkSetTicketVariationReplies = { 200: BulkChangeReplySchema };

/** GET /api/v2/events/:e/custom-fields */
export const GetEventsCustomFieldsReplies = { 200: z.object({ data: z.array(CustomFieldSchema) }) };

/** GET /api/v2/events/:e/default-fields */
export const GetEventsDefaultFieldsReplies = { 200: z.object({ data: DefaultFieldsSchema }) };

/** GET /api/v2/events/:e/ticket-variations */
export const GetEventsTicketVariationsReplies = {
  200: z.object({ data: z.array(TicketVariationSchema), meta: z.object({ wording: z.enum(['Access Pass(es)', 'Ticket(s)']) }) }),
};
