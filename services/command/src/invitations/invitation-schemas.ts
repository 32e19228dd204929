import { z } from 'zod';
import { AttendeeIdsBody } from '../attendees/attendee-schemas.ts';

const message = z.string().max(5000).nullish();

export const InviteOneBody = z.object({ message }).nullish();
export const BulkInviteBody = AttendeeIdsBody.extend({ message });
export const EventAttendeeParams = z.object({ e: z.string().max(100), id: z.string().max(100) });
export const TokenParams = z.object({ token: z.string().max(200) });

const plusOne = z.object({
  first_name: z.string().max(10_000).nullish(),
  last_name: z.string().max(10_000).nullish(),
  email: z.string().max(10_000).nullish(),
  phone_number: z.string().max(10_000).nullish(),
});
export const RsvpAnswerBody = z.object({
  is_attending: z.boolean(),
  plus_ones: z.array(plusOne).max(20).default([]),
});
