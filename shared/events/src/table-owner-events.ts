import { z } from 'zod';
import { uuid } from './common.ts';

// A table's owner (spec sections 2 and 6; issue 19 section 3): a guest of the
// event the organiser puts in charge of one table. Through their signed link
// they see their table and, within the organiser's limits, seat their own
// guests at it. One stream per table, `table-owner-{table_id}`: the owner is
// the table's, not the guest's, and a new owner replaces the last.

export const SeatingTableOwnerSet = z
  .object({
    event_uuid: uuid,
    table_id: uuid.describe('The table (venue) or row (theatre) the owner looks after.'),
    attendee_id: uuid.nullable().describe('The owning guest, or null when the table no longer has an owner.'),
    may_seat_guests: z.boolean().describe('Whether the owner may seat their own guests at free seats of the table.'),
    limit: z.number().int().nonnegative().describe("At most this many of the owner's own guests (plus-ones, group) seated by the owner."),
  })
  .describe("The organiser gave a table an owner, changed the owner's limits, or took the owner away.");
