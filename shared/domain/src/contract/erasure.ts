import { z } from 'zod';
import { PositionSchema } from './common.ts';
import { AttendeeSchema } from './attendees.ts';

/** POST /api/v2/events/attendees/:id/forget */
export const PostEventsAttendeesForgetReplies = { 200: z.object({ data: AttendeeSchema, position: PositionSchema }) };
