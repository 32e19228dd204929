import { z } from 'zod';
import { TokenParams } from '@usher/domain/contract/request-params';
import { safeText, safeId } from '@usher/domain/validation/safe-text';
import { AttendeeIdsBody } from '../attendees/attendee-schemas.ts';

const message = safeText({ max: 5000, multiline: true }).nullish();

// Checked against the event's journeys by the handler, so a bad one gets the spec's message (422).
const journey_id = safeId()
  .nullish()
  .describe("A journey of the event the invitation leads the guest through; absent or null: the group's or the event's default.");

export const InviteOneBody = z.object({ message, journey_id }).nullish();
export const BulkInviteBody = AttendeeIdsBody.extend({ message, journey_id });
export const EventAttendeeParams = z.object({ e: safeId(), id: safeId() });
export { TokenParams };

const plusOne = z.object({
  first_name: safeText({ max: 10_000 }).nullish(),
  last_name: safeText({ max: 10_000 }).nullish(),
  email: safeText({ max: 10_000 }).nullish(),
  phone_number: safeText({ max: 10_000 }).nullish(),
});
export const RsvpAnswerBody = z.object({
  is_attending: z.boolean(),
  plus_ones: z.array(plusOne).max(20).default([]),
});
