import { z } from 'zod';
import { ScannerGuestView } from '../presenters/scanner-guest.ts';

/** A page of the door scanner's offline roster. */
export const RosterPageSchema = z.object({
  data: z.array(ScannerGuestView),
  meta: z.object({
    next_after: z.string().nullable().describe('Send as `after` for the next page; null on the last.'),
    total: z.number().int(),
    checked_in: z.number().int(),
  }),
});
